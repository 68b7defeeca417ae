// GET /api/v1/kwatch: one page of the watchlist.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { watchEntryPageSchema } from '@yaam/shared/contracts/kwatch';
import type { z } from 'zod';

import { api } from '../../../lib/http';
import { kwatchKeys } from './keys';

export type WatchEntryPage = z.infer<typeof watchEntryPageSchema>;

export const getEntries = (query: Record<string, string | number>, signal?: AbortSignal) =>
  api<WatchEntryPage>('/v1/kwatch', { query, signal });

export const entriesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: kwatchKeys.list(query),
    queryFn: ({ signal }) => getEntries(query, signal),
    // Paging and filtering keep the previous page on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export const useEntries = (query: Record<string, string | number>, enabled = true) =>
  useQuery({ ...entriesQueryOptions(query), enabled });
