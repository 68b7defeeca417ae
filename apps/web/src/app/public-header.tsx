// Header of the public pages: logo, docs and changelog, language and colour switches, sign in / open app.
import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { ColorModeSwitch, LanguageSwitch } from '../components/ui/preference-switches';
import { useSession } from '../lib/session';

export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.isAuthenticated);
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/90 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/">
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 md:flex">
          <Link to="/docs/$" params={{ _splat: '' }} className={buttonClass('ghost', 'neutral', 'sm')}>
            {t('nav.docs')}
          </Link>
          <Link to="/changelog" className={buttonClass('ghost', 'neutral', 'sm')}>
            {t('nav.changelog')}
          </Link>
        </nav>
        <div className="flex-1" />
        {/* A wrapper: the switches are inline-flex themselves, which would win over their own `hidden`. */}
        <div className="hidden items-center gap-3 sm:flex">
          <LanguageSwitch />
          <ColorModeSwitch />
        </div>
        {signedIn ? (
          <Link to="/dashboard" className={buttonClass('solid', 'primary', 'sm')}>
            {t('auth.goToApp')}
          </Link>
        ) : (
          <Link to="/login" className={buttonClass('solid', 'primary', 'sm')} data-testid="header-sign-in">
            <LogIn className="h-4 w-4" aria-hidden />
            {t('auth.signIn')}
          </Link>
        )}
      </div>
      <div className="flex items-center justify-end gap-2 border-t border-neutral-100 px-4 py-2 sm:hidden dark:border-neutral-900">
        <LanguageSwitch />
        <ColorModeSwitch />
      </div>
    </header>
  );
}

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-neutral-200 py-8 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4">
        <p>
          ยาม Yaam · {t('landing.forUnits')}
        </p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to="/docs/$" params={{ _splat: '' }} className="hover:underline">
            {t('nav.docs')}
          </Link>
          <Link to="/changelog" className="hover:underline">
            {t('nav.changelog')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
