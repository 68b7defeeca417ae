import { describe, expect, it } from 'vitest';

import { createRateWindow } from './rate-window';

const T0 = 1_700_000_000_000;

describe('message rate per topic over the last 10 s', () => {
  it('counts messages per topic and divides by the window', () => {
    const w = createRateWindow(10);
    for (let i = 0; i < 20; i++) w.record('a', T0 + i * 100); // 20 in 2 s
    for (let i = 0; i < 5; i++) w.record('b', T0 + i * 1000); // 5 in 5 s
    expect(w.snapshot(T0 + 5000)).toEqual([
      { topic: 'a', count: 20, perSecond: 2 },
      { topic: 'b', count: 5, perSecond: 0.5 },
    ]);
  });

  it('forgets what is older than the window', () => {
    const w = createRateWindow(10);
    w.record('a', T0);
    w.record('a', T0 + 9_000);
    expect(w.snapshot(T0 + 9_500)[0]?.count).toBe(2);
    expect(w.snapshot(T0 + 10_000)[0]?.count).toBe(1);
    expect(w.snapshot(T0 + 19_000)).toEqual([]);
    // A ring slot reused after a full turn starts from zero.
    w.record('a', T0 + 20_000);
    expect(w.snapshot(T0 + 20_000)).toEqual([{ topic: 'a', count: 1, perSecond: 0.1 }]);
  });

  it('a snapshot with a clock read just before the latest message neither misses nor forgets it', () => {
    const w = createRateWindow(10);
    w.record('a', T0 + 1_500);
    expect(w.snapshot(T0)).toEqual([{ topic: 'a', count: 1, perSecond: 0.1 }]);
    w.record('a', T0 + 1_600);
    expect(w.snapshot(T0 + 2_000)[0]?.count).toBe(2);
  });

  it('sorts busiest first, then by topic, and can be cleared', () => {
    const w = createRateWindow(10);
    w.record('c', T0);
    w.record('b', T0);
    w.record('a', T0);
    w.record('a', T0);
    expect(w.snapshot(T0).map((r) => r.topic)).toEqual(['a', 'b', 'c']);
    w.clear();
    expect(w.snapshot(T0)).toEqual([]);
  });

  it('keeps a bounded number of topics, dropping the quietest', () => {
    const w = createRateWindow(10, 3);
    w.record('busy', T0);
    w.record('busy', T0);
    w.record('q1', T0);
    w.record('q2', T0);
    w.record('new', T0 + 100);
    const topics = w.snapshot(T0 + 200).map((r) => r.topic);
    expect(topics).toHaveLength(3);
    expect(topics).toContain('busy');
    expect(topics).toContain('new');
  });
});
