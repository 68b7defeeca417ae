// Live reads as short-lived dots that fade over 30 seconds. Messages go into a ring buffer (the
// newest READ_CAPACITY); the source is rebuilt at most twice a second while reads arrive (once a
// second while the last ones fade out), never once per message.
import type { Read } from '@yaam/shared/contracts/reads';
import type { LayerSpecification } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';

import { createStore, type Store } from '../../../../lib/store';
import { subscribeTopic } from '../../../../realtime/connection';
import type { OverlayPalette } from '../../base-style';
import type { DeviceStore } from '../../device-store';
import { liveRead, readsGeoJSON, Ring, type LiveRead } from '../../geo';
import { MAP_TOPICS } from '../../topics';
import { geojsonSource, useMapInstance, usePaint, useSourceLayers, useVisibility, EMPTY } from './map-layer';

export const READS_SOURCE = 'live-reads';
export const READ_LAYER = 'live-reads';
export const READ_TTL_MS = 30_000;
/** The most dots at once: at hundreds of reads a second the map shows the newest 1,500. */
export const READ_CAPACITY = 1_500;
const FLUSH_MS = 500;
const FADE_MS = 1_000;
const IDS = [READ_LAYER];

const LAYERS: LayerSpecification[] = [
  {
    id: READ_LAYER,
    type: 'circle',
    source: READS_SOURCE,
    paint: {
      // Smaller across the country, larger in a district; shrinking as they fade.
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 5, ['-', 3, ['get', 'fade']], 12, ['-', 7, ['*', 3, ['get', 'fade']]]],
      'circle-opacity': ['interpolate', ['linear'], ['get', 'fade'], 0, 0.95, 1, 0],
      'circle-stroke-opacity': ['interpolate', ['linear'], ['get', 'fade'], 0, 0.9, 1, 0],
      'circle-stroke-width': 1,
    },
  },
];

/** How many reads are on the map now, for the legend (updated with each flush). */
export const liveReadCount: Store<number> = createStore(0);

export function ReadsLayer({ devices, district, visible, palette }: { devices: DeviceStore; district?: string; visible: boolean; palette: OverlayPalette }) {
  const map = useMapInstance();
  useSourceLayers(map, READS_SOURCE, { type: 'geojson', data: EMPTY }, LAYERS);
  useVisibility(map, IDS, visible);
  usePaint(
    map,
    useMemo(
      () => [
        [READ_LAYER, 'circle-color', palette.read],
        [READ_LAYER, 'circle-stroke-color', palette.stroke],
      ],
      [palette],
    ),
  );

  useEffect(() => {
    if (!visible) return;
    const ring = new Ring<LiveRead>(READ_CAPACITY, READ_TTL_MS);
    let timer: ReturnType<typeof setTimeout> | null = null;
    let due = 0;
    const flush = () => {
      timer = null;
      const now = performance.now();
      ring.prune(now);
      const data = readsGeoJSON(ring.items(), now, READ_TTL_MS, district);
      geojsonSource(map, READS_SOURCE)?.setData(data);
      liveReadCount.set(data.features.length);
      if (ring.size > 0) schedule(FADE_MS);
    };
    /** One timer: new reads bring the next update forward, fading alone runs slower. */
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
      const items = Array.isArray(payload) ? payload : [payload];
      const now = performance.now();
      for (const item of items) {
        if (!item || typeof item !== 'object') continue;
        const read = liveRead(item as Partial<Read>, now, devices.at);
        if (read) ring.push(read);
      }
      schedule(FLUSH_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
      geojsonSource(map, READS_SOURCE)?.setData(EMPTY);
      liveReadCount.set(0);
    };
  }, [map, devices, district, visible]);
  return null;
}
