// The signed-in sidebar: product areas filtered by permissions and menu, collapse/expand on desktop.
import { Link } from '@tanstack/react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '../components/ui/cn';
import { Logo, LogoMark } from '../components/ui/logo';
import { Tooltip } from '../components/ui/tooltip';
import { useSession } from '../lib/session';
import { visibleNavItems } from './nav-items';
import { UserMenu } from './user-menu';

export function NavList({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const items = visibleNavItems(user);
  return (
    <ul className="space-y-0.5" data-testid="nav-list">
      {items.map((item) => {
        const Icon = item.icon;
        const link = (
          <Link
            to={item.to}
            onClick={onNavigate}
            activeOptions={{ exact: item.to === '/settings' || item.to === '/police' }}
            className={cn(
              'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
              collapsed && 'justify-center px-0',
            )}
            activeProps={{ className: 'bg-primary-50 !text-primary-800 dark:bg-primary-950 dark:!text-primary-300', 'aria-current': 'page' }}
            aria-label={collapsed ? t(item.labelKey) : undefined}
            data-nav={item.key}
          >
            <Icon className="h-5 w-5 shrink-0" aria-hidden />
            {collapsed ? null : <span className="truncate">{t(item.labelKey)}</span>}
          </Link>
        );
        return <li key={item.key}>{collapsed ? <Tooltip content={t(item.labelKey)}>{link}</Tooltip> : link}</li>;
      })}
    </ul>
  );
}

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const label = collapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar');
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-neutral-200 bg-neutral-50 transition-[width] duration-200 lg:flex dark:border-neutral-800 dark:bg-neutral-900',
        collapsed ? 'w-16' : 'w-64',
      )}
      data-testid="sidebar"
      data-collapsed={collapsed}
    >
      <div className={cn('flex h-14 items-center border-b border-neutral-200 dark:border-neutral-800', collapsed ? 'justify-center' : 'justify-between px-4')}>
        <Link to="/" aria-label={collapsed ? 'Yaam' : undefined}>
          {collapsed ? <LogoMark /> : <Logo />}
        </Link>
        {collapsed ? null : (
          <button type="button" onClick={onToggle} aria-label={label} title={label} className="rounded-md p-1.5 text-neutral-600 hover:bg-neutral-200 dark:text-neutral-300 dark:hover:bg-neutral-800" data-testid="sidebar-toggle">
            <Icon className="h-5 w-5" aria-hidden />
          </button>
        )}
      </div>
      <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto p-2">
        <NavList collapsed={collapsed} />
      </nav>
      <div className="border-t border-neutral-200 p-2 dark:border-neutral-800">
        {collapsed ? (
          <button type="button" onClick={onToggle} aria-label={label} title={label} className="mb-2 flex h-10 w-full items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-200 dark:text-neutral-300 dark:hover:bg-neutral-800" data-testid="sidebar-toggle">
            <Icon className="h-5 w-5" aria-hidden />
          </button>
        ) : null}
        <UserMenu compact={collapsed} />
      </div>
    </aside>
  );
}
