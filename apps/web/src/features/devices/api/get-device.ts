// GET /api/v1/devices/{id}: one device, with its reads in the last hour.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@yaam/shared/contracts/devices';

import { api } from '../../../lib/http';
import { deviceKeys } from './keys';

export const deviceUrl = (id: string, rest = '') => `/v1/devices/${encodeURIComponent(id)}${rest}`;

export const getDevice = (id: string, signal?: AbortSignal) => api<Device>(deviceUrl(id), { signal });

export const deviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deviceKeys.detail(id),
    queryFn: ({ signal }) => getDevice(id, signal),
    // An edit must start from the latest version, or its save is a conflict.
    staleTime: 0,
  });

export const useDevice = (id: string) => useQuery(deviceQueryOptions(id));
