// Beside the map (below it on a phone): the sightings of the plate being tracked, numbered as on the
// map, with the direction, distance and time from the sighting before. Several plates matching what
// was typed are offered to choose from.
import { formatPlate, normalisePlate } from '@yaam/shared/thai';
import { ArrowDownUp, CalendarRange, Navigation, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { ThaiPlate } from '../../../components/ui/thai-plate';
import { formatDateTime } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';
import type { TrackSighting } from '../geo';
import { formatDistance, formatDuration } from '../map-format';
import { TRACK_WINDOWS, type TrackWindow } from '../map-search';
import type { TrackState } from '../use-plate-track';

function PlateOf({ plate, province, size }: { plate: string; province?: string | null; size: 'sm' | 'md' }) {
  const { series, number } = normalisePlate(plate);
  return <ThaiPlate series={series} number={number} province={province} size={size} />;
}

function Step({ s }: { s: TrackSighting }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  if (!s.step) return <span>{t('map.track.first')}</span>;
  if (s.step.bearing === null || !s.step.compass)
    return (
      <span>
        {t('map.track.samePlace')} · {t('map.track.after', { duration: formatDuration(s.step.minutes, locale) })}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1">
      <Navigation className="h-3.5 w-3.5 shrink-0" style={{ transform: `rotate(${Math.round(s.step.bearing - 45)}deg)` }} aria-hidden />
      {t('map.track.step', { direction: t(`map.compass.${s.step.compass}`), distance: formatDistance(s.step.distanceM, locale), duration: formatDuration(s.step.minutes, locale) })}
    </span>
  );
}

function TrackControls({ since, onSince, children }: { since: TrackWindow | undefined; onSince: (since: TrackWindow | undefined) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-neutral-200 px-3 py-2 text-xs text-neutral-600 dark:border-neutral-800 dark:text-neutral-300">
      <label className="inline-flex items-center gap-1.5">
        <CalendarRange className="h-3.5 w-3.5" aria-hidden />
        <span className="sr-only">{t('map.track.window')}</span>
        <select
          className="h-7 rounded border border-neutral-300 bg-white px-1.5 text-xs text-neutral-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
          value={since ?? ''}
          onChange={(e) => onSince((e.target.value || undefined) as TrackWindow | undefined)}
          data-testid="track-window"
        >
          <option value="">{t('map.track.windows.all')}</option>
          {(Object.keys(TRACK_WINDOWS) as TrackWindow[]).map((w) => (
            <option key={w} value={w}>
              {t(`map.track.windows.${w}`)}
            </option>
          ))}
        </select>
      </label>
      {children}
    </div>
  );
}

export function TrackPanel({
  query,
  state,
  order,
  onOrder,
  since,
  onSince,
  onPick,
  onClose,
  onFocus,
  deviceLabel,
}: {
  query: string;
  state: TrackState;
  order: 'asc' | 'desc';
  onOrder: (order: 'asc' | 'desc') => void;
  since: TrackWindow | undefined;
  onSince: (since: TrackWindow | undefined) => void;
  onPick: (plate: string) => void;
  onClose: () => void;
  onFocus: (s: TrackSighting) => void;
  deviceLabel: (id: string) => string;
}) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const sightings = state.kind === 'track' ? (order === 'desc' ? [...state.track.sightings].reverse() : state.track.sightings) : [];
  return (
    <aside
      aria-labelledby="track-title"
      className="flex max-h-[45%] min-h-0 shrink-0 flex-col border-t border-neutral-200 bg-white lg:max-h-none lg:w-96 lg:border-t-0 lg:border-l dark:border-neutral-800 dark:bg-neutral-950"
      data-testid="track-panel"
      data-state={state.kind}
    >
      <div className="flex items-start gap-3 border-b border-neutral-200 p-3 dark:border-neutral-800">
        <div className="min-w-0 flex-1">
          <h2 id="track-title" className="text-sm font-semibold text-neutral-700 dark:text-neutral-200">
            {t('map.track.title')}
          </h2>
          {state.kind === 'track' ? (
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <PlateOf plate={state.plate} province={state.province} size="md" />
              <p className="text-sm text-neutral-600 dark:text-neutral-300" data-testid="track-count">
                {t('map.track.count', { count: state.total })}
              </p>
            </div>
          ) : (
            <p className="mt-1 truncate text-sm text-neutral-600 dark:text-neutral-300">“{query}”</p>
          )}
        </div>
        <button type="button" className="rounded-md p-1.5 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800" aria-label={t('map.track.clear')} onClick={onClose} data-testid="track-close">
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>

      {state.kind === 'loading' ? (
        <div className="space-y-2 p-3" aria-busy="true">
          <span className="sr-only">{t('map.track.loading')}</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : state.kind === 'error' ? (
        <p className="p-3 text-sm text-red-700 dark:text-red-400" role="alert">
          {t('map.track.failed')}
        </p>
      ) : state.kind === 'none' ? (
        <>
          <TrackControls since={since} onSince={onSince} />
          <p className="p-3 text-sm text-neutral-600 dark:text-neutral-300" data-testid="track-none">
            {since ? t('map.track.noneInWindow') : t('map.track.none')}
          </p>
        </>
      ) : state.kind === 'choose' ? (
        <div className="min-h-0 overflow-y-auto p-3">
          <p className="mb-2 text-sm text-neutral-700 dark:text-neutral-200">{t('map.track.several', { query })}</p>
          <ul className="space-y-1" data-testid="track-candidates">
            {state.plates.map((p) => (
              <li key={p.plate}>
                <button type="button" className="flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left hover:bg-neutral-50 dark:hover:bg-neutral-900" onClick={() => onPick(formatPlate(p.plate))}>
                  <PlateOf plate={p.plate} size="sm" />
                  <span className="text-sm text-neutral-600 dark:text-neutral-300">{t('map.track.count', { count: p.count })}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <TrackControls since={since} onSince={onSince}>
            <button
              type="button"
              className="ml-auto inline-flex items-center gap-1 rounded px-1.5 py-1 font-medium text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
              onClick={() => onOrder(order === 'asc' ? 'desc' : 'asc')}
              data-testid="track-order"
              data-order={order}
            >
              <ArrowDownUp className="h-3.5 w-3.5" aria-hidden />
              {t(`map.track.order.${order}`)}
            </button>
          </TrackControls>
          {state.truncated || state.track.unplaced ? (
            <p className="border-b border-neutral-200 px-3 py-1.5 text-xs text-neutral-600 dark:border-neutral-800 dark:text-neutral-300">
              {state.truncated ? t('map.track.truncated', { shown: state.track.sightings.length + state.track.unplaced, total: state.total }) : null}{' '}
              {state.track.unplaced ? t('map.track.unplaced', { count: state.track.unplaced }) : null}
            </p>
          ) : null}
          <ol className="min-h-0 flex-1 divide-y divide-neutral-200 overflow-y-auto dark:divide-neutral-800" data-testid="track-list">
            {sightings.map((s) => (
              <li key={s.read.id} data-n={s.n}>
                <button type="button" className="flex w-full gap-3 px-3 py-2 text-left hover:bg-neutral-50 dark:hover:bg-neutral-900" onClick={() => onFocus(s)} aria-label={t('map.track.showOnMap', { n: s.n })}>
                  <span className={cn('mt-0.5 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-pink-600 px-1 text-xs font-bold text-white tabular-nums dark:bg-pink-400 dark:text-neutral-950')}>{s.n}</span>
                  <span className="min-w-0 flex-1 text-sm">
                    <time className="font-medium" dateTime={s.read.capturedAt}>
                      {formatDateTime(s.read.capturedAt, locale)}
                    </time>
                    <span className="block truncate text-neutral-700 dark:text-neutral-200">{deviceLabel(s.read.deviceId)}</span>
                    <span className="block text-xs text-neutral-600 dark:text-neutral-300">
                      <Step s={s} />
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </aside>
  );
}
