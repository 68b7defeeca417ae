// GET /api/v1/districts: the district filter and the districts layer. Districts rarely change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { District } from '@yaam/shared/contracts/districts';

import { api } from '../../../lib/http';
import { mapKeys } from './keys';

export const getDistricts = (signal?: AbortSignal) => api<{ items: District[] }>('/v1/districts', { signal });

export const districtsQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.districts(), queryFn: ({ signal }) => getDistricts(signal), staleTime: 10 * 60_000, select: (d) => d.items });

export const useDistricts = (enabled: boolean) => useQuery({ ...districtsQueryOptions(), enabled });
