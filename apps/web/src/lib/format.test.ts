import { describe, expect, it } from 'vitest';

import { collatorFor, formatDate, formatDateTime, sortByText } from './format';

describe('dates', () => {
  const iso = '2025-01-03T07:05:00.000Z'; // 14:05 in Bangkok
  it('Thai uses the Buddhist era', () => {
    expect(formatDate(iso, 'th')).toContain('2568');
    expect(formatDate(iso, 'th')).not.toContain('2025');
    expect(formatDateTime(iso, 'th')).toContain('14:05');
  });
  it('English uses the Gregorian year', () => {
    expect(formatDate(iso, 'en')).toBe('3 Jan 2025');
    expect(formatDateTime(iso, 'en')).toContain('14:05');
  });
  it('a day is Bangkok\'s day', () => {
    expect(formatDate('2025-01-03T20:00:00.000Z', 'en')).toBe('4 Jan 2025');
  });
  it('bad input gives nothing', () => {
    expect(formatDate('not a date', 'th')).toBe('');
  });
});

describe('Thai collation', () => {
  it('sorts Thai names in dictionary order, not code-point order', () => {
    // เ (U+0E40) sorts after ข by code point; in Thai dictionaries เก goes under ก.
    const names = ['ขวัญ', 'เกียรติ', 'กมล'];
    expect(sortByText(names, (n) => n, 'th')).toEqual(['กมล', 'เกียรติ', 'ขวัญ']);
    expect([...names].sort()).not.toEqual(['กมล', 'เกียรติ', 'ขวัญ']);
  });
  it('English ignores case and orders numbers naturally', () => {
    expect(collatorFor('en').compare('a2', 'A10')).toBeLessThan(0);
  });
});
