import { describe, expect, it } from 'vitest';

import { DEFAULT_PREFS, parsePrefs } from './notification-prefs';
import { isUrgent, toneOf } from './notify';
import { makeAlert } from './test-alert';
import { isFreshAlert } from './use-alerts-feed';

describe('new alerts', () => {
  it('a fresh alert is one raised just now that this console has not seen (it arrives once per district)', () => {
    const a = makeAlert();
    expect(isFreshAlert(a, new Set())).toBe(true);
    expect(isFreshAlert(a, new Set([a.id]))).toBe(false);
    expect(isFreshAlert({ ...a, sightingCount: 2 }, new Set())).toBe(false);
    expect(isFreshAlert({ ...a, status: 'acknowledged', version: 2 }, new Set())).toBe(false);
  });

  it('high and critical alerts sound (critical twice); the others only toast', () => {
    expect(['low', 'medium', 'high', 'critical'].map((p) => isUrgent(p as 'low'))).toEqual([false, false, true, true]);
    expect(toneOf('critical')).toHaveLength(2);
    expect(toneOf('high')).toHaveLength(1);
    expect(toneOf('medium')).toEqual([]);
  });
});

describe('parsePrefs', () => {
  it('reads the stored choice and falls back to the defaults (sound on, browser notifications off)', () => {
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(DEFAULT_PREFS).toEqual({ sound: true, desktop: false });
    expect(parsePrefs('{"sound":false,"desktop":true}')).toEqual({ sound: false, desktop: true });
    expect(parsePrefs('{"sound":"no"}')).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('not json')).toEqual(DEFAULT_PREFS);
  });
});
