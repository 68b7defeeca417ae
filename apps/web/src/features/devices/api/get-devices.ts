// GET /api/v1/devices: one page of the registry.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/http';
import type { DevicePageData } from '../device-state';
import { deviceKeys } from './keys';

export const getDevices = (query: Record<string, string | number>, signal?: AbortSignal) =>
  api<DevicePageData>('/v1/devices', { query, signal });

export const devicesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: deviceKeys.list(query),
    queryFn: ({ signal }) => getDevices(query, signal),
    // Paging and typing keep the previous page on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export const useDevices = (query: Record<string, string | number>) => useQuery(devicesQueryOptions(query));
