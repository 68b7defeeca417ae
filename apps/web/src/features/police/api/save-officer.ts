// POST /api/v1/polices and PUT /api/v1/polices/{id}. A stale PUT answers 409 with the current row;
// `force` overwrites it on purpose.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Officer, OfficerInput } from '@yaam/shared/contracts/police';

import { api } from '../../../lib/http';
import { policeKeys } from './keys';

export const createOfficer = (input: OfficerInput) => api<Officer>('/v1/polices', { method: 'POST', body: input });

export const updateOfficer = ({ id, input, version, force }: { id: string; input: OfficerInput; version: number; force?: boolean }) =>
  api<Officer>(`/v1/polices/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...input, version, ...(force ? { force: true } : {}) } });

/** Every police list, the summary and the audit feed change with one officer. */
export function invalidateOfficers(queryClient: QueryClient, saved?: Officer) {
  if (saved) queryClient.setQueryData(policeKeys.detail(saved.id), saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: policeKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: policeKeys.summary() }),
    queryClient.invalidateQueries({ queryKey: policeKeys.audit() }),
  ]);
}

export function useCreateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOfficer, onSuccess: (saved) => invalidateOfficers(queryClient, saved) });
}

export function useUpdateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOfficer, onSuccess: (saved) => invalidateOfficers(queryClient, saved) });
}
