// GET /api/v1/polices/summary: officers per district and status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { districtCountSchema } from '@yaam/shared/contracts/police';
import type { z } from 'zod';

import { api } from '../../../lib/http';
import { policeKeys } from './keys';

export type OfficerSummary = z.infer<typeof districtCountSchema>;

export const getOfficerSummary = (signal?: AbortSignal) => api<OfficerSummary>('/v1/polices/summary', { signal });

export const officerSummaryQueryOptions = () =>
  queryOptions({ queryKey: policeKeys.summary(), queryFn: ({ signal }) => getOfficerSummary(signal) });

export const useOfficerSummary = () => useQuery(officerSummaryQueryOptions());
