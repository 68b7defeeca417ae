// Messages per second per topic over the last ten seconds, busiest first, refreshed every second.
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';

import { RATE_WINDOW_S, type RateWindow } from '../rate-window';
import { useNow } from '../use-now';
import { Card } from './card';
import { MONO } from './mono';

const SHOWN = 10;

export function RateTable({ rates }: { rates: RateWindow }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const rows = rates.snapshot(now);
  const perSecond = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <Card id="mqtt-rates" title={t('mqtt.rates.title', { seconds: RATE_WINDOW_S })} icon={Gauge} testId="mqtt-rates">
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-300" data-testid="rates-empty">
          {t('mqtt.rates.none', { seconds: RATE_WINDOW_S })}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="rates">
            <thead className="text-left text-xs text-neutral-600 dark:text-neutral-300">
              <tr>
                <th scope="col" className="pb-1 pr-2 font-medium">
                  {t('mqtt.rates.topic')}
                </th>
                <th scope="col" className="pb-1 pr-2 text-right font-medium whitespace-nowrap">
                  {t('mqtt.rates.perSecond')}
                </th>
                <th scope="col" className="pb-1 text-right font-medium whitespace-nowrap">
                  {t('mqtt.rates.count', { seconds: RATE_WINDOW_S })}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
              {rows.slice(0, SHOWN).map((r) => (
                <tr key={r.topic} data-testid="rate-row" data-topic={r.topic}>
                  <td className={cn(MONO, 'py-1 pr-2 text-xs break-all')}>{r.topic}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{perSecond.format(r.perSecond)}</td>
                  <td className="py-1 text-right tabular-nums">{count.format(r.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > SHOWN ? (
            <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-300">{t('mqtt.rates.more', { n: count.format(rows.length - SHOWN) })}</p>
          ) : null}
        </div>
      )}
    </Card>
  );
}
