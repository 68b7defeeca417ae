// GET /api/v1/districts: the filter and the picker of the police screens. Districts rarely change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { District } from '@yaam/shared/contracts/districts';

import { api } from '../../../lib/http';
import { policeKeys } from './keys';

export const getDistricts = (signal?: AbortSignal) => api<{ items: District[] }>('/v1/districts', { signal });

export const districtsQueryOptions = () =>
  queryOptions({ queryKey: policeKeys.districts(), queryFn: ({ signal }) => getDistricts(signal), staleTime: 10 * 60_000, select: (d) => d.items });

export const useDistricts = () => useQuery(districtsQueryOptions());
