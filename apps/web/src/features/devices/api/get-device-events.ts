// GET /api/v1/devices/{id}/events: the device's status history, newest first, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceEvent } from '@yaam/shared/contracts/devices';

import { api } from '../../../lib/http';
import { deviceUrl } from './get-device';
import { deviceKeys } from './keys';

export const EVENTS_PAGE_SIZE = 10;

export interface DeviceEventPage {
  items: DeviceEvent[];
  total: number;
  page: number;
  pageSize: number;
}

export const getDeviceEvents = (id: string, page: number, signal?: AbortSignal) =>
  api<DeviceEventPage>(deviceUrl(id, '/events'), { query: { page, pageSize: EVENTS_PAGE_SIZE }, signal });

export const deviceEventsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: deviceKeys.events(id, page),
    queryFn: ({ signal }) => getDeviceEvents(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useDeviceEvents = (id: string, page: number) => useQuery(deviceEventsQueryOptions(id, page));
