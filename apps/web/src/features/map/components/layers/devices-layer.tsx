// The devices: a clustered GeoJSON source, clusters coloured by the worst they hold (any flagged →
// amber; all offline → grey; a grey ring when some are offline) with their count, single devices by
// status. Status messages arrive as diffs of one property (updateData), never a new data set.
import type { LayerSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { MAP_FONT, type OverlayPalette } from '../../base-style';
import type { DeviceStore } from '../../device-store';
import { DEVICE_CLUSTER, devicesGeoJSON } from '../../geo';
import { EMPTY, geojsonSource, useMapInstance, usePaint, useSourceLayers, useVisibility, useWarmUp } from './map-layer';

export const DEVICES_SOURCE = 'devices';
export const DEVICE_LAYERS = { clusters: 'device-clusters', count: 'device-cluster-count', points: 'device-points' } as const;
const IDS = Object.values(DEVICE_LAYERS);

const LAYERS: LayerSpecification[] = [
  {
    id: DEVICE_LAYERS.clusters,
    type: 'circle',
    source: DEVICES_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 17, 100, 22, 1000, 28],
      'circle-stroke-width': 3,
    },
  },
  {
    id: DEVICE_LAYERS.count,
    type: 'symbol',
    source: DEVICES_SOURCE,
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': MAP_FONT,
      'text-size': 12,
      'text-allow-overlap': true,
      'text-ignore-placement': true,
    },
  },
  {
    id: DEVICE_LAYERS.points,
    type: 'circle',
    source: DEVICES_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 5, 16, 8],
      'circle-stroke-width': 1.5,
    },
  },
];

function paintOf(p: OverlayPalette): Array<[string, string, unknown]> {
  const byStatus = ['match', ['get', 'status'], 'offline', p.offline, 'flagged', p.flagged, p.online];
  return [
    [DEVICE_LAYERS.clusters, 'circle-color', ['case', ['>', ['get', 'flagged'], 0], p.flagged, ['>=', ['get', 'offline'], ['get', 'point_count']], p.offline, p.online]],
    [DEVICE_LAYERS.clusters, 'circle-stroke-color', ['case', ['>', ['get', 'offline'], 0], p.offline, p.stroke]],
    [DEVICE_LAYERS.count, 'text-color', p.stroke],
    [DEVICE_LAYERS.points, 'circle-color', byStatus],
    [DEVICE_LAYERS.points, 'circle-stroke-color', p.stroke],
  ];
}

export function DevicesLayer({ store, district, visible, palette }: { store: DeviceStore; district?: string; visible: boolean; palette: OverlayPalette }) {
  const map = useMapInstance();
  useSourceLayers(map, DEVICES_SOURCE, { type: 'geojson', data: EMPTY, promoteId: 'id', ...DEVICE_CLUSTER } as never, LAYERS);
  useVisibility(map, IDS, visible);
  usePaint(map, useMemo(() => paintOf(palette), [palette]));
  useWarmUp(map, DEVICES_SOURCE, IDS, { id: 'warm-up', status: 'online', point_count: 2, offline: 0, flagged: 0 });

  // A new list of devices, or another district: the whole data set.
  const generation = useSyncExternalStore(store.subscribe, store.getGeneration);
  useEffect(() => {
    geojsonSource(map, DEVICES_SOURCE)?.setData(devicesGeoJSON(store.values(), district));
  }, [map, store, generation, district]);

  // Status changes: one diff per batch.
  useEffect(
    () =>
      store.onChanges((changes) => {
        const update = changes
          .filter((c) => !district || c.districtCode === district)
          .filter((c) => store.get(c.id)?.lat != null)
          .map((c) => ({ id: c.id, addOrUpdateProperties: [{ key: 'status', value: c.status }] }));
        if (update.length) geojsonSource(map, DEVICES_SOURCE)?.updateData({ update });
      }),
    [map, store, district],
  );
  return null;
}
