// A page with sub-pages as tabs (settings, system users).
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/ui/empty-state';

export interface Tab {
  to: string;
  labelKey: string;
  exact?: boolean;
}

export function TabsLayout({ titleKey, descriptionKey, tabs }: { titleKey: string; descriptionKey: string; tabs: readonly Tab[] }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const nav = useRef<HTMLElement>(null);
  // On a narrow screen the tabs scroll sideways: keep the current one in view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div>
      <PageHeader title={t(titleKey)} description={t(descriptionKey)} />
      <nav ref={nav} aria-label={t(titleKey)} className="-mx-1 mb-6 flex gap-1 overflow-x-auto overflow-y-hidden shadow-[inset_0_-1px_0_var(--color-neutral-200)] dark:shadow-[inset_0_-1px_0_var(--color-neutral-800)]">
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            activeOptions={{ exact: tab.exact ?? false }}
            className="border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-neutral-600 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white"
            activeProps={{ className: '!border-primary-700 !text-primary-800 dark:!border-primary-400 dark:!text-primary-300', 'aria-current': 'page' }}
          >
            {t(tab.labelKey)}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
