import { describe, expect, it } from 'vitest';

import { isChunkLoadError, shouldReload } from './chunk-reload';

describe('chunk-load reload guard (SPEC §8)', () => {
  it('reloads at most once per 10 s for the same path', () => {
    expect(shouldReload(null, '/map', 1000)).toBe(true);
    expect(shouldReload({ path: '/map', at: 1000 }, '/map', 5000)).toBe(false);
    expect(shouldReload({ path: '/map', at: 1000 }, '/map', 11_000)).toBe(true);
    expect(shouldReload({ path: '/map', at: 1000 }, '/kwatch', 2000)).toBe(true);
  });
  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
