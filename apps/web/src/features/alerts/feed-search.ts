// The console's state in the address (/watchman?status=all&priority=high&district=BKK-LPN&q=…&alert=…):
// shareable and tolerant — a value that makes no sense is dropped rather than failing the page.
// Without `district` the console shows the user's own districts (every district when the user has none).
import { WATCH_PRIORITIES, type WatchPriority } from '@yaam/shared/contracts/kwatch-constants';

import { FEED_SORTS, type FeedFilter, type FeedSort } from './feed-cache';

export const ALL_DISTRICTS = 'all';

export interface FeedSearch {
  /** absent: open alerts only */
  status?: 'all';
  priority?: WatchPriority;
  /** absent: the user's districts; `all`; or one district code */
  district?: string;
  q?: string;
  /** absent: last seen, newest first */
  sort?: Exclude<FeedSort, 'lastSeenAt'>;
  /** the alert whose detail panel is open */
  alert?: string;
  /** absent: the alerts */
  tab?: 'reads';
}

const text = (v: unknown): string | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  return s ? s : undefined;
};
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined => values.find((x) => x === v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** validateSearch of /watchman: keeps valid, non-default values only, so the address stays short. */
export function parseFeedSearch(raw: Record<string, unknown>): FeedSearch {
  const out: FeedSearch = {};
  if (raw.status === 'all') out.status = 'all';
  const priority = oneOf(WATCH_PRIORITIES, raw.priority);
  if (priority) out.priority = priority;
  const district = text(raw.district);
  if (district === ALL_DISTRICTS) out.district = ALL_DISTRICTS;
  else if (district && /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/.test(district)) out.district = district.toUpperCase();
  const q = text(raw.q)?.slice(0, 32);
  if (q) out.q = q;
  const sort = oneOf(FEED_SORTS, raw.sort);
  if (sort && sort !== 'lastSeenAt') out.sort = sort;
  const alert = text(raw.alert);
  if (alert && UUID.test(alert)) out.alert = alert.toLowerCase();
  if (raw.tab === 'reads') out.tab = 'reads';
  return out;
}

/** The districts a search covers: null = every district. */
export function districtsOf(s: FeedSearch, myDistricts: readonly string[]): string[] | null {
  if (s.district === ALL_DISTRICTS) return null;
  if (s.district) return [s.district];
  return myDistricts.length ? [...myDistricts].sort() : null;
}

/** GET /api/v1/alerts's query for the feed (paging is added per page). */
export function apiQuery(s: FeedSearch, myDistricts: readonly string[]): Record<string, string | number> {
  const q: Record<string, string | number> = { sort: s.sort ?? 'lastSeenAt', order: 'desc' };
  if (s.status !== 'all') q.open = 'true';
  if (s.priority) q.priority = s.priority;
  const districts = districtsOf(s, myDistricts);
  if (districts) q.district = districts.join(',');
  if (s.q) q.q = s.q;
  return q;
}

/** The feed's filter, read back from its query (a cached feed's key), for realtime upserts. */
export function filterOfQuery(query: Record<string, string | number>): FeedFilter {
  const district = typeof query.district === 'string' && query.district ? query.district.split(',') : null;
  return {
    open: query.open === 'true',
    priority: oneOf(WATCH_PRIORITIES, query.priority),
    districts: district,
    q: typeof query.q === 'string' ? query.q : undefined,
  };
}

export const sortOfQuery = (query: Record<string, string | number>): FeedSort => oneOf(FEED_SORTS, query.sort) ?? 'lastSeenAt';

/** A change of filter keeps the open alert and the tab. */
export function withFilter(s: FeedSearch, change: Partial<FeedSearch>): FeedSearch {
  return parseFeedSearch({ ...s, ...change });
}

export const isFiltered = (s: FeedSearch) => Boolean(s.status || s.priority || s.district || s.q || s.sort);
