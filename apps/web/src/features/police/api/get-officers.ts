// GET /api/v1/polices: one page of the directory.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { officerPageSchema } from '@yaam/shared/contracts/police';
import type { z } from 'zod';

import { api } from '../../../lib/http';
import { policeKeys } from './keys';

export type OfficerPage = z.infer<typeof officerPageSchema>;

export const getOfficers = (query: Record<string, string | number>, signal?: AbortSignal) =>
  api<OfficerPage>('/v1/polices', { query, signal });

export const officersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: policeKeys.list(query),
    queryFn: ({ signal }) => getOfficers(query, signal),
    // Paging and typing keep the previous page on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export const useOfficers = (query: Record<string, string | number>) => useQuery(officersQueryOptions(query));
