// GET /api/v1/reads?plate=…&order=asc: every stored sighting of a plate, oldest first, for its track
// (at most MAX_SIGHTINGS; the API matches part of a plate, so other plates may come too).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Read } from '@yaam/shared/contracts/reads';

import { api } from '../../../lib/http';
import { mapKeys } from './keys';
import { fetchAllPages } from './paged';

export const MAX_SIGHTINGS = 1000;

/** `hours`: only sightings of the last so many hours; null for everything stored. */
export const getPlateSightings = (plate: string, hours: number | null, signal?: AbortSignal) => {
  const from = hours === null ? undefined : new Date(Date.now() - hours * 3_600_000).toISOString();
  return fetchAllPages(
    (page, pageSize) => api<{ items: Read[]; total: number }>('/v1/reads', { query: { plate, order: 'asc', page, pageSize, ...(from ? { from } : {}) }, signal }),
    { maxItems: MAX_SIGHTINGS, concurrency: 2 },
  );
};

export const plateSightingsQueryOptions = (plate: string, hours: number | null) =>
  queryOptions({ queryKey: mapKeys.track(plate, String(hours ?? 'all')), queryFn: ({ signal }) => getPlateSightings(plate, hours, signal), staleTime: 30_000 });

export const usePlateSightings = (plate: string | undefined, hours: number | null, enabled: boolean) =>
  useQuery({ ...plateSightingsQueryOptions(plate ?? '', hours), enabled: enabled && !!plate });
