// Small children of <MapView> that render nothing: the base map's colours in the current mode, the
// camera moving to what the page asks for, and a count of the devices the map actually drew.
import type { Map as MlMap, MapGeoJSONFeature } from 'maplibre-gl';
import { useEffect } from 'react';

import { basePaint, type Mode } from '../base-style';
import type { Bounds, LngLat } from '../geo';
import { DEVICE_LAYERS } from './layers/devices-layer';
import { useMapInstance } from './layers/map-layer';

/** Light or dark base map without a new style (a new style would drop every overlay). */
export function BaseMode({ mode }: { mode: Mode }) {
  const map = useMapInstance();
  useEffect(() => {
    for (const [layer, property, value] of basePaint(mode)) if (map.getLayer(layer)) map.setPaintProperty(layer, property, value);
  }, [map, mode]);
  return null;
}

export type CameraTarget = { kind: 'bounds'; bounds: Bounds; maxZoom: number; seq: number } | { kind: 'point'; at: LngLat; zoom: number; seq: number };

/** Moves the camera each time the target's `seq` changes (a user choice, a follow, a first fit). */
export function Camera({ target }: { target: CameraTarget | null }) {
  const map = useMapInstance();
  const seq = target?.seq;
  useEffect(() => {
    if (!target) return;
    // After the layout settles (a track panel opening shrinks the map in the same render).
    const frame = requestAnimationFrame(() => {
      map.resize();
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      if (target.kind === 'bounds') {
        const [[w, s], [e, n]] = target.bounds;
        // Keep clear of the layer panel (top left) on a wide map.
        const wide = map.getContainer().clientWidth >= 700;
        map.fitBounds([w, s, e, n], { padding: { top: 64, bottom: 48, right: 64, left: wide ? 290 : 48 }, maxZoom: target.maxZoom, duration: reduced ? 0 : 800 });
      } else {
        map.flyTo({ center: target.at, zoom: Math.max(map.getZoom(), target.zoom), duration: reduced ? 0 : 1200, essential: true });
      }
    });
    return () => cancelAnimationFrame(frame);
    // Only a new `seq` moves the camera; the same target again leaves the user's view alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, seq]);
  return null;
}

export interface RenderedDevices {
  total: number;
  online: number;
  flagged: number;
  offline: number;
}

/** Devices drawn on the screen now, from the device layers' rendered features (clusters count for their members). */
export function countRenderedDevices(features: readonly Pick<MapGeoJSONFeature, 'layer' | 'properties'>[]): RenderedDevices {
  const seen = new Set<string>();
  const c: RenderedDevices = { total: 0, online: 0, flagged: 0, offline: 0 };
  for (const f of features) {
    const p = f.properties as Record<string, unknown>;
    if (f.layer.id === DEVICE_LAYERS.clusters) {
      const key = `c${String(p.cluster_id)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const n = Number(p.point_count) || 0;
      const offline = Number(p.offline) || 0;
      const flagged = Number(p.flagged) || 0;
      c.total += n;
      c.offline += offline;
      c.flagged += flagged;
      c.online += n - offline - flagged;
    } else if (f.layer.id === DEVICE_LAYERS.points) {
      const key = `d${String(p.id)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      c.total++;
      const status = p.status === 'offline' || p.status === 'flagged' ? p.status : 'online';
      c[status]++;
    }
  }
  return c;
}

/**
 * Writes what the device layers drew into the map container's `data-rendered-devices` (JSON) once the
 * map settles, at most once a second: tests and the legend's "on screen" figure read the map itself,
 * not the data we gave it.
 */
export function RenderedDevicesProbe({ onCount }: { onCount?: (c: RenderedDevices) => void }) {
  const map = useMapInstance();
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const measure = (m: MlMap) => {
      timer = null;
      last = performance.now();
      const layers = [DEVICE_LAYERS.clusters, DEVICE_LAYERS.points].filter((id) => m.getLayer(id));
      const counts = countRenderedDevices(layers.length ? m.queryRenderedFeatures({ layers }) : []);
      m.getContainer().dataset.renderedDevices = JSON.stringify(counts);
      onCount?.(counts);
    };
    const onIdle = () => {
      if (timer !== null) return;
      const wait = Math.max(0, 1000 - (performance.now() - last));
      timer = setTimeout(() => measure(map), wait);
    };
    // A map that keeps drawing (live reads, pulsing alerts) is seldom idle: measure every few seconds then.
    const onRender = () => {
      if (performance.now() - last > 3000) onIdle();
    };
    map.on('idle', onIdle);
    map.on('render', onRender);
    onIdle();
    return () => {
      map.off('idle', onIdle);
      map.off('render', onRender);
      if (timer !== null) clearTimeout(timer);
    };
  }, [map, onCount]);
  return null;
}

