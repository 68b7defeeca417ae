// The watchlist's state in the address (/kwatch?priority=critical&sort=…): shareable, and tolerant —
// a value that makes no sense is dropped rather than failing the page.
import {
  WATCH_PRIORITIES,
  WATCH_REASONS,
  WATCH_SORT_FIELDS,
  WATCH_STATUSES,
  type WatchPriority,
  type WatchReason,
  type WatchStatus,
} from '@yaam/shared/contracts/kwatch-constants';
import { MATCH_MODES, type MatchMode } from '@yaam/shared/match/pattern';

import { PAGE_SIZES, type PageSize } from '../../lib/paging';

export type SortField = (typeof WATCH_SORT_FIELDS)[number];

/** What the URL may carry; a missing key means its default. */
export interface WatchlistSearch {
  q?: string;
  reason?: WatchReason;
  priority?: WatchPriority;
  mode?: MatchMode;
  status?: WatchStatus;
  district?: string;
  sort?: SortField;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: PageSize;
}

export const FILTER_KEYS = ['q', 'reason', 'priority', 'mode', 'status', 'district'] as const;

/** Newest first, as the API does by default. */
export const WATCHLIST_DEFAULTS = { q: '', sort: 'createdAt', order: 'desc', page: 1, pageSize: 25 } as const satisfies WatchlistSearch;

export type ResolvedSearch = Required<Pick<WatchlistSearch, 'q' | 'sort' | 'order' | 'page' | 'pageSize'>> &
  Pick<WatchlistSearch, 'reason' | 'priority' | 'mode' | 'status' | 'district'>;

const text = (v: unknown): string | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  return s ? s : undefined;
};
const oneOf = <T extends string | number>(values: readonly T[], v: unknown): T | undefined =>
  values.find((x) => String(x) === String(v));

/** validateSearch of /kwatch: keeps valid, non-default values only, so the address stays short. */
export function parseWatchlistSearch(raw: Record<string, unknown>): WatchlistSearch {
  const out: WatchlistSearch = {};
  const q = text(raw.q)?.slice(0, 100);
  if (q) out.q = q;
  const reason = oneOf(WATCH_REASONS, raw.reason);
  if (reason) out.reason = reason;
  const priority = oneOf(WATCH_PRIORITIES, raw.priority);
  if (priority) out.priority = priority;
  const mode = oneOf(MATCH_MODES, raw.mode);
  if (mode) out.mode = mode;
  const status = oneOf(WATCH_STATUSES, raw.status);
  if (status) out.status = status;
  const district = text(raw.district);
  if (district && /^[A-Za-z0-9-]{1,32}$/.test(district)) out.district = district.toUpperCase();
  const sort = oneOf(WATCH_SORT_FIELDS, raw.sort);
  const order = oneOf(['asc', 'desc'] as const, raw.order);
  if (sort && sort !== WATCHLIST_DEFAULTS.sort) out.sort = sort;
  if (order && order !== WATCHLIST_DEFAULTS.order) out.order = order;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  const pageSize = oneOf(PAGE_SIZES, raw.pageSize);
  if (pageSize && pageSize !== WATCHLIST_DEFAULTS.pageSize) out.pageSize = pageSize;
  return out;
}

export function resolveSearch(s: WatchlistSearch): ResolvedSearch {
  return { ...WATCHLIST_DEFAULTS, ...s };
}

export const isFiltered = (s: WatchlistSearch) => FILTER_KEYS.some((k) => Boolean(s[k]));

/** A change of filter, search or page size starts again at page 1. */
export function withFilter(s: WatchlistSearch, change: Partial<WatchlistSearch>): WatchlistSearch {
  return parseWatchlistSearch({ ...s, ...change, page: 1 });
}

/** Fields whose useful first order is the highest (priority) or the latest (dates). */
const DESC_FIRST = new Set<SortField>(['priority', 'createdAt', 'updatedAt', 'validFrom', 'validUntil']);

/** Clicking a column header: the same column flips the order, another column starts in its useful order. */
export function withSort(s: WatchlistSearch, field: SortField): WatchlistSearch {
  const r = resolveSearch(s);
  const order = r.sort === field ? (r.order === 'asc' ? 'desc' : 'asc') : DESC_FIRST.has(field) ? 'desc' : 'asc';
  return parseWatchlistSearch({ ...s, sort: field, order, page: 1 });
}

/** The API's query (GET /api/v1/kwatch and export.csv): the same filter, nothing empty. */
export function apiQuery(s: WatchlistSearch, { paged = true } = {}): Record<string, string | number> {
  const r = resolveSearch(s);
  const q: Record<string, string | number> = { sort: r.sort, order: r.order };
  for (const k of FILTER_KEYS) {
    const v = r[k];
    if (v) q[k] = v;
  }
  if (paged) {
    q.page = r.page;
    q.pageSize = r.pageSize;
  }
  return q;
}
