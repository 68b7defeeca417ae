// A watch entry's priority, status and match mode as pills. Colour is never the only cue: the word is
// always there, and priority also carries a mark that grows with it.
import type { WatchEntry, WatchPriority, WatchStatus } from '@yaam/shared/contracts/kwatch';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { modeBadge } from '../pattern-display';

const pill = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

const priorityTone: Record<WatchPriority, string> = {
  low: 'bg-neutral-100 text-neutral-700 ring-neutral-500/20 dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-400/30',
  medium: 'bg-blue-50 text-blue-800 ring-blue-600/20 dark:bg-blue-950 dark:text-blue-300 dark:ring-blue-400/30',
  high: 'bg-orange-50 text-orange-800 ring-orange-600/30 dark:bg-orange-950 dark:text-orange-300 dark:ring-orange-400/30',
  critical: 'bg-red-700 text-white ring-red-800 dark:bg-red-600 dark:text-white dark:ring-red-400/50',
};
/** 1 to 4 bars: the priority reads without colour too. */
const priorityLevel: Record<WatchPriority, number> = { low: 1, medium: 2, high: 3, critical: 4 };

export function PriorityBadge({ priority }: { priority: WatchPriority }) {
  const { t } = useTranslation();
  const level = priorityLevel[priority];
  return (
    <span className={cn(pill, priorityTone[priority])} data-priority={priority}>
      <span className="inline-flex items-end gap-px" aria-hidden>
        {[1, 2, 3, 4].map((i) => (
          <span key={i} className={cn('w-0.5 rounded-sm bg-current', i > level && 'opacity-25')} style={{ height: `${3 + i * 2}px` }} />
        ))}
      </span>
      {t(`kwatch.priority.${priority}`)}
    </span>
  );
}

const statusTone: Record<WatchStatus, string> = {
  active: 'bg-green-50 text-green-800 ring-green-600/20 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/30',
  expired: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30 dark:bg-yellow-950 dark:text-yellow-300 dark:ring-yellow-400/30',
  closed: 'bg-neutral-100 text-neutral-700 ring-neutral-500/20 dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-400/30',
};

export function StatusBadge({ status }: { status: WatchStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn(pill, statusTone[status])} data-status={status}>
      {t(`kwatch.status.${status}`)}
    </span>
  );
}

export function ModeBadge({ entry, className }: { entry: Pick<WatchEntry, 'mode' | 'maxDistance'>; className?: string }) {
  const { t } = useTranslation();
  const { key, values } = modeBadge(entry);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded px-1.5 py-0.5 text-[0.7rem] font-medium whitespace-nowrap',
        entry.mode === 'exact'
          ? 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300'
          : 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
        className,
      )}
      data-mode={entry.mode}
      title={t(`kwatch.modeHelp.${entry.mode}`)}
    >
      {t(key, values)}
    </span>
  );
}
