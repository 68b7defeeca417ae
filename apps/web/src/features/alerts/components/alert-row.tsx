// One alert in the feed: priority (border, icon and word), status, the plate, why it is watched, where
// and when it was seen, how often, who has it, and the camera's image when there is one.
import type { Alert } from '@yaam/shared/contracts/alerts';
import { Camera, Repeat, UserCheck } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { ThaiPlate } from '../../../components/ui/thai-plate';
import { formatDateTime, type AppLocale } from '../../../lib/format';
import { isOpen } from '../actions';
import { officerName } from '../officer-name';
import { relativeTime } from '../relative-time';
import type { PlaceNames } from '../use-place-names';
import { AlertPhoto } from './alert-photo';
import { PRIORITY_BORDER, PriorityBadge } from './priority-badge';
import { AlertStatusBadge } from './status-badge';

interface Props {
  alert: Alert;
  selected: boolean;
  opened: boolean;
  now: number;
  locale: AppLocale;
  places: PlaceNames;
  onOpen: (id: string) => void;
}

export const AlertRow = forwardRef<HTMLButtonElement, Props>(function AlertRow({ alert, selected, opened, now, locale, places, onOpen }, ref) {
  const { t } = useTranslation();
  const closed = !isOpen(alert.status);
  const camera = places.camera(alert.deviceId);
  return (
    <li data-testid="alert-row" data-alert-id={alert.id} data-status={alert.status} data-priority={alert.priority} data-selected={selected || undefined}>
      <button
        ref={ref}
        type="button"
        onClick={() => onOpen(alert.id)}
        aria-current={opened ? 'true' : undefined}
        className={cn(
          'group flex w-full gap-3 border-l-4 px-3 py-3 text-left transition-colors sm:px-4',
          PRIORITY_BORDER[alert.priority],
          selected ? 'bg-primary-50 dark:bg-primary-950/60' : 'hover:bg-neutral-50 dark:hover:bg-neutral-900',
          opened && 'ring-2 ring-primary-600 ring-inset dark:ring-primary-400',
          closed && 'opacity-70',
        )}
      >
        <span className="min-w-0 flex-1 space-y-1.5">
          <span className="flex flex-wrap items-center gap-1.5">
            <PriorityBadge priority={alert.priority} />
            <AlertStatusBadge status={alert.status} />
            <time
              dateTime={alert.lastSeenAt}
              title={formatDateTime(alert.lastSeenAt, locale)}
              className="ml-auto text-xs whitespace-nowrap text-neutral-500 tabular-nums dark:text-neutral-400"
            >
              {relativeTime(alert.lastSeenAt, now, locale)}
            </time>
          </span>
          <span className="flex items-start gap-3">
            <ThaiPlate series={alert.plate.series} number={alert.plate.number} province={alert.plate.province} size="sm" className="mt-0.5 shrink-0" />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block truncate font-medium text-neutral-900 dark:text-neutral-100">
                {t(`alerts.reason.${alert.entry.reason}`)}
                {alert.entry.caseNo ? <span className="font-normal text-neutral-600 dark:text-neutral-300"> · {alert.entry.caseNo}</span> : null}
              </span>
              <span className="flex items-center gap-1 truncate text-neutral-600 dark:text-neutral-300">
                <Camera className="h-3.5 w-3.5 shrink-0" aria-hidden />
                <span className="truncate">
                  {camera}
                  {alert.districtCode ? ` · ${places.district(alert.districtCode)}` : ''}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-neutral-500 dark:text-neutral-400">
                {alert.sightingCount > 1 ? (
                  <span className="inline-flex items-center gap-1" data-testid="sighting-count">
                    <Repeat className="h-3 w-3" aria-hidden />
                    {t('watchman.feed.sightings', { count: alert.sightingCount })}
                  </span>
                ) : null}
                {alert.assignedOfficer ? (
                  <span className="inline-flex min-w-0 items-center gap-1">
                    <UserCheck className="h-3 w-3 shrink-0" aria-hidden />
                    <span className="truncate">{t('watchman.feed.assigned', { name: officerName(alert.assignedOfficer, locale) })}</span>
                  </span>
                ) : null}
              </span>
            </span>
          </span>
        </span>
        {alert.imageUrl ? <AlertPhoto src={alert.imageUrl} alt={t('alerts.fields.photo')} className="hidden h-16 w-24 shrink-0 self-center sm:block" /> : null}
      </button>
    </li>
  );
});
