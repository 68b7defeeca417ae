// GET /api/v1/alerts/counts: open alerts by priority for the console's counters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertCounts } from '@yaam/shared/contracts/alerts';

import { api } from '../../../lib/http';
import { alertKeys } from './keys';

/** `district`: one code or a comma list; empty = every district. */
export const getAlertCounts = (district: string, signal?: AbortSignal) =>
  api<AlertCounts>('/v1/alerts/counts', { query: district ? { district } : {}, signal });

export const alertCountsQueryOptions = (district: string) =>
  queryOptions({ queryKey: alertKeys.count(district), queryFn: ({ signal }) => getAlertCounts(district, signal) });

export const useAlertCounts = (district: string, enabled = true) => useQuery({ ...alertCountsQueryOptions(district), enabled });
