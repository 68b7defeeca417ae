// SPEC §2 root shell: while authentication is not ready on a private page, a full-screen loading card
// (loading text plus a refresh symbol).
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function LoadingCard() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white dark:bg-neutral-950" data-testid="loading-card">
      <div role="status" aria-live="polite" className="flex items-center gap-3 rounded-xl border border-neutral-200 bg-white px-6 py-4 shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
        <RefreshCw className="h-5 w-5 animate-spin text-primary-700 dark:text-primary-400" aria-hidden />
        <span className="text-sm font-medium">{t('common.loading', 'Loading…')}</span>
      </div>
    </div>
  );
}
