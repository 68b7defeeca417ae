// An alert's priority: an icon and the word, in the priority's colour (colour is never the only cue),
// plus the left-border colour a row or card of that priority carries.
import type { WatchPriority } from '@yaam/shared/contracts/kwatch';
import { ChevronDown, ChevronsUp, ChevronUp, Siren, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';

const tone: Record<WatchPriority, string> = {
  critical: 'bg-red-700 text-white ring-red-800 dark:bg-red-600 dark:text-white dark:ring-red-400/60',
  high: 'bg-orange-50 text-orange-900 ring-orange-600/40 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-400/40',
  medium: 'bg-yellow-50 text-yellow-900 ring-yellow-600/40 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-400/40',
  low: 'bg-sky-50 text-sky-900 ring-sky-600/30 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-400/30',
};

const icon: Record<WatchPriority, LucideIcon> = { critical: Siren, high: ChevronsUp, medium: ChevronUp, low: ChevronDown };

/** Left border of a row or card of this priority. */
export const PRIORITY_BORDER: Record<WatchPriority, string> = {
  critical: 'border-l-red-600 dark:border-l-red-500',
  high: 'border-l-orange-500 dark:border-l-orange-400',
  medium: 'border-l-yellow-500 dark:border-l-yellow-400',
  low: 'border-l-sky-500 dark:border-l-sky-400',
};

/** The dot beside a counter of this priority. */
export const PRIORITY_DOT: Record<WatchPriority, string> = {
  critical: 'bg-red-600 dark:bg-red-500',
  high: 'bg-orange-500 dark:bg-orange-400',
  medium: 'bg-yellow-500 dark:bg-yellow-400',
  low: 'bg-sky-500 dark:bg-sky-400',
};

export const PriorityIcon = ({ priority, className }: { priority: WatchPriority; className?: string }) => {
  const Icon = icon[priority];
  return <Icon className={cn('h-3.5 w-3.5 shrink-0', className)} aria-hidden />;
};

export function PriorityBadge({ priority, className }: { priority: WatchPriority; className?: string }) {
  const { t } = useTranslation();
  const word = t(`alerts.priority.${priority}`);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone[priority],
        className,
      )}
      title={t('alerts.priority.label', { priority: word })}
      data-priority={priority}
    >
      <PriorityIcon priority={priority} />
      {word}
    </span>
  );
}
