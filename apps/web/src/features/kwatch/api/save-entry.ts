// POST /api/v1/kwatch and PUT /api/v1/kwatch/{id}. A stale PUT answers 409 with the current entry;
// `force` overwrites it on purpose.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WatchEntry, WatchEntryValues } from '@yaam/shared/contracts/kwatch';

import { api } from '../../../lib/http';
import { kwatchKeys } from './keys';

export const createEntry = (input: WatchEntryValues) => api<WatchEntry>('/v1/kwatch', { method: 'POST', body: input });

export const updateEntry = ({ id, input, version, force }: { id: string; input: WatchEntryValues; version: number; force?: boolean }) =>
  api<WatchEntry>(`/v1/kwatch/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...input, version, ...(force ? { force: true } : {}) } });

/** Every watchlist page and the entry's history change with one entry. */
export function invalidateEntries(queryClient: QueryClient, saved?: WatchEntry) {
  if (saved) queryClient.setQueryData(kwatchKeys.detail(saved.id), saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: kwatchKeys.lists() }),
    saved ? queryClient.invalidateQueries({ queryKey: kwatchKeys.history(saved.id) }) : undefined,
  ]);
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEntry, onSuccess: (saved) => invalidateEntries(queryClient, saved) });
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEntry, onSuccess: (saved) => invalidateEntries(queryClient, saved) });
}
