import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { loadDoc } from '../../features/docs/content';
import { Prose } from '../../components/ui/prose';

export const Route = createFileRoute('/_docs/docs/$')({
  staticData: { public: true, titleKey: 'docs.title' },
  loader: ({ params }) => loadDoc(params._splat ?? ''),
  component: function DocPage() {
    const { t } = useTranslation();
    const doc = Route.useLoaderData();
    if (!doc) return <p data-testid="page">{t('docs.notFound')}</p>;
    return (
      <article data-testid="page" data-title-key="docs.title">
        <Prose source={doc.body} />
      </article>
    );
  },
});
