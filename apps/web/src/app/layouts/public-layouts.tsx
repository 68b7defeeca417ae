// The public layouts of SPEC §2: landing, login, docs and changelog.
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { Logo } from '../../components/ui/logo';
import { ColorModeSwitch, LanguageSwitch } from '../../components/ui/preference-switches';
import { PublicFooter, PublicHeader } from '../public-header';

export function LandingLayout() {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="landing">
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}

/** A centred card on a quiet background: the sign-in return (/auth/callback). */
export function LoginLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50 dark:bg-neutral-950" data-layout="login">
      <header className="flex items-center justify-between px-4 py-4">
        <Logo />
        <div className="flex gap-2">
          <LanguageSwitch />
          <ColorModeSwitch />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 pb-16">
        <Outlet />
      </main>
    </div>
  );
}

export function DocsLayout({ nav, children }: { nav?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="docs">
      <PublicHeader />
      <div className="mx-auto flex w-full max-w-6xl flex-1 gap-8 px-4 py-8">
        {nav}
        <main id="main" className="min-w-0 flex-1">
          {children ?? <Outlet />}
        </main>
      </div>
      <PublicFooter />
    </div>
  );
}

export function ChangelogLayout() {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="changelog">
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
