// POST /api/v1/alerts/{id}/transitions and PUT /api/v1/alerts/{id}/assignee. Both answer the alert as it
// now is (or 409 with the current one); either way every feed, the timeline and the counters learn it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert } from '@yaam/shared/contracts/alerts';

import { api, errorBodyOf } from '../../../lib/http';
import type { TransitionTarget } from '../actions';
import { applyAlertToCache, refreshAlertDetails } from './alert-cache';

export interface TransitionInput {
  id: string;
  to: TransitionTarget;
  note?: string | undefined;
  /** the version the officer saw: a change by someone else in between is refused with 409 */
  version?: number | undefined;
}

export const transitionAlert = ({ id, ...body }: TransitionInput) =>
  api<Alert>(`/v1/alerts/${encodeURIComponent(id)}/transitions`, { method: 'POST', body });

export interface AssignInput {
  id: string;
  officerId: string | null;
  note?: string | undefined;
}

export const assignAlert = ({ id, ...body }: AssignInput) =>
  api<Alert>(`/v1/alerts/${encodeURIComponent(id)}/assignee`, { method: 'PUT', body });

/** The alert a 409 carries (someone else changed it first). */
export function conflictCurrent(error: unknown): Alert | null {
  const body = errorBodyOf(error);
  return body?.statusCode === 409 && body.current && typeof body.current === 'object' ? (body.current as Alert) : null;
}

/** A change to one alert: the answer (or a 409's current alert) goes into the caches at once. */
function useAlertChange<Input extends { id: string }>(mutationFn: (input: Input) => Promise<Alert>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (alert) => {
      applyAlertToCache(queryClient, alert);
      // Not awaited: the officer hears back as soon as the step is taken, the timeline follows.
      void refreshAlertDetails(queryClient, alert.id);
    },
    onError: (error, input) => {
      const current = conflictCurrent(error);
      if (current) applyAlertToCache(queryClient, current);
      void refreshAlertDetails(queryClient, input.id);
    },
  });
}

export const useTransitionAlert = () => useAlertChange(transitionAlert);
export const useAssignAlert = () => useAlertChange(assignAlert);
