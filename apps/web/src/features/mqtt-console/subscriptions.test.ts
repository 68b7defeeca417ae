import { describe, expect, it } from 'vitest';

import { parseConsoleSearch, withSearch } from './console-search';
import { MAX_SUBSCRIPTIONS, parseStoredSubscriptions, readSubscriptions, writeSubscriptions } from './subscriptions';

describe('stored subscriptions', () => {
  it('keeps well-formed entries once each', () => {
    const raw = JSON.stringify([
      { filter: 'yaam/v1/sandbox/#', qos: 1 },
      { filter: 'yaam/v1/sandbox/#', qos: 0 },
      { filter: 'a/#/b', qos: 0 },
      { filter: 'yaam/v1/alerts/+', qos: 3 },
      { filter: 42, qos: 0 },
      null,
      { filter: '#', qos: 0 },
    ]);
    expect(parseStoredSubscriptions(raw)).toEqual([
      { filter: 'yaam/v1/sandbox/#', qos: 1 },
      { filter: '#', qos: 0 },
    ]);
  });
  it('survives junk and stops at the limit', () => {
    expect(parseStoredSubscriptions(null)).toEqual([]);
    expect(parseStoredSubscriptions('{not json')).toEqual([]);
    expect(parseStoredSubscriptions('{"filter":"x"}')).toEqual([]);
    const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => ({ filter: `t/${i}`, qos: 0 })));
    expect(parseStoredSubscriptions(many)).toHaveLength(MAX_SUBSCRIPTIONS);
  });
});

describe('log filters in the address', () => {
  it('keeps sensible values and drops the rest', () => {
    expect(parseConsoleSearch({ topic: ' yaam/v1/sandbox/# ', q: 'กข', order: 'asc' })).toEqual({ topic: 'yaam/v1/sandbox/#', q: 'กข', order: 'asc' });
    expect(parseConsoleSearch({ topic: '', q: '   ', order: 'sideways', page: 3 })).toEqual({});
    expect(parseConsoleSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
    expect(parseConsoleSearch({ q: 1234 })).toEqual({ q: '1234' });
  });
  it('applies a change and removes cleared values', () => {
    expect(withSearch({ topic: 'a', q: 'b' }, { q: undefined, order: 'asc' })).toEqual({ topic: 'a', order: 'asc' });
  });
});

describe('subscriptions kept for the tab', () => {
  it('belong to the user who made them', () => {
    writeSubscriptions('user-a', [{ filter: 'yaam/v1/sandbox/#', qos: 1 }]);
    expect(readSubscriptions('user-a')).toEqual([{ filter: 'yaam/v1/sandbox/#', qos: 1 }]);
    expect(readSubscriptions('user-b')).toEqual([]);
    writeSubscriptions('user-a', []);
    expect(readSubscriptions('user-a')).toEqual([]);
  });
});
