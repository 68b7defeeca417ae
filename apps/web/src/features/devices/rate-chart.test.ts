import { describe, expect, it } from 'vitest';

import { niceCeil, rateGeometry } from './rate-chart';

const items = (counts: number[]) =>
  counts.map((count, i) => ({ minute: new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString(), count }));

describe('read-rate chart scaling', () => {
  it('rounds the top of the scale to 1, 2 or 5 × 10ⁿ', () => {
    expect([0, 0.4, 1, 1.2, 2, 3, 7, 10, 11, 26, 51, 99, 101, 450].map(niceCeil)).toEqual([
      1, 1, 1, 2, 2, 5, 10, 10, 20, 50, 100, 100, 200, 500,
    ]);
  });

  it('draws one bar per minute, full height at the top of the scale, nothing below zero', () => {
    const g = rateGeometry(items([0, 5, 10, 2]), null, { width: 400, height: 100, gap: 0 });
    expect(g.max).toBe(10);
    expect(g.bars.map((b) => b.height)).toEqual([0, 50, 100, 20]);
    expect(g.bars.map((b) => b.x)).toEqual([0, 100, 200, 300]);
    expect(g.bars.every((b) => b.width === 100 && b.y + b.height === 100)).toBe(true);
    expect(g.usualY).toBeNull();
    expect(g.ticks.map((t) => [t.value, t.y])).toEqual([
      [0, 100],
      [5, 50],
      [10, 0],
    ]);
  });

  it('puts the usual rate per minute on the same scale, and the scale makes room for it', () => {
    const g = rateGeometry(items([1, 2, 1]), 600, { width: 300, height: 100 });
    expect(g.usualPerMinute).toBe(10);
    expect(g.max).toBe(10);
    expect(g.usualY).toBe(0);
    const low = rateGeometry(items([10, 20]), 60, { width: 300, height: 100 });
    expect(low.max).toBe(20);
    expect(low.usualY).toBe(95);
  });

  it('an empty hour still has a scale', () => {
    const g = rateGeometry(items(Array(60).fill(0)), null, { width: 600, height: 120 });
    expect(g.max).toBe(1);
    expect(g.bars).toHaveLength(60);
    expect(g.bars.every((b) => b.height === 0)).toBe(true);
  });
});
