import { describe, expect, it } from 'vitest';

import { compareAlerts, flattenFeed, isChange, isNewer, matchesFeed, upsertAlert, type AlertFeedData, type AlertPage } from './feed-cache';
import { makeAlert } from './test-alert';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
const feedOf = (pages: Array<ReturnType<typeof makeAlert>[]>, total?: number): AlertFeedData => ({
  pages: pages.map((items, i): AlertPage => ({ items, total: total ?? pages.flat().length, page: i + 1, pageSize: items.length })),
  pageParams: pages.map((_, i) => i + 1),
});
const ids = (d: AlertFeedData) => flattenFeed(d).map((a) => a.id);

describe('upsertAlert', () => {
  const a = makeAlert({ lastSeenAt: at(30) });
  const b = makeAlert({ lastSeenAt: at(20) });
  const c = makeAlert({ lastSeenAt: at(10) });

  it('puts a new alert at the top of a feed sorted by last seen, and counts it', () => {
    const fresh = makeAlert({ lastSeenAt: at(40) });
    const { data, outcome } = upsertAlert(feedOf([[a, b, c]]), fresh, { sort: 'lastSeenAt', matches: true });
    expect(outcome).toBe('inserted');
    expect(ids(data)).toEqual([fresh.id, a.id, b.id, c.id]);
    expect(data.pages[0]!.total).toBe(4);
  });

  it('replaces an alert the feed shows where it stands, even when it moved in the sort', () => {
    const seenAgain = { ...b, lastSeenAt: at(50), sightingCount: 2, updatedAt: at(50) };
    const { data, outcome } = upsertAlert(feedOf([[a], [b, c]]), seenAgain, { sort: 'lastSeenAt', matches: true });
    expect(outcome).toBe('replaced');
    expect(ids(data)).toEqual([a.id, b.id, c.id]);
    expect(flattenFeed(data)[1]!.sightingCount).toBe(2);
    expect(data.pages[0]!.total).toBe(3);
  });

  it('keeps a changed alert that no longer matches the filter (a resolved alert in the open feed stays, marked)', () => {
    const resolved = { ...a, status: 'resolved' as const, version: 2 };
    const { data, outcome } = upsertAlert(feedOf([[a, b]]), resolved, { sort: 'lastSeenAt', matches: false });
    expect(outcome).toBe('replaced');
    expect(flattenFeed(data)[0]!.status).toBe('resolved');
  });

  it('ignores an older copy (a message that arrives after the mutation answered) and a new alert outside the filter', () => {
    const newer = { ...a, status: 'acknowledged' as const, version: 2 };
    const feed = feedOf([[newer, b]]);
    expect(upsertAlert(feed, a, { sort: 'lastSeenAt', matches: true })).toEqual({ data: feed, outcome: 'stale' });
    expect(upsertAlert(feed, makeAlert(), { sort: 'lastSeenAt', matches: false })).toEqual({ data: feed, outcome: 'ignored' });
  });

  it('places a new alert by priority in a feed sorted by priority', () => {
    const crit = makeAlert({ priority: 'critical', lastSeenAt: at(5) });
    const low = makeAlert({ priority: 'low', lastSeenAt: at(59) });
    const medium = makeAlert({ priority: 'medium', lastSeenAt: at(1) });
    const sorted = [crit, a, b, low];
    const { data } = upsertAlert(feedOf([sorted]), medium, { sort: 'priority', matches: true });
    expect(ids(data)).toEqual([crit.id, a.id, b.id, medium.id, low.id]);
  });

  it('leaves a new alert that sorts after the loaded rows to the pages not loaded yet, but counts it', () => {
    const old = makeAlert({ lastSeenAt: at(0) });
    const { data, outcome } = upsertAlert(feedOf([[a, b]], 10), old, { sort: 'lastSeenAt', matches: true });
    expect(outcome).toBe('ignored');
    expect(ids(data)).toEqual([a.id, b.id]);
    expect(data.pages[0]!.total).toBe(11);
  });

  it('appends to a fully loaded feed and starts an empty one', () => {
    const old = makeAlert({ lastSeenAt: at(0) });
    expect(ids(upsertAlert(feedOf([[a, b]]), old, { sort: 'lastSeenAt', matches: true }).data)).toEqual([a.id, b.id, old.id]);
    const empty: AlertFeedData = { pages: [{ items: [], total: 0, page: 1, pageSize: 50 }], pageParams: [1] };
    expect(ids(upsertAlert(empty, a, { sort: 'lastSeenAt', matches: true }).data)).toEqual([a.id]);
  });
});

describe('isNewer', () => {
  const a = makeAlert();
  it('goes by version, then by update time (a sighting does not bump the version)', () => {
    expect(isNewer({ ...a, version: 2 }, a)).toBe(true);
    expect(isNewer(a, { ...a, version: 2 })).toBe(false);
    expect(isNewer({ ...a, updatedAt: at(59), sightingCount: 2 }, a)).toBe(true);
    expect(isNewer(a, { ...a, updatedAt: at(59) })).toBe(false);
  });
});

describe('isChange', () => {
  const a = makeAlert();
  it('is a newer version or a later update, never the same copy again', () => {
    expect(isChange(a, { ...a })).toBe(false);
    expect(isChange({ ...a, version: 2 }, a)).toBe(true);
    expect(isChange({ ...a, updatedAt: at(59) }, a)).toBe(true);
    expect(isChange(a, { ...a, version: 2 })).toBe(false);
  });
});

describe('matchesFeed', () => {
  it('applies the server rules: open statuses, priority, districts seen in or notified (none = all), plate part', () => {
    const a = makeAlert({ districtCode: 'BKK-FAR', notifyDistricts: ['BKK-LPN'] });
    expect(matchesFeed(a, { open: true, districts: ['BKK-LPN'] })).toBe(true);
    expect(matchesFeed(a, { open: true, districts: ['BKK-FAR'] })).toBe(true);
    expect(matchesFeed(a, { open: true, districts: ['BKK-PTW'] })).toBe(false);
    expect(matchesFeed({ ...a, notifyDistricts: [] }, { open: true, districts: ['BKK-PTW'] })).toBe(true);
    expect(matchesFeed(a, { open: true, districts: null })).toBe(true);
    expect(matchesFeed({ ...a, status: 'resolved' }, { open: true, districts: null })).toBe(false);
    expect(matchesFeed({ ...a, status: 'resolved' }, { open: false, districts: null })).toBe(true);
    expect(matchesFeed(a, { open: false, districts: null, priority: 'critical' })).toBe(false);
    expect(matchesFeed(a, { open: false, districts: null, q: 'กท 45' })).toBe(true);
    expect(matchesFeed(a, { open: false, districts: null, q: 'กข' })).toBe(false);
  });
});

describe('compareAlerts', () => {
  it('orders by last seen, newest first; by priority, then newest', () => {
    const older = makeAlert({ lastSeenAt: at(1), priority: 'critical' });
    const newer = makeAlert({ lastSeenAt: at(2), priority: 'low' });
    expect([older, newer].sort(compareAlerts('lastSeenAt'))).toEqual([newer, older]);
    expect([newer, older].sort(compareAlerts('priority'))).toEqual([older, newer]);
  });
});

describe('flattenFeed', () => {
  it('lists each alert once although pages overlap after inserts', () => {
    const a = makeAlert();
    const b = makeAlert();
    expect(ids(feedOf([[a, b], [b]]))).toEqual([a.id, b.id]);
    expect(flattenFeed(undefined)).toEqual([]);
  });
});
