import { describe, expect, it } from 'vitest';

import { formatAgo, formatDistance, formatDuration } from './map-format';

describe('map formats', () => {
  it('gives distances in metres below a kilometre, else kilometres', () => {
    expect(formatDistance(347, 'en')).toBe('350 m');
    expect(formatDistance(3240, 'en')).toBe('3.2 km');
    expect(formatDistance(42_400, 'en')).toBe('42 km');
    expect(formatDistance(3240, 'th')).toMatch(/3\.2\s?กม\./);
  });

  it('gives elapsed times coarsely', () => {
    expect(formatDuration(0.5, 'en')).toMatch(/^30 secs?$/);
    expect(formatDuration(12, 'en')).toMatch(/^12 mins?$/);
    expect(formatDuration(185, 'en')).toMatch(/^3 hrs? 5 mins?$/);
    expect(formatDuration(120, 'en')).toMatch(/^2 hrs?$/);
    expect(formatDuration(3 * 24 * 60, 'en')).toBe('3 days');
    expect(formatDuration(12, 'th')).toMatch(/12\s?นาที/);
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(formatAgo('2026-11-22T09:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(formatAgo('2026-11-22T09:59:59Z', 'en', now)).toBe('1 second ago');
    expect(formatAgo('2026-11-20T10:00:00Z', 'th', now)).toBe('เมื่อวานซืน');
    expect(formatAgo('not a date', 'en', now)).toBe('');
  });
});
