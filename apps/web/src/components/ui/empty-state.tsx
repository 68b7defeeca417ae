// An empty state: a page with nothing to show yet, or a list with nothing that matches. Without a title
// it is the honest "coming in a later release" of a page not built yet.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EmptyState({ icon: Icon, title, description, children }: { icon: LucideIcon; title?: string; description?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-neutral-300 px-6 py-16 text-center dark:border-neutral-700" data-testid="empty-state">
      <span className="mb-4 rounded-full bg-primary-50 p-3 text-primary-700 dark:bg-primary-950 dark:text-primary-400">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{title ?? t('common.emptyTitle')}</h2>
      <p className="mt-1 max-w-md text-sm text-neutral-600 dark:text-neutral-300">{description ?? t('common.emptyDescription')}</p>
      {title === undefined ? (
        <p className="mt-3 inline-flex rounded-full bg-neutral-100 px-3 py-1 text-xs text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300">{t('common.comingSoon')}</p>
      ) : null}
      {children}
    </div>
  );
}

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-neutral-600 dark:text-neutral-300">{description}</p> : null}
      </div>
      {actions}
    </header>
  );
}
