// POST /api/v1/kwatch/{id}/expire | close | reopen, and DELETE /api/v1/kwatch/{id} (soft).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';

import { api } from '../../../lib/http';
import { kwatchKeys } from './keys';
import { invalidateEntries } from './save-entry';

export type StatusAction = 'expire' | 'close' | 'reopen';

export const setEntryStatus = ({ id, action, note }: { id: string; action: StatusAction; note?: string }) =>
  api<WatchEntry>(`/v1/kwatch/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: note ? { note } : {} });

export const deleteEntry = (id: string) => api<WatchEntry>(`/v1/kwatch/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useSetEntryStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setEntryStatus, onSuccess: (saved) => invalidateEntries(queryClient, saved) });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: (gone) => {
      queryClient.removeQueries({ queryKey: kwatchKeys.detail(gone.id) });
      return invalidateEntries(queryClient);
    },
  });
}
