// GET /api/v1/audit?resource=kwatch&entityId=…: who changed one entry, when, and what.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { auditPageSchema } from '@yaam/shared/contracts/audit';
import type { z } from 'zod';

import { api } from '../../../lib/http';
import { kwatchKeys } from './keys';

export type AuditPage = z.infer<typeof auditPageSchema>;

export const getEntryHistory = (id: string, signal?: AbortSignal) =>
  api<AuditPage>('/v1/audit', { query: { resource: 'kwatch', entityId: id, pageSize: 50 }, signal });

export const entryHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: kwatchKeys.history(id), queryFn: ({ signal }) => getEntryHistory(id, signal) });

export const useEntryHistory = (id: string, enabled = true) => useQuery({ ...entryHistoryQueryOptions(id), enabled });
