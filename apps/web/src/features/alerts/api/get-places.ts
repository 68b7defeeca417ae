// Cameras and their sites, for naming the places an alert mentions (GET /api/v1/devices; districts are
// lib/districts.ts, shared with every area). Devices rarely change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@yaam/shared/contracts/devices';

import { api } from '../../../lib/http';
import { useCan } from '../../../lib/use-can';
import { alertKeys } from './keys';

export const getDevices = (signal?: AbortSignal) => api<{ items: Device[] }>('/v1/devices', { query: { pageSize: 200, sort: 'id' }, signal });

export const devicesQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.devices(), queryFn: ({ signal }) => getDevices(signal), staleTime: 5 * 60_000 });

export function useDeviceList() {
  const allowed = useCan('device', 'r');
  return useQuery({ ...devicesQueryOptions(), select: (d) => d.items, enabled: allowed });
}
