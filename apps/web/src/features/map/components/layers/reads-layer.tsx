// Live reads as short-lived dots that fade over 30 seconds (live-reads.ts keeps them in cohorts of 5 s).
// Messages only queue; at most once a second (FLUSH_MS) the new dots go to the source as a diff, and every 5 s
// the oldest cohort leaves in one removal and the cohort layers' paint moves on one step. No dot is
// rewritten while it fades, and the source is never rebuilt while reads arrive.
import type { Read } from '@yaam/shared/contracts/reads';
import { readsOf } from '@yaam/shared/reads-of';
import type { LayerSpecification } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';

import { createStore, type Store } from '../../../../lib/store';
import { subscribeTopic } from '../../../../realtime/connection';
import type { OverlayPalette } from '../../base-style';
import type { DeviceStore } from '../../device-store';
import { cohortPaint, COHORT_LAYERS, liveRead, LiveReads } from '../../live-reads';
import { MAP_TOPICS } from '../../topics';
import { EMPTY, geojsonSource, useMapInstance, usePaint, useSourceLayers, useVisibility, useWarmUp, whileAlive } from './map-layer';

export const READS_SOURCE = 'live-reads';
/** One circle layer per cohort (live-reads.ts), each drawing the dots of its cohort. */
export const READ_LAYERS = Array.from({ length: COHORT_LAYERS }, (_, i) => `live-reads-${i}`);
const FLUSH_MS = 1000;
/** Constant paint only (set per cohort as it ages): no per-dot values, nothing laid out again. */
const LAYERS: LayerSpecification[] = READ_LAYERS.map((id, i) => ({
  id,
  type: 'circle',
  source: READS_SOURCE,
  filter: ['==', ['get', 'c'], i],
  paint: { 'circle-radius': 0, 'circle-opacity': 0, 'circle-stroke-opacity': 0, 'circle-stroke-width': 1 },
}));

/** How many reads arrived in the last 30 s, drawn or not, for the legend (updated with each flush). */
export const liveReadCount: Store<number> = createStore(0);

export function ReadsLayer({ devices, district, visible, palette }: { devices: DeviceStore; district?: string; visible: boolean; palette: OverlayPalette }) {
  const map = useMapInstance();
  useSourceLayers(map, READS_SOURCE, { type: 'geojson', data: EMPTY }, LAYERS);
  useVisibility(map, READ_LAYERS, visible);
  usePaint(
    map,
    useMemo(
      () =>
        READ_LAYERS.flatMap((id): Array<[string, string, unknown]> => [
          [id, 'circle-color', palette.read],
          [id, 'circle-stroke-color', palette.stroke],
        ]),
      [palette],
    ),
  );
  useWarmUp(map, READS_SOURCE, READ_LAYERS.slice(0, 1), { c: 0 });

  useEffect(() => {
    if (!visible) return;
    const live = new LiveReads();
    const shownAges: Array<number | null> = new Array<number | null>(COHORT_LAYERS).fill(null);
    let timer: ReturnType<typeof setTimeout> | null = null;
    let due = 0;
    const flush = () => {
      timer = null;
      const now = performance.now();
      const change = live.take(now);
      if (change.add.length || change.remove.length) geojsonSource(map, READS_SOURCE)?.updateData({ add: change.add, remove: change.remove });
      change.ages.forEach((age, i) => {
        if (age === shownAges[i]) return;
        shownAges[i] = age;
        const layer = READ_LAYERS[i]!;
        if (!map.getLayer(layer)) return;
        const paint = cohortPaint(age);
        map.setPaintProperty(layer, 'circle-opacity', paint.opacity);
        map.setPaintProperty(layer, 'circle-stroke-opacity', paint.strokeOpacity);
        map.setPaintProperty(layer, 'circle-radius', paint.radius);
      });
      liveReadCount.set(change.count);
      if (!live.empty) schedule(LiveReads.nextCohortAt(now) - now);
    };
    /** One timer: new reads bring the next update forward; ageing alone waits for the next cohort. */
    const schedule = (delay: number) => {
      const at = performance.now() + delay;
      if (timer !== null) {
        if (due <= at) return;
        clearTimeout(timer);
      }
      due = at;
      timer = setTimeout(flush, delay);
    };
    const off = subscribeTopic(MAP_TOPICS.reads, (_topic, payload) => {
      const items = readsOf(payload);
      const now = performance.now();
      for (const item of items) {
        if (!item || typeof item !== 'object') continue;
        const read = liveRead(item as Partial<Read>, devices.at);
        if (read && (!district || read.districtCode === district)) live.add(read, now);
      }
      schedule(FLUSH_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
      liveReadCount.set(0);
      whileAlive(map, () => {
        geojsonSource(map, READS_SOURCE)?.setData(EMPTY);
        for (const layer of READ_LAYERS) if (map.getLayer(layer)) map.setPaintProperty(layer, 'circle-opacity', 0);
      });
    };
  }, [map, devices, district, visible]);
  return null;
}
