// The directory's state in the address (/polices?q=…&district=…&sort=…): shareable, and tolerant —
// a value that makes no sense is dropped rather than failing the page.
import { OFFICER_SORT_FIELDS, OFFICER_STATUSES, type OfficerStatus } from '@yaam/shared/contracts/police-constants';
import { RANK_CODES } from '@yaam/shared/thai';

import { PAGE_SIZES, type PageSize } from '../../lib/paging';

export type SortField = (typeof OFFICER_SORT_FIELDS)[number];

/** What the URL may carry; a missing key means its default. */
export interface DirectorySearch {
  q?: string;
  district?: string;
  rank?: string;
  status?: OfficerStatus;
  sort?: SortField;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: PageSize;
}

export const DIRECTORY_DEFAULTS = { q: '', sort: 'badgeNo', order: 'asc', page: 1, pageSize: 25 } as const satisfies DirectorySearch;

export type ResolvedSearch = Required<Pick<DirectorySearch, 'q' | 'sort' | 'order' | 'page' | 'pageSize'>> & Pick<DirectorySearch, 'district' | 'rank' | 'status'>;

const text = (v: unknown): string | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  return s ? s : undefined;
};
const oneOf = <T extends string | number>(values: readonly T[], v: unknown): T | undefined =>
  values.find((x) => String(x) === String(v));

/** validateSearch of /polices: keeps valid, non-default values only, so the address stays short. */
export function parseDirectorySearch(raw: Record<string, unknown>): DirectorySearch {
  const out: DirectorySearch = {};
  const q = text(raw.q)?.slice(0, 100);
  if (q) out.q = q;
  const district = text(raw.district);
  if (district && /^[A-Za-z0-9-]{1,32}$/.test(district)) out.district = district.toUpperCase();
  const rank = oneOf(RANK_CODES, raw.rank);
  if (rank) out.rank = rank;
  const status = oneOf(OFFICER_STATUSES, raw.status);
  if (status) out.status = status;
  const sort = oneOf(OFFICER_SORT_FIELDS, raw.sort);
  if (sort && sort !== DIRECTORY_DEFAULTS.sort) out.sort = sort;
  const order = oneOf(['asc', 'desc'] as const, raw.order);
  if (order && order !== DIRECTORY_DEFAULTS.order) out.order = order;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  const pageSize = oneOf(PAGE_SIZES, raw.pageSize);
  if (pageSize && pageSize !== DIRECTORY_DEFAULTS.pageSize) out.pageSize = pageSize;
  return out;
}

export function resolveSearch(s: DirectorySearch): ResolvedSearch {
  return { ...DIRECTORY_DEFAULTS, ...s };
}

/** A change of filter, search or page size starts again at page 1. */
export function withFilter(s: DirectorySearch, change: Partial<DirectorySearch>): DirectorySearch {
  return parseDirectorySearch({ ...s, ...change, page: 1 });
}

/** Clicking a column header: the same column flips the order, another column sorts ascending. */
export function withSort(s: DirectorySearch, field: SortField): DirectorySearch {
  const r = resolveSearch(s);
  const order = r.sort === field ? (r.order === 'asc' ? 'desc' : 'asc') : 'asc';
  return parseDirectorySearch({ ...s, sort: field, order, page: 1 });
}

/** The API's query (GET /api/v1/polices and export.csv): the same filter, nothing empty. */
export function apiQuery(s: DirectorySearch, { paged = true } = {}): Record<string, string | number> {
  const r = resolveSearch(s);
  const q: Record<string, string | number> = { sort: r.sort, order: r.order };
  if (r.q) q.q = r.q;
  if (r.district) q.district = r.district;
  if (r.rank) q.rank = r.rank;
  if (r.status) q.status = r.status;
  if (paged) {
    q.page = r.page;
    q.pageSize = r.pageSize;
  }
  return q;
}
