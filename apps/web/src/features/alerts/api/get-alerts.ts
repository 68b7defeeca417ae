// GET /api/v1/alerts: the console's feed, newest first, 50 at a time ("more" loads the next page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../../lib/http';
import type { AlertPage } from '../feed-cache';
import { alertKeys } from './keys';

export const FEED_PAGE_SIZE = 50;

export const getAlerts = (query: Record<string, string | number>, signal?: AbortSignal) => api<AlertPage>('/v1/alerts', { query, signal });

export const alertsQueryOptions = (query: Record<string, string | number>) =>
  infiniteQueryOptions({
    queryKey: alertKeys.list(query),
    queryFn: ({ pageParam, signal }) => getAlerts({ ...query, page: pageParam, pageSize: FEED_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.items.length, 0) < last.total ? last.page + 1 : undefined),
  });

export const useAlerts = (query: Record<string, string | number>, enabled = true) => useInfiniteQuery({ ...alertsQueryOptions(query), enabled });
