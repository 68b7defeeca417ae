// The layer panel over the map: a switch per layer the user may see, each with its legend and counts.
// Open on a laptop, a button on a phone.
import { ChevronDown, Layers } from 'lucide-react';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { useStore } from '../../../lib/store';
import type { OverlayPalette } from '../base-style';
import type { DeviceStore } from '../device-store';
import { MAP_DEVICE_STATUSES, PRIORITIES, type StatusCounts } from '../geo';
import type { MapLayer } from '../map-search';
import { liveReadCount } from './layers/reads-layer';
import { Swatch } from './status-dot';

const wide = () => typeof window !== 'undefined' && (window.matchMedia?.('(min-width: 1024px)').matches ?? true);

function Row({ layer, label, count, checked, onToggle, children }: { layer: MapLayer; label: string; count?: number; checked: boolean; onToggle: (on: boolean) => void; children?: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <li className="py-2 first:pt-0 last:pb-0" data-layer={layer}>
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4 accent-primary-700 dark:accent-primary-500" checked={checked} onChange={(e) => onToggle(e.target.checked)} data-testid={`layer-${layer}`} />
        <span className="flex-1">{label}</span>
        {count !== undefined ? <span className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">{new Intl.NumberFormat(i18n.language).format(count)}</span> : null}
      </label>
      {checked && children ? <div className="mt-1.5 ml-6 space-y-1 text-xs text-neutral-700 dark:text-neutral-300">{children}</div> : null}
    </li>
  );
}

/** Devices by status in the district (or everywhere), recounted with each batch of status changes. */
function useDeviceCounts(store: DeviceStore, district: string | undefined): StatusCounts | null {
  const version = useSyncExternalStore(store.subscribe, store.getVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (store.loaded ? store.counts(district) : null), [store, version, district]);
}

function LiveReadsCount() {
  const { t } = useTranslation();
  const n = useStore(liveReadCount);
  return <span data-testid="live-read-count">{t('map.layers.readsHint', { count: n })}</span>;
}

export function LayerPanel({
  available,
  shown,
  onToggle,
  palette,
  devices,
  district,
  alertCounts,
  districtCount,
}: {
  available: ReadonlySet<MapLayer>;
  shown: ReadonlySet<MapLayer>;
  onToggle: (layer: MapLayer, on: boolean) => void;
  palette: OverlayPalette;
  devices: DeviceStore;
  district: string | undefined;
  alertCounts: Record<'low' | 'medium' | 'high' | 'critical', number> & { total: number };
  districtCount: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(wide);
  const counts = useDeviceCounts(devices, district);
  const nf = new Intl.NumberFormat(i18n.language);
  if (available.size === 0) return null;
  return (
    <section
      aria-labelledby="map-layers-title"
      className="absolute top-3 left-3 z-10 w-64 max-w-[calc(100%-5rem)] rounded-xl border border-neutral-200 bg-white/95 shadow-lg backdrop-blur dark:border-neutral-700 dark:bg-neutral-900/95"
      data-testid="layer-panel"
    >
      <h2 id="map-layers-title">
        <button
          type="button"
          className="flex w-full items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold hover:bg-neutral-50 dark:hover:bg-neutral-800"
          aria-expanded={open}
          aria-controls="map-layers-body"
          onClick={() => setOpen((o) => !o)}
          data-testid="layer-panel-toggle"
        >
          <Layers className="h-4 w-4" aria-hidden />
          <span className="flex-1 text-left">{t('map.layers.title')}</span>
          <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </h2>
      <div id="map-layers-body" hidden={!open} className="max-h-[min(60vh,28rem)] overflow-y-auto border-t border-neutral-200 px-3 py-2.5 dark:border-neutral-700">
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
          {available.has('devices') ? (
            <Row layer="devices" label={t('map.layers.devices')} count={counts?.total} checked={shown.has('devices')} onToggle={(on) => onToggle('devices', on)}>
              <ul data-testid="device-legend">
                {MAP_DEVICE_STATUSES.map((s) => (
                  <li key={s} className="flex items-center gap-2" data-status={s}>
                    <Swatch color={palette[s]} />
                    <span className="flex-1">{t(`map.status.${s}`)}</span>
                    <span className="tabular-nums" data-testid={`count-${s}`}>
                      {counts ? nf.format(counts[s]) : '–'}
                    </span>
                  </li>
                ))}
              </ul>
              {counts?.unplaced ? <p className="text-neutral-500 dark:text-neutral-400">{t('map.layers.unplaced', { count: counts.unplaced })}</p> : null}
            </Row>
          ) : null}
          {available.has('reads') ? (
            <Row layer="reads" label={t('map.layers.reads')} checked={shown.has('reads')} onToggle={(on) => onToggle('reads', on)}>
              <p className="flex items-center gap-2">
                <Swatch color={palette.read} />
                <LiveReadsCount />
              </p>
            </Row>
          ) : null}
          {available.has('alerts') ? (
            <Row layer="alerts" label={t('map.layers.alerts')} count={alertCounts.total} checked={shown.has('alerts')} onToggle={(on) => onToggle('alerts', on)}>
              <ul className="grid grid-cols-2 gap-x-3 gap-y-1" data-testid="alert-legend">
                {[...PRIORITIES].reverse().map((p) => (
                  <li key={p} className="flex items-center gap-2">
                    <Swatch color={palette.priority[p]} />
                    <span className="flex-1">{t(`map.priority.${p}`)}</span>
                    <span className="tabular-nums">{nf.format(alertCounts[p])}</span>
                  </li>
                ))}
              </ul>
            </Row>
          ) : null}
          {available.has('districts') ? (
            <Row layer="districts" label={t('map.layers.districts')} count={districtCount} checked={shown.has('districts')} onToggle={(on) => onToggle('districts', on)}>
              <p className="flex items-center gap-2">
                <Swatch color="transparent" ring={palette.district} className="h-2.5 w-2.5" />
                {t('map.layers.districtsHint')}
              </p>
            </Row>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
