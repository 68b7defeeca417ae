// The signed-in user's menu: profile, language, colour mode, sign out.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { COLOR_MODES, LOCALES } from '@yaam/shared/spec';
import { Check, ChevronsUpDown, Languages, LogOut, Palette, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '../components/ui/cn';
import { useColorMode } from '../lib/color-mode';
import { currentLocale } from '../lib/i18n';
import { signOut } from '../lib/oidc';
import { useSession } from '../lib/session';
import { roleLabel } from '../lib/role-label';

const itemClass =
  'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-neutral-100 dark:data-[highlighted]:bg-neutral-800';

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const { preference, setColorMode } = useColorMode();
  const locale = currentLocale(i18n);
  if (!user) return null;
  const initials = (user.firstName[0] ?? user.username[0] ?? '?').toUpperCase() + (user.lastName[0] ?? '').toUpperCase();
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={compact ? t('userMenu.open') : undefined}
        title={t('userMenu.open')}
        data-testid="user-menu"
        className="flex w-full items-center gap-2 rounded-md p-1.5 text-left hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        {user.avatar ? (
          <img src={user.avatar} alt="" className="h-8 w-8 shrink-0 rounded-full" />
        ) : (
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-100 text-xs font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-200" aria-hidden>
            {initials}
          </span>
        )}
        {compact ? null : (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium" data-testid="user-fullname">
                {user.fullName}
              </span>
              <span className="block truncate text-xs text-neutral-600 dark:text-neutral-400">{user.email || user.username}</span>
            </span>
            <ChevronsUpDown className="h-4 w-4 text-neutral-500" aria-hidden />
          </>
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content side="top" align="start" sideOffset={6} className="z-50 min-w-56 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900">
          <Menu.Label className="px-2 py-1.5 text-xs text-neutral-600 dark:text-neutral-400">{t('userMenu.role', { role: roleLabel(t, user.role) })}</Menu.Label>
          <Menu.Item asChild className={itemClass}>
            <Link to="/settings">
              <UserRound className="h-4 w-4" aria-hidden /> {t('userMenu.profile')}
            </Link>
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
          <Menu.Sub>
            <Menu.SubTrigger className={itemClass} data-testid="user-menu-language">
              <Languages className="h-4 w-4" aria-hidden /> {t('userMenu.language')}
            </Menu.SubTrigger>
            <Menu.Portal>
              <Menu.SubContent className="z-50 min-w-40 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900">
                {LOCALES.map((lng) => (
                  <Menu.Item key={lng} className={itemClass} onSelect={() => void i18n.changeLanguage(lng)} lang={lng}>
                    <Check className={cn('h-4 w-4', locale !== lng && 'invisible')} aria-hidden /> {t(`language.${lng}`)}
                  </Menu.Item>
                ))}
              </Menu.SubContent>
            </Menu.Portal>
          </Menu.Sub>
          <Menu.Sub>
            <Menu.SubTrigger className={itemClass}>
              <Palette className="h-4 w-4" aria-hidden /> {t('userMenu.colorMode')}
            </Menu.SubTrigger>
            <Menu.Portal>
              <Menu.SubContent className="z-50 min-w-40 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900">
                {COLOR_MODES.map((mode) => (
                  <Menu.Item key={mode} className={itemClass} onSelect={() => setColorMode(mode)}>
                    <Check className={cn('h-4 w-4', preference !== mode && 'invisible')} aria-hidden /> {t(`colorMode.${mode}`)}
                  </Menu.Item>
                ))}
              </Menu.SubContent>
            </Menu.Portal>
          </Menu.Sub>
          <Menu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
          <Menu.Item className={cn(itemClass, 'text-red-700 dark:text-red-400')} onSelect={() => void signOut()} data-testid="sign-out">
            <LogOut className="h-4 w-4" aria-hidden /> {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
