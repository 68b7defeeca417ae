// GET /api/v1/devices, every page: the devices layer shows them all (clustered), not one page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@yaam/shared/contracts/devices';

import { api } from '../../../lib/http';
import { toMapDevice } from '../geo';
import { mapKeys } from './keys';
import { fetchAllPages } from './paged';

export const getMapDevices = async (signal?: AbortSignal) => {
  const { items } = await fetchAllPages((page, pageSize) => api<{ items: Device[]; total: number }>('/v1/devices', { query: { page, pageSize, sort: 'id' }, signal }));
  return items.map(toMapDevice);
};

// Kept current by `…/state` messages, and loaded again after a reconnect (use-map-data.ts).
export const mapDevicesQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.devices(), queryFn: ({ signal }) => getMapDevices(signal), staleTime: 5 * 60_000 });

export const useMapDevices = (enabled: boolean) => useQuery({ ...mapDevicesQueryOptions(), enabled });
