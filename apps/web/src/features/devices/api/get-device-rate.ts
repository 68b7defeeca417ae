// GET /api/v1/devices/{id}/rate: reads per minute over the last hour and the usual hourly rate.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/http';
import type { RateData } from '../device-state';
import { deviceUrl } from './get-device';
import { deviceKeys } from './keys';

export const getDeviceRate = (id: string, signal?: AbortSignal) =>
  api<RateData>(deviceUrl(id, '/rate'), { signal });

export const deviceRateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deviceKeys.rate(id),
    queryFn: ({ signal }) => getDeviceRate(id, signal),
    // The window slides by a minute; live reads fill the current minute in between.
    refetchInterval: 60_000,
  });

export const useDeviceRate = (id: string) => useQuery(deviceRateQueryOptions(id));
