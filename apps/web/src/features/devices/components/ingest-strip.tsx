// Ingest at a glance: reads accepted, duplicates, and refused (by reason) since the server started,
// with the current rate. Counters are per server process.
import { REJECT_REASONS } from '@yaam/shared/contracts/ingest';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { formatDateTime } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';
import { useIngestStats } from '../api/get-ingest-stats';

function Stat({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string | undefined;
  tone?: 'warn';
  testId: string;
}) {
  return (
    <div className="min-w-0 px-3 py-2" data-testid={testId}>
      <dt className="truncate text-xs text-neutral-600 dark:text-neutral-300">{label}</dt>
      <dd
        className={cn(
          'text-lg font-semibold tabular-nums',
          tone === 'warn' && 'text-red-700 dark:text-red-400',
        )}
      >
        {value ?? <Skeleton className="mt-1 h-6 w-12" />}
      </dd>
    </div>
  );
}

export function IngestStrip() {
  const { t, i18n } = useTranslation();
  const locale = useAppLocale();
  const stats = useIngestStats(true);
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  if (stats.isError) return null;
  const data = stats.data;
  const rejected = data ? Object.values(data.rejected).reduce((a, b) => a + b, 0) : undefined;
  const reasons = data ? Object.entries(data.rejected).filter(([, c]) => c > 0) : [];
  const known = new Set<string>(REJECT_REASONS);
  return (
    <section
      aria-labelledby="ingest-title"
      className="mb-5 rounded-xl border border-neutral-200 dark:border-neutral-800"
      data-testid="ingest-strip"
    >
      <h2
        id="ingest-title"
        className="flex flex-wrap items-baseline gap-x-2 border-b border-neutral-200 px-3 py-2 text-sm font-semibold dark:border-neutral-800"
      >
        <Activity className="h-4 w-4 self-center" aria-hidden />
        {t('devices.ingest.title')}
        {data ? (
          <span className="text-xs font-normal text-neutral-500 dark:text-neutral-400">
            {t('devices.ingest.since', { when: formatDateTime(data.since, locale) })}
          </span>
        ) : null}
      </h2>
      <dl className="grid grid-cols-2 divide-neutral-200 sm:grid-cols-4 sm:divide-x dark:divide-neutral-800">
        <Stat
          label={t('devices.ingest.accepted')}
          value={data && n.format(data.accepted)}
          testId="ingest-accepted"
        />
        <Stat
          label={t('devices.ingest.duplicate')}
          value={data && n.format(data.duplicate)}
          testId="ingest-duplicate"
        />
        <Stat
          label={t('devices.ingest.rejected')}
          value={rejected === undefined ? undefined : n.format(rejected)}
          tone={rejected ? 'warn' : undefined}
          testId="ingest-rejected"
        />
        <Stat
          label={t('devices.ingest.rate')}
          value={data && t('devices.ingest.perSecond', { n: n.format(data.ratePerSecond) })}
          testId="ingest-rate"
        />
      </dl>
      {reasons.length ? (
        <ul
          className="flex flex-wrap gap-1.5 border-t border-neutral-200 px-3 py-2 text-xs dark:border-neutral-800"
          aria-label={t('devices.ingest.byReason')}
          data-testid="ingest-reasons"
        >
          {reasons.map(([reason, count]) => (
            <li
              key={reason}
              className="rounded-full bg-red-50 px-2 py-0.5 text-red-800 dark:bg-red-950 dark:text-red-200"
              data-reason={reason}
            >
              {known.has(reason) ? t(`devices.ingest.reasons.${reason}`) : reason}:{' '}
              <span className="font-semibold tabular-nums">{n.format(count)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
