// GET /api/v1/alerts?open=true, every page up to a thousand, critical first: the alerts layer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert } from '@yaam/shared/contracts/alerts';

import { api } from '../../../lib/http';
import { mapKeys } from './keys';
import { fetchAllPages } from './paged';

export const MAX_MAP_ALERTS = 1000;

export const getOpenAlerts = async (signal?: AbortSignal) =>
  fetchAllPages(
    (page, pageSize) => api<{ items: Alert[]; total: number }>('/v1/alerts', { query: { open: 'true', sort: 'priority', order: 'desc', page, pageSize }, signal }),
    { maxItems: MAX_MAP_ALERTS },
  );

export const openAlertsQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.alerts(), queryFn: ({ signal }) => getOpenAlerts(signal), staleTime: 60_000 });

export const useOpenAlerts = (enabled: boolean) => useQuery({ ...openAlertsQueryOptions(), enabled });
