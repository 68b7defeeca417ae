// The device's status history: online, offline, rate drop and back, with why, newest first, paged.
import type { DeviceEvent } from '@yaam/shared/contracts/devices';
import { TrendingDown, TrendingUp, Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';
import { EVENTS_PAGE_SIZE, useDeviceEvents } from '../api/get-device-events';

const LOOK: Record<DeviceEvent['status'], { icon: typeof Wifi; tone: string }> = {
  online: { icon: Wifi, tone: 'bg-green-50 text-green-700 dark:bg-green-950 dark:text-green-300' },
  offline: {
    icon: WifiOff,
    tone: 'bg-neutral-100 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300',
  },
  'rate-drop': {
    icon: TrendingDown,
    tone: 'bg-yellow-50 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  },
  'rate-normal': {
    icon: TrendingUp,
    tone: 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-300',
  },
};

export function DeviceEvents({
  id,
  page,
  onPage,
}: {
  id: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const events = useDeviceEvents(id, page);
  return (
    <section
      aria-labelledby="events-title"
      className="rounded-xl border border-neutral-200 dark:border-neutral-800"
      data-testid="device-events"
    >
      <h3
        id="events-title"
        className="border-b border-neutral-200 px-4 py-3 font-semibold dark:border-neutral-800"
      >
        {t('devices.events.title')}
      </h3>
      {events.isPending ? (
        <div className="space-y-2 p-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : events.isError ? (
        <p className="p-4 text-sm text-neutral-600 dark:text-neutral-300">{t('devices.events.failed')}</p>
      ) : events.data.items.length === 0 ? (
        <p className="p-4 text-sm text-neutral-600 dark:text-neutral-300">{t('devices.events.empty')}</p>
      ) : (
        <>
          <ol
            className={cn(
              'divide-y divide-neutral-200 dark:divide-neutral-800',
              events.isPlaceholderData && 'opacity-60',
            )}
          >
            {events.data.items.map((e) => {
              const { icon: Icon, tone } = LOOK[e.status];
              return (
                <li
                  key={e.id}
                  className="flex items-start gap-3 px-4 py-2.5"
                  data-testid="device-event"
                  data-status={e.status}
                  data-reason={e.reason}
                >
                  <span className={cn('mt-0.5 rounded-full p-1.5', tone)}>
                    <Icon className="h-3.5 w-3.5" aria-hidden />
                  </span>
                  <div className="min-w-0 text-sm">
                    <p>
                      <span className="font-medium">{t(`devices.events.status.${e.status}`)}</span>
                      <span className="text-neutral-600 dark:text-neutral-300">
                        {' '}
                        · {t(`devices.events.reason.${e.reason}`)}
                      </span>
                    </p>
                    <time dateTime={e.at} className="text-xs text-neutral-500 dark:text-neutral-400">
                      {formatDateTime(e.at, locale)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
          {events.data.total > EVENTS_PAGE_SIZE ? (
            <div className="border-t border-neutral-200 px-4 pb-3 dark:border-neutral-800">
              <Pager
                page={page}
                pageSize={EVENTS_PAGE_SIZE}
                total={events.data.total}
                onPage={onPage}
                testId="events-pager"
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
