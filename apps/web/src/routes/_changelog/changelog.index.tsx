import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/empty-state';
import { loadReleases } from '../../features/changelog/content';
import { pickLocale } from '../../lib/localized-content';

export const Route = createFileRoute('/_changelog/changelog/')({
  staticData: { public: true, titleKey: 'changelog.title' },
  loader: () => loadReleases(),
  component: function ChangelogPage() {
    const { t, i18n } = useTranslation();
    const releases = Route.useLoaderData().map((r) => pickLocale(r, i18n.language));
    return (
      <div data-testid="page" data-title-key="changelog.title">
        <PageHeader title={t('changelog.title')} description={t('changelog.description')} />
        {releases.length === 0 ? <p>{t('changelog.empty')}</p> : null}
        <ol className="space-y-6 border-l border-neutral-200 pl-6 dark:border-neutral-800">
          {releases.map((r) => (
            <li key={r.slug}>
              <time className="text-sm text-neutral-600 dark:text-neutral-400">{r.date}</time>
              <h2 className="text-lg font-semibold">
                <Link to="/changelog/$" params={{ _splat: r.slug }} className="hover:underline">
                  {r.title}
                </Link>
              </h2>
              {r.description ? <p className="text-neutral-700 dark:text-neutral-300">{r.description}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    );
  },
});
