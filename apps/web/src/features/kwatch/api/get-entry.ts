// GET /api/v1/kwatch/{id}: one watch entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';

import { api } from '../../../lib/http';
import { kwatchKeys } from './keys';

export const getEntry = (id: string, signal?: AbortSignal) => api<WatchEntry>(`/v1/kwatch/${encodeURIComponent(id)}`, { signal });

export const entryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: kwatchKeys.detail(id),
    queryFn: ({ signal }) => getEntry(id, signal),
    // A form must start from the latest version, or its save is a conflict.
    staleTime: 0,
  });

export const useEntry = (id: string, enabled = true) => useQuery({ ...entryQueryOptions(id), enabled });
