// GET /api/v1/devices/{id}/reads?limit=1: the last plate a device read, for its popup.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Read } from '@yaam/shared/contracts/reads';

import { api } from '../../../lib/http';
import { mapKeys } from './keys';

export const getDeviceLastRead = async (id: string, signal?: AbortSignal) =>
  (await api<{ items: Read[] }>(`/v1/devices/${encodeURIComponent(id)}/reads`, { query: { limit: 1 }, signal })).items[0] ?? null;

export const deviceLastReadQueryOptions = (id: string) =>
  queryOptions({ queryKey: mapKeys.deviceLastRead(id), queryFn: ({ signal }) => getDeviceLastRead(id, signal), staleTime: 15_000 });

export const useDeviceLastRead = (id: string, enabled: boolean) => useQuery({ ...deviceLastReadQueryOptions(id), enabled });
