// The device's latest plate reads, newest first; new ones arrive live from its district's topic.
import type { Read } from '@yaam/shared/contracts/reads';
import { ExternalLink, ScanLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../../components/ui/field';
import { ThaiPlate } from '../../../components/ui/thai-plate';
import { formatDateTime } from '../../../lib/format';
import { canNavigate } from '../../../lib/safe';
import { useAppLocale } from '../../../lib/use-locale';
import { useDeviceReads } from '../api/get-device-reads';
import { relativeTime } from '../relative-time';

function ReadRow({ read, now }: { read: Read; now: number }) {
  const { t, i18n } = useTranslation();
  const locale = useAppLocale();
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  // Cameras send English words; known ones are said in the reader's language.
  const vehicle = [
    read.vehicleType
      ? t(`devices.vehicle.type.${read.vehicleType}`, { defaultValue: read.vehicleType })
      : null,
    read.vehicleMake,
    read.vehicleColor
      ? t(`devices.vehicle.color.${read.vehicleColor}`, { defaultValue: read.vehicleColor })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const image = read.imageUrl && canNavigate(read.imageUrl, { external: true }) ? read.imageUrl : null;
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5"
      data-testid="device-read"
      data-read-id={read.readId}
    >
      <ThaiPlate series={read.series} number={read.number} province={read.province} size="sm" />
      <div className="min-w-0 flex-1 text-sm">
        <time
          dateTime={read.capturedAt}
          title={formatDateTime(read.capturedAt, locale)}
          className="block font-medium"
        >
          {formatDateTime(read.capturedAt, locale)}
        </time>
        <span className="text-xs text-neutral-500 dark:text-neutral-400">
          {relativeTime(read.capturedAt, now, locale)}
          {vehicle ? ` · ${vehicle}` : ''}
        </span>
      </div>
      <div className="flex items-center gap-3 text-sm">
        <span
          className="tabular-nums text-neutral-700 dark:text-neutral-300"
          title={t('devices.reads.confidence')}
        >
          <span className="sr-only">{t('devices.reads.confidence')}: </span>
          {read.confidence === null ? '—' : pct.format(read.confidence)}
        </span>
        {image ? (
          <a
            href={image}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary-800 hover:underline dark:text-primary-300"
            data-testid="read-image"
          >
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            {t('devices.reads.image')}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function DeviceReads({ id, now, live }: { id: string; now: number; live: boolean }) {
  const { t } = useTranslation();
  const reads = useDeviceReads(id);
  return (
    <section
      aria-labelledby="reads-title"
      className="rounded-xl border border-neutral-200 dark:border-neutral-800"
      data-testid="device-reads"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <h3 id="reads-title" className="font-semibold">
          {t('devices.reads.title')}
        </h3>
        <p className="text-xs text-neutral-500 dark:text-neutral-400">
          {t(live ? 'devices.reads.live' : 'devices.reads.notLive')}
        </p>
      </div>
      {reads.isPending ? (
        <div className="space-y-2 p-4">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : reads.isError ? (
        <p className="p-4 text-sm text-neutral-600 dark:text-neutral-300">{t('devices.reads.failed')}</p>
      ) : reads.data.items.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 p-8 text-center text-sm text-neutral-600 dark:text-neutral-300"
          data-testid="reads-empty"
        >
          <ScanLine className="h-6 w-6 text-neutral-400" aria-hidden />
          {t('devices.reads.empty')}
        </div>
      ) : (
        <ol
          className="max-h-[32rem] divide-y divide-neutral-200 overflow-y-auto dark:divide-neutral-800"
          aria-live="polite"
          aria-relevant="additions"
        >
          {reads.data.items.map((r) => (
            <ReadRow key={r.id} read={r} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}
