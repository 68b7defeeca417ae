// What a click on the map opens: a device (status, last contact, last plate read, its settings page),
// an alert (the plate, priority, when, and what can be done about it), a police district.
import type { Alert } from '@yaam/shared/contracts/alerts';
import type { District } from '@yaam/shared/contracts/districts';
import { useRouter } from '@tanstack/react-router';
import { ExternalLink, Filter, MapPin, Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { ThaiPlate } from '../../../components/ui/thai-plate';
import { formatDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { useDeviceLastRead } from '../api/get-device-last-read';
import type { OverlayPalette } from '../base-style';
import { deviceStatusOf, type MapDevice } from '../geo';
import { formatAgo } from '../map-format';
import { Swatch } from './status-dot';

/** A link inside the SPA to a path the route table may not have yet (/settings/devices/<id>). */
function AppLink({ href, children, className, testId }: { href: string; children: ReactNode; className?: string; testId?: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}

const linkClass = 'inline-flex items-center gap-1.5 text-sm font-medium text-primary-800 hover:underline dark:text-primary-300';

export function DevicePopup({ device, palette, districtName }: { device: MapDevice; palette: OverlayPalette; districtName: string | null }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const canReads = useCan('read', 'r');
  const lastRead = useDeviceLastRead(device.id, canReads);
  const status = deviceStatusOf(device);
  return (
    <div className="w-72 max-w-[80vw] p-4 pr-8" data-testid="device-popup" data-device={device.id} data-status={status}>
      <p className="font-semibold leading-snug">{device.name}</p>
      {device.siteName ? <p className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-300">{device.siteName}</p> : null}
      <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">
        {device.id}
        {districtName ? ` · ${districtName}` : ''}
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex items-start gap-2">
          <Swatch color={palette[status]} className="mt-1.5" />
          <div>
            <dt className="sr-only">{t('map.device.status')}</dt>
            <dd className="font-medium" data-testid="device-status">
              {t(`map.status.${status}`)}
              {!device.enabled ? ` · ${t('map.device.disabled')}` : ''}
            </dd>
            {status === 'flagged' ? <dd className="text-xs text-neutral-600 dark:text-neutral-300">{t('map.device.flaggedHint')}</dd> : null}
          </div>
        </div>
        <div>
          <dt className="text-xs text-neutral-500 dark:text-neutral-400">{t('map.device.lastSeen')}</dt>
          <dd>{device.lastSeenAt ? <time dateTime={device.lastSeenAt} title={formatDateTime(device.lastSeenAt, locale)}>{formatAgo(device.lastSeenAt, locale)}</time> : t('map.device.never')}</dd>
        </div>
        {canReads ? (
          <div>
            <dt className="text-xs text-neutral-500 dark:text-neutral-400">{t('map.device.lastRead')}</dt>
            <dd className="mt-1">
              {lastRead.isPending ? (
                <Skeleton className="h-9 w-40" />
              ) : lastRead.data ? (
                <span className="flex flex-wrap items-center gap-2">
                  <ThaiPlate series={lastRead.data.series} number={lastRead.data.number} province={lastRead.data.province} size="sm" />
                  <time className="text-xs text-neutral-600 dark:text-neutral-300" dateTime={lastRead.data.capturedAt}>
                    {formatDateTime(lastRead.data.capturedAt, locale)}
                  </time>
                </span>
              ) : (
                <span className="text-neutral-600 dark:text-neutral-300">{lastRead.isError ? t('map.device.lastReadFailed') : t('map.device.noReads')}</span>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <AppLink href={`/settings/devices/${encodeURIComponent(device.id)}`} className={cn(linkClass, 'mt-3')} testId="device-settings-link">
        <ExternalLink className="h-4 w-4" aria-hidden />
        {t('map.device.open')}
      </AppLink>
    </div>
  );
}

const PRIORITY_BADGE: Record<Alert['priority'], string> = {
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  high: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  medium: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  low: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
};

export function PriorityBadge({ priority }: { priority: Alert['priority'] }) {
  const { t } = useTranslation();
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', PRIORITY_BADGE[priority])}>{t(`map.priority.${priority}`)}</span>;
}

export function AlertPopup({ alert, device, actions }: { alert: Alert; device: MapDevice | undefined; actions: ReactNode }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  return (
    <div className="w-80 max-w-[82vw] p-4 pr-8" data-testid="alert-popup" data-alert={alert.id} data-priority={alert.priority}>
      <div className="flex flex-wrap items-center gap-2">
        <ThaiPlate series={alert.plate.series} number={alert.plate.number} province={alert.plate.province} size="md" />
        <div className="space-y-1">
          <PriorityBadge priority={alert.priority} />
          <p className="text-xs text-neutral-600 dark:text-neutral-300">{t(`map.alertStatus.${alert.status}`, { defaultValue: alert.status })}</p>
        </div>
      </div>
      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium">
        <Siren className="h-4 w-4 text-red-700 dark:text-red-400" aria-hidden />
        {t(`map.reason.${alert.entry.reason}`, { defaultValue: alert.entry.reason })}
        {alert.entry.caseNo ? <span className="font-normal text-neutral-600 dark:text-neutral-300">· {alert.entry.caseNo}</span> : null}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-neutral-500 dark:text-neutral-400">{t('map.alert.seen')}</dt>
        <dd>
          <time dateTime={alert.lastSeenAt}>{formatDateTime(alert.lastSeenAt, locale)}</time>
          <span className="text-neutral-600 dark:text-neutral-300"> · {t('map.alert.sightings', { count: alert.sightingCount })}</span>
        </dd>
        <dt className="text-neutral-500 dark:text-neutral-400">{t('map.alert.device')}</dt>
        <dd className="min-w-0 break-words">{device?.name ?? alert.deviceId}</dd>
      </dl>
      <div className="mt-3 border-t border-neutral-200 pt-3 dark:border-neutral-700">{actions}</div>
    </div>
  );
}

/** Until the alerts screen's actions can be shown here: where to deal with the alert. */
export function WatchmanLink() {
  const { t } = useTranslation();
  return (
    <AppLink href="/watchman" className={linkClass} testId="alert-watchman-link">
      <ExternalLink className="h-4 w-4" aria-hidden />
      {t('map.alert.open')}
    </AppLink>
  );
}

export function DistrictPopup({ district, selected, onFilter }: { district: District; selected: boolean; onFilter: () => void }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  return (
    <div className="w-64 max-w-[80vw] p-4 pr-8" data-testid="district-popup" data-district={district.code}>
      <p className="flex items-start gap-1.5 font-semibold leading-snug">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-violet-700 dark:text-violet-300" aria-hidden />
        {locale === 'en' ? district.nameEn : district.nameTh}
      </p>
      <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">{district.code}</p>
      {selected ? null : (
        <button type="button" className={cn(buttonClass('soft', 'primary', 'sm'), 'mt-3')} onClick={onFilter} data-testid="district-filter-here">
          <Filter className="h-4 w-4" aria-hidden />
          {t('map.district.filter')}
        </button>
      )}
    </div>
  );
}
