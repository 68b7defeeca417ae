// The device list's state in the address (/settings/devices?status=offline&kind=cctv&…): shareable and
// tolerant — a value that makes no sense is dropped rather than failing the page.
import type { DeviceKind, DeviceListQuery, DeviceStatusValue } from '@yaam/shared/contracts/devices';

import { PAGE_SIZES, type PageSize } from '../../lib/paging';

// The contract's lists, without zod: validateSearch runs in the browser's entry chunk, which stays
// light. device-search.test.ts keeps them equal to packages/shared's.
export const KINDS = ['lpr-camera', 'cctv', 'checkpoint', 'mobile'] as const satisfies readonly DeviceKind[];
export const STATUSES = ['online', 'offline'] as const satisfies readonly DeviceStatusValue[];
export const SORT_FIELDS = [
  'id',
  'serial',
  'name',
  'kind',
  'siteName',
  'districtCode',
  'status',
  'lastSeenAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly DeviceListQuery['sort'][];
/** A device id is one MQTT topic level (topicLevelSchema). */
export const DEVICE_ID_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export type DeviceSortField = (typeof SORT_FIELDS)[number];

/** What the URL may carry; a missing key means its default. */
export interface DeviceSearch {
  q?: string;
  status?: DeviceStatusValue;
  kind?: DeviceKind;
  district?: string;
  enabled?: boolean;
  /** only devices whose read rate dropped far below usual */
  flagged?: boolean;
  sort?: DeviceSortField;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: PageSize;
}

export const DEVICE_SEARCH_DEFAULTS = {
  q: '',
  sort: 'id',
  order: 'asc',
  page: 1,
  pageSize: 25,
} as const satisfies DeviceSearch;

export type ResolvedDeviceSearch = Required<
  Pick<DeviceSearch, 'q' | 'sort' | 'order' | 'page' | 'pageSize'>
> &
  Pick<DeviceSearch, 'status' | 'kind' | 'district' | 'enabled' | 'flagged'>;

const text = (v: unknown): string | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  return s ? s : undefined;
};
const oneOf = <T extends string | number>(values: readonly T[], v: unknown): T | undefined =>
  values.find((x) => String(x) === String(v));
const bool = (v: unknown): boolean | undefined =>
  v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined;

/** validateSearch of /settings/devices: keeps valid, non-default values only, so the address stays short. */
export function parseDeviceSearch(raw: Record<string, unknown>): DeviceSearch {
  const out: DeviceSearch = {};
  const q = text(raw.q)?.slice(0, 100);
  if (q) out.q = q;
  const status = oneOf(STATUSES, raw.status);
  if (status) out.status = status;
  const kind = oneOf(KINDS, raw.kind);
  if (kind) out.kind = kind;
  const district = text(raw.district);
  if (district && /^[A-Za-z0-9-]{1,32}$/.test(district)) out.district = district.toUpperCase();
  const enabled = bool(raw.enabled);
  if (enabled !== undefined) out.enabled = enabled;
  if (bool(raw.flagged) === true) out.flagged = true;
  const sort = oneOf(SORT_FIELDS, raw.sort);
  if (sort && sort !== DEVICE_SEARCH_DEFAULTS.sort) out.sort = sort;
  const order = oneOf(['asc', 'desc'] as const, raw.order);
  if (order && order !== DEVICE_SEARCH_DEFAULTS.order) out.order = order;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  const pageSize = oneOf(PAGE_SIZES, raw.pageSize);
  if (pageSize && pageSize !== DEVICE_SEARCH_DEFAULTS.pageSize) out.pageSize = pageSize;
  return out;
}

export function resolveDeviceSearch(s: DeviceSearch): ResolvedDeviceSearch {
  return { ...DEVICE_SEARCH_DEFAULTS, ...s };
}

export const isFiltered = (s: DeviceSearch) =>
  Boolean(s.q || s.status || s.kind || s.district || s.enabled !== undefined || s.flagged);

/** A change of filter, search or page size starts again at page 1. */
export function withFilter(s: DeviceSearch, change: Partial<DeviceSearch>): DeviceSearch {
  return parseDeviceSearch({ ...s, ...change, page: 1 });
}

/** Clicking a column header: the same column flips the order, another column sorts ascending. */
export function withSort(s: DeviceSearch, field: DeviceSortField): DeviceSearch {
  const r = resolveDeviceSearch(s);
  const order = r.sort === field ? (r.order === 'asc' ? 'desc' : 'asc') : 'asc';
  return parseDeviceSearch({ ...s, sort: field, order, page: 1 });
}

/** GET /api/v1/devices's query: the same filter, nothing empty. */
export function deviceApiQuery(s: DeviceSearch): Record<string, string | number> {
  const r = resolveDeviceSearch(s);
  const q: Record<string, string | number> = {
    sort: r.sort,
    order: r.order,
    page: r.page,
    pageSize: r.pageSize,
  };
  if (r.q) q.q = r.q;
  if (r.status) q.status = r.status;
  if (r.kind) q.kind = r.kind;
  if (r.district) q.district = r.district;
  if (r.enabled !== undefined) q.enabled = String(r.enabled);
  if (r.flagged) q.rateDrop = 'true';
  return q;
}
