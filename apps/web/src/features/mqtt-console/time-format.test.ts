import { describe, expect, it } from 'vitest';

import { formatClock, formatExact, formatRelative } from './time-format';

const T = Date.parse('2026-11-22T02:27:49.123Z'); // 09:27:49 in Bangkok

describe('console times', () => {
  it('exact to the second in Bangkok time, Buddhist era in Thai', () => {
    expect(formatExact(T, 'en')).toBe('22 Nov 2026, 09:27:49');
    expect(formatExact(T, 'th')).toContain('2569');
    expect(formatExact(T, 'th')).toContain('09:27:49');
    expect(formatClock(T, 'en')).toBe('09:27:49.123');
  });
  it('relative: now, seconds, minutes, hours and days ago', () => {
    expect(formatRelative(T, T, 'en')).toBe('now');
    expect(formatRelative(T, T + 5_000, 'en')).toBe('5 seconds ago');
    expect(formatRelative(T, T + 125_000, 'en')).toBe('2 minutes ago');
    expect(formatRelative(T, T + 3 * 3_600_000, 'en')).toBe('3 hours ago');
    expect(formatRelative(T, T + 86_400_000, 'en')).toBe('yesterday');
    expect(formatRelative(T, T + 5_000, 'th')).toBe('5 วินาทีที่ผ่านมา');
  });
});
