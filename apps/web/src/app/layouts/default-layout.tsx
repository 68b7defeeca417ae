// The signed-in frame: sidebar (collapsible), mobile menu, top bar with the realtime badge, content.
import * as Dialog from '@radix-ui/react-dialog';
import { Link, Outlet } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LogoMark } from '../../components/ui/logo';
import { TooltipProvider } from '../../components/ui/tooltip';
import { RealtimeBadge } from '../realtime-badge';
import { NavList, Sidebar } from '../sidebar';
import { UserMenu } from '../user-menu';

const COLLAPSED_KEY = 'yaam-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={t('nav.openMenu')} className="rounded-md p-2 text-neutral-700 hover:bg-neutral-100 lg:hidden dark:text-neutral-200 dark:hover:bg-neutral-800" data-testid="mobile-menu-open">
        <Menu className="h-5 w-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-950/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl dark:bg-neutral-900" aria-describedby={undefined}>
          <div className="flex h-14 items-center justify-between border-b border-neutral-200 px-4 dark:border-neutral-800">
            <Dialog.Title className="flex items-center gap-2 font-semibold">
              <LogoMark /> ยาม <span className="text-neutral-500 dark:text-neutral-400">Yaam</span>
            </Dialog.Title>
            <Dialog.Close aria-label={t('nav.closeMenu')} className="rounded-md p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto p-2">
            <NavList collapsed={false} onNavigate={() => setOpen(false)} />
          </nav>
          <div className="border-t border-neutral-200 p-2 dark:border-neutral-800">
            <UserMenu />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function DefaultFrame({ children, wide = false }: { children?: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () =>
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      } catch {
        /* storage unavailable */
      }
      return !c;
    });
  return (
    <TooltipProvider>
    <div className="flex min-h-dvh" data-layout="default">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-neutral-900">
        {t('common.skipToContent')}
      </a>
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-neutral-200 bg-white/90 px-3 backdrop-blur sm:px-4 dark:border-neutral-800 dark:bg-neutral-950/90">
          <MobileMenu />
          <Link to="/" className="flex items-center gap-2 font-semibold lg:hidden" aria-label="Yaam">
            <LogoMark className="h-7 w-7" />
          </Link>
          <div className="flex-1" />
          <RealtimeBadge />
        </header>
        <main id="main" className={wide ? 'flex min-h-0 flex-1' : 'mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6 lg:p-8'}>
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
    </TooltipProvider>
  );
}

export function DefaultLayout() {
  return <DefaultFrame />;
}
