// GET /api/v1/polices/{id}: one officer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Officer } from '@yaam/shared/contracts/police';

import { api } from '../../../lib/http';
import { policeKeys } from './keys';

export const getOfficer = (id: string, signal?: AbortSignal) => api<Officer>(`/v1/polices/${encodeURIComponent(id)}`, { signal });

export const officerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: policeKeys.detail(id),
    queryFn: ({ signal }) => getOfficer(id, signal),
    // A form must start from the latest version, or its save is a conflict.
    staleTime: 0,
  });

export const useOfficer = (id: string) => useQuery(officerQueryOptions(id));
