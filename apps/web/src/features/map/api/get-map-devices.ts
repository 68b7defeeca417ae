// GET /api/v1/map/devices: every device in one answer, a compact row each (the devices layer shows
// them all, clustered). The server answers 304 to the browser's cache when nothing changed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapDevices } from '@yaam/shared/contracts/devices';

import { api } from '../../../lib/http';
import { fromMapRow } from '../geo';
import { mapKeys } from './keys';

export const getMapDevices = async (signal?: AbortSignal) => {
  const { items } = await api<MapDevices>('/v1/map/devices', { signal });
  return items.map(fromMapRow);
};

// Kept current by `…/state` messages, and loaded again after a reconnect (use-map-data.ts).
export const mapDevicesQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.devices(), queryFn: ({ signal }) => getMapDevices(signal), staleTime: 5 * 60_000 });

export const useMapDevices = (enabled: boolean) => useQuery({ ...mapDevicesQueryOptions(), enabled });
