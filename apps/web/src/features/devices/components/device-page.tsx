// /settings/devices/{id}: one device — its state (live), details, read rate over the last hour,
// latest reads (new ones arrive live) and status history, with the actions the user may take.
import { Link, useNavigate } from '@tanstack/react-router';
import type { Device } from '@yaam/shared/contracts/devices';
import { ArrowLeft, CameraOff, KeyRound, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/field';
import { useDistrictNames } from '../../../lib/districts';
import { formatDateTime } from '../../../lib/format';
import { errorBodyOf } from '../../../lib/http';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { useDevice } from '../api/get-device';
import { useNow } from '../relative-time';
import { useDeviceActions, type DeviceActions } from '../use-device-actions';
import { useDeviceLive } from '../use-device-realtime';
import { DeviceState, EnabledBadge } from './device-badges';
import { DeviceEvents } from './device-events';
import { DeviceReads } from './device-reads';
import { LastSeen } from './last-seen';
import { RateChart } from './rate-chart';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      to="/settings/devices"
      className="mb-3 inline-flex items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('devices.title')}
    </Link>
  );
}

function Actions({ device, actions }: { device: Device; actions: DeviceActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!actions.canUpdate && !actions.canDelete) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="device-actions">
      {actions.canUpdate ? (
        <>
          <Button
            variant="outline"
            color="neutral"
            size="sm"
            onClick={() => void actions.edit(device)}
            data-testid="edit-device"
          >
            <Pencil className="h-4 w-4" aria-hidden />
            {t('devices.actions.edit')}
          </Button>
          <Button
            variant="outline"
            color="neutral"
            size="sm"
            onClick={() => void actions.rotateSecret(device)}
            data-testid="rotate-secret"
          >
            <KeyRound className="h-4 w-4" aria-hidden />
            {t('devices.actions.rotate')}
          </Button>
          {device.enabled ? (
            <Button
              variant="outline"
              color="error"
              size="sm"
              className="dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950"
              onClick={() => void actions.setEnabled(device, false)}
              data-testid="disable-device"
            >
              <PowerOff className="h-4 w-4" aria-hidden />
              {t('devices.actions.disable')}
            </Button>
          ) : (
            <Button
              variant="soft"
              color="primary"
              size="sm"
              onClick={() => void actions.setEnabled(device, true)}
              data-testid="enable-device"
            >
              <Power className="h-4 w-4" aria-hidden />
              {t('devices.actions.enable')}
            </Button>
          )}
        </>
      ) : null}
      {actions.canDelete ? (
        <Button
          variant="ghost"
          color="error"
          size="sm"
          onClick={() =>
            void actions.remove(device).then((gone) => {
              if (gone) void navigate({ to: '/settings/devices' });
            })
          }
          data-testid="delete-device"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('devices.actions.delete')}
        </Button>
      ) : null}
    </div>
  );
}

function Facts({ device }: { device: Device }) {
  const { t, i18n } = useTranslation();
  const locale = useAppLocale();
  const districtName = useDistrictNames(locale);
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 5 });
  const rows: Array<[string, ReactNode]> = [
    ['serial', <span className="font-mono text-sm">{device.serial}</span>],
    ['kind', t(`devices.kind.${device.kind}`)],
    ['siteName', device.siteName],
    ['districtCode', districtName(device.districtCode)],
    [
      'location',
      device.lat !== null && device.lng !== null ? `${n.format(device.lat)}, ${n.format(device.lng)}` : null,
    ],
    ['heading', device.heading === null ? null : `${device.heading}°`],
    ['firmware', device.firmware],
    ['statusChangedAt', device.statusChangedAt ? formatDateTime(device.statusChangedAt, locale) : null],
    [
      'updatedAt',
      `${formatDateTime(device.updatedAt, locale)}${device.updatedBy ? ` · ${device.updatedBy}` : ''}`,
    ],
  ];
  return (
    <dl
      className="grid gap-x-6 gap-y-2 rounded-xl border border-neutral-200 p-4 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] dark:border-neutral-800"
      data-testid="device-facts"
    >
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-neutral-500 dark:text-neutral-400">{t(`devices.fields.${key}`)}</dt>
          <dd className="-mt-1 break-words sm:mt-0">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Loaded({
  device,
  eventsPage,
  onEventsPage,
}: {
  device: Device;
  eventsPage: number;
  onEventsPage: (p: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const actions = useDeviceActions();
  const canReadReads = useCan('read', 'r');
  const now = useNow();
  useDeviceLive(device.id, device.districtCode);
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <header className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words">{device.name}</h2>
          <p
            className="mt-0.5 font-mono text-sm text-neutral-600 dark:text-neutral-300"
            data-testid="device-id"
          >
            {device.id}
          </p>
          <div
            className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm"
            data-testid="device-header"
            data-status={device.status}
            data-enabled={device.enabled}
          >
            <DeviceState device={device} />
            <EnabledBadge enabled={device.enabled} />
            <span className="text-neutral-600 dark:text-neutral-300">
              {t('devices.fields.lastSeenAt')}: <LastSeen at={device.lastSeenAt} now={now} />
            </span>
            <span className="text-neutral-600 dark:text-neutral-300" data-testid="header-reads">
              {t('devices.list.readsPerHour', {
                count: device.readsLastHour,
                n: n.format(device.readsLastHour),
              })}
            </span>
          </div>
        </div>
        <Actions device={device} actions={actions} />
      </header>
      {device.enabled ? null : (
        <p
          role="status"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {t('devices.disabledNote')}
        </p>
      )}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Phones show the rate and the reads first; the details follow. */}
        <div className="order-2 space-y-5 lg:order-none">
          <Facts device={device} />
          <DeviceEvents id={device.id} page={eventsPage} onPage={onEventsPage} />
        </div>
        <div className="order-1 space-y-5 lg:order-none">
          <RateChart id={device.id} />
          {canReadReads ? <DeviceReads id={device.id} now={now} live={Boolean(device.districtCode)} /> : null}
        </div>
      </div>
    </>
  );
}

export function DevicePage({
  id,
  eventsPage,
  onEventsPage,
}: {
  id: string;
  eventsPage: number;
  onEventsPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const query = useDevice(id);
  return (
    <div data-testid="page" data-title-key="devices.pageTitle">
      <BackToList />
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" data-testid="device-loading">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <EmptyState
          icon={CameraOff}
          title={t(
            errorBodyOf(query.error)?.statusCode === 404
              ? 'devices.notFound.title'
              : 'devices.list.loadFailed',
          )}
          description={
            errorBodyOf(query.error)?.statusCode === 404 ? t('devices.notFound.description') : undefined
          }
        >
          <Link to="/settings/devices" className={`${buttonClass('soft', 'primary')} mt-4`}>
            {t('devices.title')}
          </Link>
        </EmptyState>
      ) : (
        <Loaded device={query.data} eventsPage={eventsPage} onEventsPage={onEventsPage} />
      )}
    </div>
  );
}
