// What someone without the right to see the watchlist gets instead of it (the API answers 403 anyway).
import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/empty-state';

export function NotAllowed() {
  const { t } = useTranslation();
  return <EmptyState icon={ShieldOff} title={t('kwatch.form.forbiddenTitle')} description={t('kwatch.form.forbidden')} />;
}
