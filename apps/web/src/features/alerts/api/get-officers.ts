// GET /api/v1/polices: active officers to assign an alert to, searched by name or badge.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Officer } from '@yaam/shared/contracts/police';

import { api } from '../../../lib/http';
import { alertKeys } from './keys';

export const officerSearch = (q: string, district: string | null): Record<string, string | number> => {
  const query: Record<string, string | number> = { status: 'active', pageSize: 20, sort: 'badgeNo' };
  if (q.trim()) query.q = q.trim();
  else if (district) query.district = district;
  return query;
};

export const getOfficers = (query: Record<string, string | number>, signal?: AbortSignal) =>
  api<{ items: Officer[]; total: number }>('/v1/polices', { query, signal });

export const assignableOfficersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: alertKeys.officers(query),
    queryFn: ({ signal }) => getOfficers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useAssignableOfficers = (query: Record<string, string | number>, enabled = true) =>
  useQuery({ ...assignableOfficersQueryOptions(query), enabled });
