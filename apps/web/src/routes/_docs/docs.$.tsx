import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { loadDoc } from '../../features/docs/content';
import { Prose } from '../../components/ui/prose';
import { pickLocale } from '../../lib/localized-content';

export const Route = createFileRoute('/_docs/docs/$')({
  staticData: { public: true, titleKey: 'docs.title' },
  loader: ({ params }) => loadDoc(params._splat ?? ''),
  component: function DocPage() {
    const { t, i18n } = useTranslation();
    const data = Route.useLoaderData();
    const doc = data ? pickLocale(data, i18n.language) : null;
    if (!doc) return <p data-testid="page">{t('docs.notFound')}</p>;
    return (
      <article data-testid="page" data-title-key="docs.title">
        <Prose source={doc.body} />
      </article>
    );
  },
});
