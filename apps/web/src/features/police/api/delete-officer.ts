// DELETE /api/v1/polices/{id} (soft) and POST /api/v1/polices/{id}/restore (the toast's Undo).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Officer } from '@yaam/shared/contracts/police';

import { api } from '../../../lib/http';
import { policeKeys } from './keys';
import { invalidateOfficers } from './save-officer';

export const deleteOfficer = (id: string) => api<Officer>(`/v1/polices/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const restoreOfficer = (id: string) => api<Officer>(`/v1/polices/${encodeURIComponent(id)}/restore`, { method: 'POST' });

export function useDeleteOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOfficer,
    onSuccess: (gone) => {
      queryClient.removeQueries({ queryKey: policeKeys.detail(gone.id) });
      return invalidateOfficers(queryClient);
    },
  });
}

export function useRestoreOfficer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreOfficer, onSuccess: (back) => invalidateOfficers(queryClient, back) });
}
