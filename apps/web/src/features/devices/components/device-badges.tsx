// A device's state as pills: online / offline, the rate-drop flag, disabled. Colour is never the only
// cue: the word is always there.
import type { Device } from '@yaam/shared/contracts/devices';
import { TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';

const pill =
  'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

export function StatusBadge({ status }: { status: Device['status'] }) {
  const { t } = useTranslation();
  const online = status === 'online';
  return (
    <span
      className={cn(
        pill,
        online
          ? 'bg-green-50 text-green-800 ring-green-600/20 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/30'
          : 'bg-neutral-100 text-neutral-700 ring-neutral-500/20 dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-400/30',
      )}
      data-testid="device-status"
      data-status={status}
    >
      <span
        className={cn(
          'h-1.5 w-1.5 rounded-full',
          online ? 'bg-green-600 dark:bg-green-400' : 'bg-neutral-400',
        )}
        aria-hidden
      />
      {t(`devices.status.${status}`)}
    </span>
  );
}

export function FlaggedBadge({ since }: { since: string }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  return (
    <span
      className={cn(
        pill,
        'bg-yellow-50 text-yellow-900 ring-yellow-600/30 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-400/30',
      )}
      title={t('devices.flagged.since', { when: formatDateTime(since, locale) })}
      data-testid="device-flagged"
    >
      <TrendingDown className="h-3 w-3" aria-hidden />
      {t('devices.flagged.label')}
    </span>
  );
}

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        pill,
        enabled
          ? 'bg-primary-50 text-primary-800 ring-primary-600/20 dark:bg-primary-950 dark:text-primary-300 dark:ring-primary-400/30'
          : 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/30',
      )}
      data-testid="device-enabled"
      data-enabled={enabled}
    >
      {t(enabled ? 'devices.enabled.yes' : 'devices.enabled.no')}
    </span>
  );
}

/** Status, and the flag when the read rate dropped. */
export function DeviceState({ device }: { device: Pick<Device, 'status' | 'rateDropSince'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status={device.status} />
      {device.rateDropSince ? <FlaggedBadge since={device.rateDropSince} /> : null}
    </span>
  );
}
