// A sub-page section with a heading and an empty state (tabs of settings and system users).
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../components/ui/empty-state';

export function Section({ titleKey, descriptionKey, icon }: { titleKey: string; descriptionKey: string; icon: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="section-title" data-testid="page" data-title-key={titleKey}>
      <h2 id="section-title" className="text-lg font-semibold">
        {t(titleKey)}
      </h2>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-300">{t(descriptionKey)}</p>
      <EmptyState icon={icon} />
    </section>
  );
}
