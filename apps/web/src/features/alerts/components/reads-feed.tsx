// The live reads tab: every plate the cameras of the selected districts read, as it arrives, newest
// first, the last 200 kept. It can be paused to read a line without it scrolling away.
import type { Read } from '@yaam/shared/contracts/reads';
import { Camera, Pause, Play, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ThaiPlate } from '../../../components/ui/thai-plate';
import { formatDateTime, type AppLocale } from '../../../lib/format';
import { readInDistricts, READS_CAP } from '../reads-buffer';
import { useReadsFeed } from '../use-reads-feed';
import type { PlaceNames } from '../use-place-names';

const timeOf = (iso: string, locale: AppLocale) =>
  new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

function ReadRow({ read, locale, places }: { read: Read; locale: AppLocale; places: PlaceNames }) {
  const { t } = useTranslation();
  const vehicle = [read.vehicleColor, read.vehicleMake, read.vehicleType].filter(Boolean).join(' ');
  return (
    <li className="flex items-center gap-3 px-3 py-2 sm:px-4" data-testid="read-row" data-plate={read.plate}>
      <ThaiPlate series={read.series} number={read.number} province={read.province} size="sm" className="shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex items-center gap-1 truncate text-neutral-800 dark:text-neutral-200">
          <Camera className="h-3.5 w-3.5 shrink-0 text-neutral-500 dark:text-neutral-400" aria-hidden />
          <span className="truncate">
            {places.camera(read.deviceId)}
            {read.districtCode ? ` · ${places.district(read.districtCode)}` : ''}
          </span>
        </p>
        <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
          {[vehicle, read.confidence !== null ? t('watchman.reads.confidence', { value: Math.round(read.confidence * 100) }) : null].filter(Boolean).join(' · ')}
        </p>
      </div>
      <time dateTime={read.capturedAt} title={formatDateTime(read.capturedAt, locale)} className="shrink-0 text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
        {timeOf(read.capturedAt, locale)}
      </time>
    </li>
  );
}

export function ReadsFeed({ districts, locale, places }: { districts: readonly string[] | null; locale: AppLocale; places: PlaceNames }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const { reads, waiting } = useReadsFeed({ enabled: true, paused });
  const shown = reads.filter((r) => readInDistricts(r, districts));
  return (
    <section aria-label={t('watchman.reads.label')} data-testid="reads-feed">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-neutral-600 dark:text-neutral-300" aria-live="polite">
          {paused && waiting ? t('watchman.reads.paused', { count: waiting }) : t('watchman.reads.count', { count: shown.length, max: READS_CAP })}
        </p>
        <Button size="sm" variant="outline" color="neutral" aria-pressed={paused} onClick={() => setPaused((p) => !p)} data-testid="reads-pause">
          {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
          {paused ? t('watchman.reads.resume') : t('watchman.reads.pause')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={ScanLine} title={t('watchman.reads.emptyTitle')} description={t('watchman.reads.empty')} />
      ) : (
        <ul className="divide-y divide-neutral-200 overflow-hidden rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {shown.map((r) => (
            <ReadRow key={r.id} read={r} locale={locale} places={places} />
          ))}
        </ul>
      )}
    </section>
  );
}
