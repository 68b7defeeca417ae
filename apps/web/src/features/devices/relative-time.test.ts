import { describe, expect, it } from 'vitest';

import { relativeTime } from './relative-time';

const now = Date.parse('2026-01-01T12:00:00Z');
const ago = (s: number) => new Date(now - s * 1000).toISOString();

describe('relative time', () => {
  it('says now, seconds, minutes, hours and days ago in English', () => {
    expect(relativeTime(ago(3), now, 'en')).toBe('now');
    expect(relativeTime(ago(30), now, 'en')).toBe('30 seconds ago');
    expect(relativeTime(ago(120), now, 'en')).toBe('2 minutes ago');
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(86400), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(5 * 86400), now, 'en')).toBe('5 days ago');
  });

  it('speaks Thai', () => {
    expect(relativeTime(ago(120), now, 'th')).toBe('2 นาทีที่ผ่านมา');
    expect(relativeTime(ago(3 * 3600), now, 'th')).toBe('3 ชั่วโมงที่ผ่านมา');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(relativeTime(null, now, 'en')).toBe('');
    expect(relativeTime('not a date', now, 'th')).toBe('');
  });
});
