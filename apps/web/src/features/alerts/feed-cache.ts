// The alert feed's cache as realtime messages and mutations change it: an alert the feed already shows
// is replaced where it stands (rows do not jump under an officer's cursor); a new one that matches the
// filter goes where the sort puts it, which for the default sort is the top. Messages arrive once per
// district the alert is published to, and may be older than what a mutation already put in the cache.
import type { InfiniteData } from '@tanstack/react-query';
import type { Alert } from '@yaam/shared/contracts/alerts';
import { OPEN_ALERT_STATUSES } from '@yaam/shared/contracts/alerts-constants';
import { WATCH_PRIORITIES } from '@yaam/shared/contracts/kwatch-constants';

export interface AlertPage {
  items: Alert[];
  total: number;
  page: number;
  pageSize: number;
}
export type AlertFeedData = InfiniteData<AlertPage>;

export const FEED_SORTS = ['lastSeenAt', 'priority', 'firstSeenAt'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** What a feed shows: the same rules the server applies to GET /api/v1/alerts. */
export interface FeedFilter {
  open: boolean;
  priority?: Alert['priority'] | undefined;
  /** null: every district */
  districts: readonly string[] | null;
  q?: string | undefined;
}

const time = (s: string) => Date.parse(s) || 0;
const rank = (p: Alert['priority']) => WATCH_PRIORITIES.indexOf(p);

/** True when `incoming` is at least as new as `existing` (a sighting changes updatedAt, not version). */
export function isNewer(incoming: Alert, existing: Alert): boolean {
  if (incoming.version !== existing.version) return incoming.version > existing.version;
  return time(incoming.updatedAt) >= time(existing.updatedAt);
}

/** True when `incoming` carries a change `existing` does not have yet (a copy of the same is not). */
export function isChange(incoming: Alert, existing: Alert): boolean {
  if (incoming.version !== existing.version) return incoming.version > existing.version;
  return time(incoming.updatedAt) > time(existing.updatedAt);
}

/** The server's part-of-a-plate search: spaces and dashes do not count. */
export const normaliseQuery = (q: string) => q.replace(/[\s-]/g, '').toUpperCase();

export function matchesFeed(alert: Alert, f: FeedFilter): boolean {
  if (f.open && !(OPEN_ALERT_STATUSES as readonly string[]).includes(alert.status)) return false;
  if (f.priority && alert.priority !== f.priority) return false;
  if (f.districts) {
    const mine = new Set(f.districts);
    const seenHere = alert.districtCode !== null && mine.has(alert.districtCode);
    const notifiesHere = alert.notifyDistricts.length === 0 || alert.notifyDistricts.some((d) => mine.has(d));
    if (!seenHere && !notifiesHere) return false;
  }
  if (f.q && !alert.plate.plate.toUpperCase().includes(normaliseQuery(f.q))) return false;
  return true;
}

/** Negative when `a` comes before `b` in a feed sorted by `sort` (always newest first within it). */
export function compareAlerts(sort: FeedSort): (a: Alert, b: Alert) => number {
  const byLastSeen = (a: Alert, b: Alert) => time(b.lastSeenAt) - time(a.lastSeenAt) || b.id.localeCompare(a.id);
  if (sort === 'priority') return (a, b) => rank(b.priority) - rank(a.priority) || byLastSeen(a, b);
  if (sort === 'firstSeenAt') return (a, b) => time(b.firstSeenAt) - time(a.firstSeenAt) || byLastSeen(a, b);
  return byLastSeen;
}

export type UpsertOutcome = 'replaced' | 'inserted' | 'stale' | 'ignored';

/**
 * One alert into the pages of an infinite feed. `matches`: whether the alert belongs in this feed's
 * filter (an alert already shown is replaced either way, so a resolved alert stays visible, marked).
 */
export function upsertAlert(data: AlertFeedData, alert: Alert, opts: { sort: FeedSort; matches: boolean }): { data: AlertFeedData; outcome: UpsertOutcome } {
  for (let p = 0; p < data.pages.length; p++) {
    const page = data.pages[p]!;
    const i = page.items.findIndex((a) => a.id === alert.id);
    if (i < 0) continue;
    if (!isNewer(alert, page.items[i]!)) return { data, outcome: 'stale' };
    const items = page.items.slice();
    items[i] = alert;
    const pages = data.pages.slice();
    pages[p] = { ...page, items };
    return { data: { ...data, pages }, outcome: 'replaced' };
  }
  if (!opts.matches) return { data, outcome: 'ignored' };
  const before = compareAlerts(opts.sort);
  const loaded = data.pages.flatMap((page) => page.items);
  const at = loaded.findIndex((a) => before(alert, a) < 0);
  const more = data.pages.length > 0 && loaded.length < (data.pages[0]?.total ?? 0);
  // Past the last loaded row of a feed with more pages: it belongs to a page not loaded yet.
  const counted = (pages: AlertPage[]) => pages.map((page) => ({ ...page, total: page.total + 1 }));
  if (at < 0 && more) return { data: { ...data, pages: counted(data.pages) }, outcome: 'ignored' };
  const pages = counted(data.pages);
  if (pages.length === 0) {
    pages.push({ items: [alert], total: 1, page: 1, pageSize: 50 });
  } else {
    let index = at < 0 ? loaded.length : at;
    let p = 0;
    while (p < pages.length - 1 && index > pages[p]!.items.length) {
      index -= pages[p]!.items.length;
      p++;
    }
    const page = pages[p]!;
    pages[p] = { ...page, items: [...page.items.slice(0, index), alert, ...page.items.slice(index)] };
  }
  return { data: { ...data, pages }, outcome: 'inserted' };
}

/** Every alert of a feed, in order, once (pages may overlap after inserts shifted the server's pages). */
export function flattenFeed(data: AlertFeedData | undefined): Alert[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: Alert[] = [];
  for (const page of data.pages) {
    for (const a of page.items) {
      if (seen.has(a.id)) continue;
      seen.add(a.id);
      out.push(a);
    }
  }
  return out;
}
