// GET /api/v1/alerts/{id}/timeline: the alert as it is now, its steps (who, when, note) and sightings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert, TimelineItem } from '@yaam/shared/contracts/alerts';

import { api } from '../../../lib/http';
import { alertKeys } from './keys';

export interface AlertTimeline {
  alert: Alert;
  items: TimelineItem[];
}

export const getAlertTimeline = (id: string, signal?: AbortSignal) =>
  api<AlertTimeline>(`/v1/alerts/${encodeURIComponent(id)}/timeline`, { signal });

export const alertTimelineQueryOptions = (id: string) =>
  queryOptions({ queryKey: alertKeys.timeline(id), queryFn: ({ signal }) => getAlertTimeline(id, signal) });

export const useAlertTimeline = (id: string | undefined) =>
  useQuery({ ...alertTimelineQueryOptions(id ?? ''), enabled: Boolean(id) });
