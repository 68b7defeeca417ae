// The docs layout with its page list.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { DocsLayout } from '../../app/layouts/public-layouts';
import { pickLocale, type Localized } from '../../lib/localized-content';

export function DocsShell({ pages }: { pages: Array<{ slug: string; title: Localized<string> }> }) {
  const { t, i18n } = useTranslation();
  const nav = (
    <nav aria-label={t('docs.pages')} className="hidden w-56 shrink-0 md:block">
      <p className="mb-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">{t('docs.title')}</p>
      <ul className="space-y-1 text-sm">
        {pages.map((p) => (
          <li key={p.slug}>
            <Link
              to="/docs/$"
              params={{ _splat: p.slug }}
              activeOptions={{ exact: true }}
              className="block rounded px-2 py-1 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
              activeProps={{ className: '!bg-primary-50 !text-primary-800 dark:!bg-primary-950 dark:!text-primary-300' }}
            >
              {pickLocale(p.title, i18n.language)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return <DocsLayout nav={nav} />;
}
