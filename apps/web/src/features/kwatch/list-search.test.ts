import { describe, expect, it } from 'vitest';

import { apiQuery, isFiltered, parseWatchlistSearch, resolveSearch, withFilter, withSort } from './list-search';

describe('watchlist search in the address', () => {
  it('keeps valid filters and drops nonsense and defaults', () => {
    expect(
      parseWatchlistSearch({
        q: '  กข 12 ',
        priority: 'critical',
        reason: 'bored',
        mode: 'fuzzy',
        status: 'expired',
        district: 'bkk-lpn',
        sort: 'createdAt',
        order: 'desc',
        page: '1',
        pageSize: 25,
      }),
    ).toEqual({ q: 'กข 12', priority: 'critical', mode: 'fuzzy', status: 'expired', district: 'BKK-LPN' });
    expect(parseWatchlistSearch({ priority: 'urgent', sort: 'secret', order: 'up', page: -3, pageSize: 7, district: 'x y' })).toEqual({});
    expect(parseWatchlistSearch({ sort: 'priority', order: 'asc', page: '3', pageSize: '50' })).toEqual({ sort: 'priority', order: 'asc', page: 3, pageSize: 50 });
  });

  it('a filter change goes back to page 1; clearing removes the key', () => {
    expect(withFilter({ priority: 'high', page: 4 }, { reason: 'stolen' })).toEqual({ priority: 'high', reason: 'stolen' });
    expect(withFilter({ priority: 'high' }, { priority: undefined })).toEqual({});
  });

  it('sorting: priority and dates start highest or latest first, text A–Z; the same column flips', () => {
    expect(withSort({}, 'priority')).toEqual({ sort: 'priority' });
    expect(resolveSearch(withSort({}, 'priority')).order).toBe('desc');
    expect(withSort({ sort: 'priority' }, 'priority')).toEqual({ sort: 'priority', order: 'asc' });
    expect(withSort({ page: 3 }, 'pattern')).toEqual({ sort: 'pattern', order: 'asc' });
    // the default column (newest first) flips to oldest first
    expect(withSort({}, 'createdAt')).toEqual({ order: 'asc' });
  });

  it('the API query carries the filter; the export has no paging', () => {
    const s = { q: 'กข', priority: 'low', district: 'BKK-LPN', page: 2 } as const;
    expect(apiQuery(s)).toEqual({ q: 'กข', priority: 'low', district: 'BKK-LPN', sort: 'createdAt', order: 'desc', page: 2, pageSize: 25 });
    expect(apiQuery(s, { paged: false })).toEqual({ q: 'กข', priority: 'low', district: 'BKK-LPN', sort: 'createdAt', order: 'desc' });
    expect(isFiltered(s)).toBe(true);
    expect(isFiltered({ sort: 'priority', page: 2 })).toBe(false);
  });
});
