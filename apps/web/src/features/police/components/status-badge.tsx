// An officer's status as a coloured pill (colour is never the only cue: the word is always there).
import type { OfficerStatus } from '@yaam/shared/contracts/police';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';

const tone: Record<OfficerStatus, string> = {
  active:
    'bg-green-50 text-green-800 ring-green-600/20 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/30',
  suspended:
    'bg-yellow-50 text-yellow-800 ring-yellow-600/30 dark:bg-yellow-950 dark:text-yellow-300 dark:ring-yellow-400/30',
  retired:
    'bg-neutral-100 text-neutral-700 ring-neutral-500/20 dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-400/30',
};

export function StatusBadge({ status }: { status: OfficerStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tone[status],
      )}
    >
      {t(`police.status.${status}`)}
    </span>
  );
}
