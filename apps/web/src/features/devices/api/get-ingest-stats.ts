// GET /api/v1/ingest/stats: what ingest accepted, found duplicate and refused since the server started.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IngestStats } from '@yaam/shared/contracts/ingest';

import { api } from '../../../lib/http';
import { deviceKeys } from './keys';

export const getIngestStats = (signal?: AbortSignal) => api<IngestStats>('/v1/ingest/stats', { signal });

export const ingestStatsQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.ingestStats(),
    queryFn: ({ signal }) => getIngestStats(signal),
    refetchInterval: 15_000,
  });

export const useIngestStats = (enabled: boolean) => useQuery({ ...ingestStatsQueryOptions(), enabled });
