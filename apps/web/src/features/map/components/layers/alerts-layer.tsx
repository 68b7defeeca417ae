// Open alerts: a dot per alert coloured by priority, under it a halo that pulses — faster and wider the
// higher the priority (low alerts do not pulse). The pulse is a paint change a few times a second,
// not a per-frame animation, and stops when the tab is hidden, the layer is off or the user asked
// the system for reduced motion.
import type { Alert } from '@yaam/shared/contracts/alerts';
import type { LayerSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import type { OverlayPalette } from '../../base-style';
import type { DeviceStore } from '../../device-store';
import { alertsGeoJSON } from '../../geo';
import { EMPTY, geojsonSource, useMapInstance, usePaint, useSourceLayers, useVisibility, useWarmUp } from './map-layer';

export const ALERTS_SOURCE = 'alerts';
const PULSING = ['critical', 'high', 'medium'] as const;
type Pulsing = (typeof PULSING)[number];
export const ALERT_LAYERS = {
  halos: { critical: 'alert-halo-critical', high: 'alert-halo-high', medium: 'alert-halo-medium' } satisfies Record<Pulsing, string>,
  points: 'alert-points',
} as const;
const IDS = [...Object.values(ALERT_LAYERS.halos), ALERT_LAYERS.points];
const TICK_MS = 250;
/** Pulse period by priority (ms); low does not pulse. */
export const PULSE_MS: Record<Pulsing, number> = { critical: 1000, high: 1600, medium: 2400 };
const GROW: Record<Pulsing, number> = { critical: 22, high: 16, medium: 12 };
/** Paint changes of the pulse: constants, not validated again, so a tick is one repaint and no re-layout. */
const QUIET = { validate: false };

// One halo layer per priority with constant paint: changing a data-driven value would make MapLibre
// lay the source's tiles out again on every tick.
const LAYERS: LayerSpecification[] = [
  ...PULSING.map(
    (p): LayerSpecification => ({
      id: ALERT_LAYERS.halos[p],
      type: 'circle',
      source: ALERTS_SOURCE,
      filter: ['==', ['get', 'priority'], p],
      paint: { 'circle-radius': 10, 'circle-opacity': 0.35, 'circle-radius-transition': { duration: 0, delay: 0 }, 'circle-opacity-transition': { duration: 0, delay: 0 } },
    }),
  ),
  {
    id: ALERT_LAYERS.points,
    type: 'circle',
    source: ALERTS_SOURCE,
    layout: { 'circle-sort-key': ['get', 'rank'] },
    paint: { 'circle-radius': ['+', 6, ['get', 'rank']], 'circle-stroke-width': 2 },
  },
];

/** The halo of each priority at time `t`: radius grows, opacity falls, then it starts again. */
export function pulseAt(t: number): { radius: Record<Pulsing, number>; opacity: Record<Pulsing, number> } {
  const radius = { critical: 0, high: 0, medium: 0 };
  const opacity = { critical: 0, high: 0, medium: 0 };
  for (const k of PULSING) {
    const f = (t % PULSE_MS[k]) / PULSE_MS[k];
    radius[k] = Math.round((8 + GROW[k] * f) * 10) / 10;
    opacity[k] = Math.round(0.55 * (1 - f) * 100) / 100;
  }
  return { radius, opacity };
}

export function AlertsLayer({
  alerts,
  version,
  devices,
  district,
  visible,
  palette,
}: {
  alerts: ReadonlyMap<string, Alert>;
  version: number;
  devices: DeviceStore;
  district?: string;
  visible: boolean;
  palette: OverlayPalette;
}) {
  const map = useMapInstance();
  useSourceLayers(map, ALERTS_SOURCE, { type: 'geojson', data: EMPTY, promoteId: 'id' }, LAYERS);
  useVisibility(map, IDS, visible);
  usePaint(
    map,
    useMemo(() => {
      const byPriority = ['match', ['get', 'priority'], 'critical', palette.priority.critical, 'high', palette.priority.high, 'medium', palette.priority.medium, palette.priority.low];
      return [
        ...PULSING.map((p): [string, string, unknown] => [ALERT_LAYERS.halos[p], 'circle-color', palette.priority[p]]),
        [ALERT_LAYERS.points, 'circle-color', byPriority],
        [ALERT_LAYERS.points, 'circle-stroke-color', palette.stroke],
      ];
    }, [palette]),
  );
  // A halo (all halos share one program) and the points.
  useWarmUp(map, ALERTS_SOURCE, [ALERT_LAYERS.halos.critical, ALERT_LAYERS.points], { id: 'warm-up', priority: 'critical', rank: 3 });

  // Alerts without a position of their own stand at their device: a new device list moves them too.
  const generation = useSyncExternalStore(devices.subscribe, devices.getGeneration);
  const data = useMemo(
    () => alertsGeoJSON(alerts.values(), devices.at, district),
    // `alerts` is changed in place; `version` says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [alerts, version, devices, district, generation],
  );
  useEffect(() => {
    geojsonSource(map, ALERTS_SOURCE)?.setData(data);
  }, [map, data]);

  const pulsing = visible && data.features.some((f) => f.properties.priority !== 'low');
  useEffect(() => {
    if (!pulsing) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reduced) {
      for (const p of PULSING) {
        map.setPaintProperty(ALERT_LAYERS.halos[p], 'circle-radius', 8 + GROW[p] / 2, QUIET);
        map.setPaintProperty(ALERT_LAYERS.halos[p], 'circle-opacity', 0.3, QUIET);
      }
      return;
    }
    const tick = () => {
      if (document.hidden) return;
      const { radius, opacity } = pulseAt(performance.now());
      for (const p of PULSING) {
        map.setPaintProperty(ALERT_LAYERS.halos[p], 'circle-radius', radius[p], QUIET);
        map.setPaintProperty(ALERT_LAYERS.halos[p], 'circle-opacity', opacity[p], QUIET);
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [map, pulsing]);
  return null;
}
