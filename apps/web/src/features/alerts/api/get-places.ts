// Names of the places an alert mentions: districts (GET /api/v1/districts, shared with the other areas
// under the same key) and cameras with their sites (GET /api/v1/devices). Both rarely change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@yaam/shared/contracts/devices';
import type { District } from '@yaam/shared/contracts/districts';

import { api } from '../../../lib/http';
import { useCan } from '../../../lib/use-can';
import { alertKeys } from './keys';

export const getDistricts = (signal?: AbortSignal) => api<{ items: District[] }>('/v1/districts', { signal });
export const getDevices = (signal?: AbortSignal) => api<{ items: Device[] }>('/v1/devices', { query: { pageSize: 200, sort: 'id' }, signal });

export const districtsQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.districts(), queryFn: ({ signal }) => getDistricts(signal), staleTime: 10 * 60_000 });

export const devicesQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.devices(), queryFn: ({ signal }) => getDevices(signal), staleTime: 5 * 60_000 });

export const useDistrictList = () => useQuery({ ...districtsQueryOptions(), select: (d) => d.items });

export function useDeviceList() {
  const allowed = useCan('device', 'r');
  return useQuery({ ...devicesQueryOptions(), select: (d) => d.items, enabled: allowed });
}
