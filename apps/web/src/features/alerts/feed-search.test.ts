import { describe, expect, it } from 'vitest';

import { apiQuery, districtsOf, filterOfQuery, parseFeedSearch, sortOfQuery, withFilter } from './feed-search';

const ID = '0b6f3d9e-4a1c-4c2b-9d7e-1f2a3b4c5d6e';

describe('parseFeedSearch', () => {
  it('keeps valid, non-default values and drops the rest', () => {
    expect(parseFeedSearch({ status: 'all', priority: 'high', district: 'bkk-lpn', q: ' กท 45 ', sort: 'priority', alert: ID.toUpperCase(), tab: 'reads' })).toEqual({
      status: 'all',
      priority: 'high',
      district: 'BKK-LPN',
      q: 'กท 45',
      sort: 'priority',
      alert: ID,
      tab: 'reads',
    });
    expect(parseFeedSearch({ status: 'open', priority: 'urgent', district: 'a b', sort: 'lastSeenAt', alert: 'x', tab: 'map', q: '' })).toEqual({});
    expect(parseFeedSearch({ district: 'all' })).toEqual({ district: 'all' });
  });
});

describe('districtsOf / apiQuery', () => {
  const mine = ['BKK-PTW', 'BKK-LPN'];
  it('uses the user\'s districts unless the address says otherwise', () => {
    expect(districtsOf({}, mine)).toEqual(['BKK-LPN', 'BKK-PTW']);
    expect(districtsOf({}, [])).toBeNull();
    expect(districtsOf({ district: 'all' }, mine)).toBeNull();
    expect(districtsOf({ district: 'BKK-BRK' }, mine)).toEqual(['BKK-BRK']);
  });

  it('asks the API for open alerts newest first by default, with the filters', () => {
    expect(apiQuery({}, mine)).toEqual({ sort: 'lastSeenAt', order: 'desc', open: 'true', district: 'BKK-LPN,BKK-PTW' });
    expect(apiQuery({ status: 'all', priority: 'critical', district: 'all', q: 'กท', sort: 'priority' }, mine)).toEqual({ sort: 'priority', order: 'desc', priority: 'critical', q: 'กท' });
  });

  it('reads the filter back from a query (for realtime upserts into a cached feed)', () => {
    const q = apiQuery({ priority: 'high', q: 'กท' }, mine);
    expect(filterOfQuery(q)).toEqual({ open: true, priority: 'high', districts: ['BKK-LPN', 'BKK-PTW'], q: 'กท' });
    expect(sortOfQuery(q)).toBe('lastSeenAt');
    expect(filterOfQuery(apiQuery({ status: 'all', district: 'all' }, mine))).toEqual({ open: false, priority: undefined, districts: null, q: undefined });
  });

  it('a change of filter keeps the open alert', () => {
    expect(withFilter({ alert: ID, priority: 'low' }, { priority: undefined, q: 'กข' })).toEqual({ alert: ID, q: 'กข' });
  });
});
