import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/empty-state';

export const Route = createFileRoute('/_landing/pricing/$')({
  staticData: { titleKey: 'pricing.title' },
  component: function PricingPage() {
    const { t } = useTranslation();
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" data-testid="page" data-title-key="pricing.title">
        <PageHeader title={t('pricing.title')} description={t('pricing.description')} />
      </div>
    );
  },
});
