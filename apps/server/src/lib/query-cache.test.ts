import { describe, expect, it } from 'vitest';

import { QueryCache } from './query-cache';

describe('QueryCache', () => {
  it('serves a hit without loading, and shares one load between concurrent misses', async () => {
    const cache = new QueryCache<number>();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', load)).toBe(1);
  });

  it('drops everything on invalidate, and never keeps a load that straddled a change', async () => {
    const cache = new QueryCache<string>();
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('evicts the least recently used entry and forgets failures', async () => {
    const cache = new QueryCache<string>(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now most recent
    await cache.get('c', async () => 'c1'); // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    await expect(cache.get('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
  });

  it('expires entries after the TTL', async () => {
    const cache = new QueryCache<number>(10, 0);
    let n = 0;
    await cache.get('k', async () => ++n);
    expect(await cache.get('k', async () => ++n)).toBe(2);
  });
});
