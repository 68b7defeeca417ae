import { describe, expect, it } from 'vitest';

import { pageCount } from '../../lib/paging';
import { apiQuery, parseDirectorySearch, resolveSearch, withFilter, withSort } from './directory-search';

describe('directory search params', () => {
  it('keeps valid values and drops defaults', () => {
    expect(parseDirectorySearch({ q: ' สมชาย ', district: 'bkk-01', rank: 'pol-col', status: 'active', sort: 'lastNameTh', order: 'desc', page: '3', pageSize: '50' })).toEqual({
      q: 'สมชาย',
      district: 'BKK-01',
      rank: 'pol-col',
      status: 'active',
      sort: 'lastNameTh',
      order: 'desc',
      page: 3,
      pageSize: 50,
    });
    expect(parseDirectorySearch({ sort: 'badgeNo', order: 'asc', page: 1, pageSize: 25, q: '' })).toEqual({});
  });

  it('drops nonsense instead of failing (a shared link may be old or edited by hand)', () => {
    expect(parseDirectorySearch({ rank: 'general', status: 'gone', sort: 'password', order: 'up', page: '-2', pageSize: '7', district: '<script>' })).toEqual({});
    expect(parseDirectorySearch({ page: '2.5' })).toEqual({});
    expect(parseDirectorySearch({ q: 12345 })).toEqual({ q: '12345' });
    expect(parseDirectorySearch({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('resolves defaults', () => {
    expect(resolveSearch({})).toEqual({ q: '', sort: 'badgeNo', order: 'asc', page: 1, pageSize: 25 });
  });

  it('a new filter goes back to page 1', () => {
    expect(withFilter({ page: 4, q: 'a' }, { status: 'retired' })).toEqual({ q: 'a', status: 'retired' });
    expect(withFilter({ status: 'retired' }, { status: undefined })).toEqual({});
  });

  it('sorting: same column flips, another column starts ascending', () => {
    expect(withSort({}, 'badgeNo')).toEqual({ order: 'desc' });
    expect(withSort({ order: 'desc' }, 'badgeNo')).toEqual({});
    expect(withSort({ sort: 'lastNameTh', order: 'desc', page: 3 }, 'status')).toEqual({ sort: 'status' });
  });

  it('API query: the same filter, paged or not', () => {
    expect(apiQuery({ q: 'ใจดี', district: 'BKK-01', page: 2 })).toEqual({ q: 'ใจดี', district: 'BKK-01', sort: 'badgeNo', order: 'asc', page: 2, pageSize: 25 });
    expect(apiQuery({ status: 'active' }, { paged: false })).toEqual({ status: 'active', sort: 'badgeNo', order: 'asc' });
  });

  it('page count is at least 1', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
