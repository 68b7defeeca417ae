// The track of `?plate=`: its sightings from the API, narrowed to the one plate meant (the API matches
// part of a plate), placed and numbered in time order.
import { normaliseReadPlate } from '@yaam/shared/plates';
import { useMemo, useSyncExternalStore } from 'react';

import { usePlateSightings } from './api/get-plate-sightings';
import type { DeviceStore } from './device-store';
import { buildTrack, platesFound, type Track } from './geo';

export type TrackState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'none' }
  | { kind: 'choose'; plates: Array<{ plate: string; count: number }> }
  | { kind: 'track'; plate: string; province: string | null; track: Track; total: number; truncated: boolean };

export function usePlateTrack(plate: string | undefined, hours: number | null, enabled: boolean, devices: DeviceStore): TrackState | null {
  const query = usePlateSightings(plate, hours, enabled);
  // Sightings without coordinates stand at their device: a new device list may place them.
  const generation = useSyncExternalStore(devices.subscribe, devices.getGeneration);
  return useMemo((): TrackState | null => {
    if (!plate || !enabled) return null;
    if (query.isError) return { kind: 'error' };
    if (!query.data) return { kind: 'loading' };
    const { items, total } = query.data;
    const found = platesFound(items, normaliseReadPlate(plate).plate);
    const first = found.plates[0];
    if (!first) return { kind: 'none' };
    if (!found.exact && found.plates.length > 1) return { kind: 'choose', plates: found.plates };
    const reads = items.filter((r) => r.plate === first.plate);
    const provinces = new Map<string, number>();
    for (const r of reads) if (r.province) provinces.set(r.province, (provinces.get(r.province) ?? 0) + 1);
    const province = [...provinces].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    const truncated = total > items.length;
    return { kind: 'track', plate: first.plate, province, track: buildTrack(reads, devices.at), total: truncated ? total : reads.length, truncated };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plate, enabled, query.data, query.isError, devices, generation]);
}
