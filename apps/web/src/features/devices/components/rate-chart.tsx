// Reads per minute over the last hour as hand-drawn SVG bars, with the device's usual rate as a dashed
// line. The picture has a title and a description, and every number is also there as a table.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../../components/ui/field';
import { useAppLocale } from '../../../lib/use-locale';
import { useDeviceRate } from '../api/get-device-rate';
import { rateGeometry } from '../rate-chart';

const W = 600;
const H = 120;

function useTimeOfDay() {
  const locale = useAppLocale();
  const f = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Bangkok',
  });
  return (iso: string) => f.format(new Date(iso));
}

export function RateChart({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const rate = useDeviceRate(id);
  const titleId = useId();
  const descId = useId();
  const time = useTimeOfDay();
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  let body;
  if (rate.isPending) body = <Skeleton className="h-32 w-full" />;
  else if (rate.isError)
    body = <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('devices.rate.failed')}</p>;
  else {
    const data = rate.data;
    const g = rateGeometry(data.items, data.usualPerHour, { width: W, height: H });
    const peak = data.items.reduce((best, it) => (it.count > (best?.count ?? -1) ? it : best), data.items[0]);
    const description = [
      t('devices.rate.summary', { total: n.format(data.total) }),
      peak && peak.count > 0
        ? t('devices.rate.peak', { count: n.format(peak.count), time: time(peak.minute) })
        : null,
      data.usualPerHour === null
        ? t('devices.rate.noUsual')
        : t('devices.rate.usual', { n: n.format(data.usualPerHour) }),
    ]
      .filter(Boolean)
      .join(' ');
    const first = data.items[0];
    body = (
      <>
        <div className="flex gap-2">
          <div
            className="flex w-8 shrink-0 flex-col justify-between text-right text-[0.65rem] text-neutral-500 tabular-nums dark:text-neutral-400"
            aria-hidden
          >
            <span>{n.format(g.max)}</span>
            <span>{n.format(g.max / 2)}</span>
            <span>0</span>
          </div>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            className="h-32 min-w-0 flex-1"
            data-testid="rate-chart"
            data-total={data.total}
          >
            <title id={titleId}>{t('devices.rate.title')}</title>
            <desc id={descId}>{description}</desc>
            {g.ticks.map((tick) => (
              <line
                key={tick.value}
                x1={0}
                x2={W}
                y1={tick.y}
                y2={tick.y}
                className="stroke-neutral-200 dark:stroke-neutral-800"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {g.bars.map((b) => (
              <rect
                key={b.minute}
                x={b.x}
                y={b.y}
                width={b.width}
                height={b.height}
                className="fill-primary-600 dark:fill-primary-400"
                data-count={b.count}
              >
                <title>{`${time(b.minute)} · ${t('devices.rate.readsCount', { count: b.count, n: n.format(b.count) })}`}</title>
              </rect>
            ))}
            {g.usualY === null ? null : (
              <line
                x1={0}
                x2={W}
                y1={g.usualY}
                y2={g.usualY}
                className="stroke-yellow-600 dark:stroke-yellow-400"
                strokeWidth={2}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
                data-testid="rate-usual"
              />
            )}
          </svg>
        </div>
        <div
          className="mt-1 ml-10 flex justify-between text-[0.65rem] text-neutral-500 dark:text-neutral-400"
          aria-hidden
        >
          <span>{first ? time(first.minute) : ''}</span>
          <span>{t('devices.rate.now')}</span>
        </div>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600 dark:text-neutral-300">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-primary-600 dark:bg-primary-400" aria-hidden />
            {t('devices.rate.legendReads')}
          </span>
          {g.usualPerMinute === null ? null : (
            <span className="inline-flex items-center gap-1.5">
              <span
                className="w-4 border-t-2 border-dashed border-yellow-600 dark:border-yellow-400"
                aria-hidden
              />
              {t('devices.rate.legendUsual', { n: n.format(g.usualPerMinute) })}
            </span>
          )}
        </p>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-primary-800 dark:text-primary-300">
            {t('devices.rate.showNumbers')}
          </summary>
          <div className="mt-2 max-h-56 overflow-y-auto rounded border border-neutral-200 dark:border-neutral-800">
            <table className="w-full text-xs" data-testid="rate-table">
              <caption className="sr-only">{t('devices.rate.title')}</caption>
              <thead className="sticky top-0 bg-neutral-50 text-left dark:bg-neutral-900">
                <tr>
                  <th scope="col" className="px-2 py-1 font-medium">
                    {t('devices.rate.minute')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right font-medium">
                    {t('devices.rate.reads')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
                {[...data.items].reverse().map((it) => (
                  <tr key={it.minute}>
                    <td className="px-2 py-0.5 tabular-nums">{time(it.minute)}</td>
                    <td className="px-2 py-0.5 text-right tabular-nums">{n.format(it.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </>
    );
  }

  const total = rate.data?.total;
  const usual = rate.data?.usualPerHour;
  return (
    <section
      aria-labelledby="rate-title"
      className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
      data-testid="device-rate"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="rate-title" className="font-semibold">
          {t('devices.rate.title')}
        </h3>
        {total === undefined ? null : (
          <p className="text-sm text-neutral-600 dark:text-neutral-300" data-testid="rate-total">
            {t('devices.rate.totalShort', { total: n.format(total) })}
            {usual === null || usual === undefined
              ? ''
              : ` · ${t('devices.rate.usualShort', { n: n.format(usual) })}`}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
