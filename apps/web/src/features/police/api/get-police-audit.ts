// GET /api/v1/audit?resource=police: the latest changes to officers (who, when, what).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { auditPageSchema } from '@yaam/shared/contracts/audit';
import type { z } from 'zod';

import { api } from '../../../lib/http';
import { policeKeys } from './keys';

export type AuditPage = z.infer<typeof auditPageSchema>;

export const getPoliceAudit = (pageSize: number, signal?: AbortSignal) =>
  api<AuditPage>('/v1/audit', { query: { resource: 'police', pageSize }, signal });

export const policeAuditQueryOptions = (pageSize = 10) =>
  queryOptions({ queryKey: [...policeKeys.audit(), pageSize], queryFn: ({ signal }) => getPoliceAudit(pageSize, signal) });

export const usePoliceAudit = (pageSize = 10, enabled = true) => useQuery({ ...policeAuditQueryOptions(pageSize), enabled });
