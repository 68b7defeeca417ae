// Open alerts by priority at the top of the console (GET /api/v1/alerts/counts, refreshed as alerts
// arrive and change). A counter is also a filter: pressing it shows that priority only.
import type { WatchPriority } from '@yaam/shared/contracts/kwatch';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { useAlertCounts } from '../api/get-alert-counts';
import { PRIORITY_DOT, PriorityIcon } from './priority-badge';

const ORDER: WatchPriority[] = ['critical', 'high', 'medium', 'low'];

export function AlertCounters({ district, active, onPick }: { district: string; active: WatchPriority | undefined; onPick: (priority: WatchPriority | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const counts = useAlertCounts(district);
  const n = (v: number | undefined) => (v === undefined ? <Skeleton className="h-7 w-10" /> : new Intl.NumberFormat(i18n.language).format(v));
  const box = (pressed: boolean) =>
    cn(
      'flex min-w-0 rounded-xl border text-left transition-colors',
      pressed
        ? 'border-primary-600 bg-primary-50 ring-1 ring-primary-600 dark:border-primary-400 dark:bg-primary-950 dark:ring-primary-400'
        : 'border-neutral-200 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-900',
    );
  return (
    <section aria-label={t('watchman.counts.label')} className="mb-4 grid grid-cols-4 gap-2 sm:grid-cols-5 sm:gap-3" data-testid="alert-counts">
      <button
        type="button"
        className={cn(box(active === undefined), 'col-span-4 flex-row items-center justify-between px-3 py-1.5 sm:col-span-1 sm:flex-col sm:items-start sm:justify-start sm:px-4 sm:py-2.5')} aria-pressed={active === undefined} onClick={() => onPick(undefined)} data-count="total">
        <span className="truncate text-xs font-medium text-neutral-600 dark:text-neutral-300">{t('watchman.counts.total')}</span>
        <span className="text-xl font-semibold tabular-nums sm:text-2xl" data-value={counts.data?.open.total}>
          {n(counts.data?.open.total)}
        </span>
      </button>
      {ORDER.map((p) => (
        <button
          key={p}
          type="button"
          className={cn(box(active === p), 'flex-col px-2 py-2 sm:px-4 sm:py-2.5')}
          aria-pressed={active === p}
          title={t('watchman.counts.filter', { priority: t(`alerts.priority.${p}`) })}
          onClick={() => onPick(active === p ? undefined : p)}
          data-count={p}
        >
          <span className="flex min-w-0 items-center gap-1 text-xs font-medium text-neutral-600 sm:gap-1.5 dark:text-neutral-300">
            <span className={cn('h-2 w-2 shrink-0 rounded-full', PRIORITY_DOT[p])} aria-hidden />
            <PriorityIcon priority={p} className="hidden sm:block" />
            <span className="truncate">{t(`alerts.priority.${p}`)}</span>
          </span>
          <span className="text-xl font-semibold tabular-nums sm:text-2xl" data-value={counts.data?.open[p]}>
            {n(counts.data?.open[p])}
          </span>
        </button>
      ))}
    </section>
  );
}
