// GET /api/v1/devices/{id}/reads: the device's latest reads (last 7 days, newest first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Read } from '@yaam/shared/contracts/reads';

import { api } from '../../../lib/http';
import { deviceUrl } from './get-device';
import { deviceKeys } from './keys';

export const RECENT_READS = 50;

export const getDeviceReads = (id: string, signal?: AbortSignal) =>
  api<{ items: Read[] }>(deviceUrl(id, '/reads'), { query: { limit: RECENT_READS }, signal });

export const deviceReadsQueryOptions = (id: string) =>
  queryOptions({ queryKey: deviceKeys.reads(id), queryFn: ({ signal }) => getDeviceReads(id, signal) });

export const useDeviceReads = (id: string, enabled = true) =>
  useQuery({ ...deviceReadsQueryOptions(id), enabled });
