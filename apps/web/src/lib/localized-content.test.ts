import { describe, expect, it } from 'vitest';

import { groupByLocale, pickLocale } from './localized-content';

describe('localized content', () => {
  it('pairs a page with its Thai text and picks by language, falling back to English', () => {
    const groups = groupByLocale({ '/c/a.md': 'A', '/c/a.th.md': 'ก', '/c/b.md': 'B' });
    expect([...groups.keys()]).toEqual(['/c/a.md', '/c/b.md']);
    expect(pickLocale(groups.get('/c/a.md')!, 'th')).toBe('ก');
    expect(pickLocale(groups.get('/c/a.md')!, 'en')).toBe('A');
    expect(pickLocale(groups.get('/c/b.md')!, 'th')).toBe('B');
  });
});
