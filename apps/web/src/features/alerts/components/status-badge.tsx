// An alert's status as a pill: the word always, a colour and an icon to find it at a glance.
import type { AlertStatus } from '@yaam/shared/contracts/alerts';
import { BellRing, CircleCheck, CircleSlash, Eye, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';

const tone: Record<AlertStatus, string> = {
  new: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30',
  acknowledged: 'bg-blue-50 text-blue-800 ring-blue-600/30 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-400/30',
  dispatched: 'bg-violet-50 text-violet-800 ring-violet-600/30 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-400/30',
  resolved: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950 dark:text-green-200 dark:ring-green-400/30',
  'false-positive': 'bg-neutral-100 text-neutral-700 ring-neutral-500/30 dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-400/30',
};

const icon: Record<AlertStatus, LucideIcon> = {
  new: BellRing,
  acknowledged: Eye,
  dispatched: Truck,
  resolved: CircleCheck,
  'false-positive': CircleSlash,
};

export function AlertStatusBadge({ status, className }: { status: AlertStatus; className?: string }) {
  const { t } = useTranslation();
  const Icon = icon[status];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', tone[status], className)}
      data-status={status}
    >
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {t(`alerts.status.${status}`)}
    </span>
  );
}
