// A page whose content arrives in a later issue: its real title and description, and an honest empty state.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState, PageHeader } from '../components/ui/empty-state';

export function PlaceholderPage({ titleKey, descriptionKey, icon, children }: { titleKey: string; descriptionKey: string; icon: LucideIcon; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div data-testid="page" data-title-key={titleKey}>
      <PageHeader title={t(titleKey)} description={t(descriptionKey)} />
      {children}
      <EmptyState icon={icon} />
    </div>
  );
}
