import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { Prose } from '../../components/ui/prose';
import { loadRelease } from '../../features/changelog/content';
import { pickLocale } from '../../lib/localized-content';

export const Route = createFileRoute('/_landing/changelog/$')({
  staticData: { public: true, titleKey: 'changelog.title' },
  loader: ({ params }) => loadRelease(params._splat ?? ''),
  component: function ReleasePage() {
    const { t, i18n } = useTranslation();
    const data = Route.useLoaderData();
    const release = data ? pickLocale(data, i18n.language) : null;
    return (
      <article className="mx-auto max-w-3xl px-4 py-10" data-testid="page" data-title-key="changelog.title">
        <Link to="/changelog" className="text-sm text-primary-800 hover:underline dark:text-primary-300">
          ← {t('changelog.back')}
        </Link>
        {release ? (
          <>
            <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">{release.date}</p>
            <Prose source={`# ${release.title}\n\n${release.body}`} />
          </>
        ) : (
          <p className="mt-6">{t('changelog.empty')}</p>
        )}
      </article>
    );
  },
});
