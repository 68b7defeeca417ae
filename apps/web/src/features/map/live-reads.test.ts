import { describe, expect, it } from 'vitest';

import type { LngLat } from './geo';
import { AGES, COHORT_LAYERS, COHORT_MS, cohortPaint, liveRead, LiveReads, READ_TTL_MS } from './live-reads';

const at: LngLat = [100.5, 13.7];
const read = { at, districtCode: 'D1' };

describe('live reads', () => {
  it('places a read at its position or its device, else nowhere', () => {
    const deviceAt = (id: string): LngLat | null => (id === 'cam-001' ? [100.56, 13.79] : null);
    expect(liveRead({ id: '1', deviceId: 'cam-001', lat: 13.1, lng: 100.1, districtCode: 'X' }, deviceAt)).toEqual({ at: [100.1, 13.1], districtCode: 'X' });
    expect(liveRead({ id: '2', deviceId: 'cam-001', lat: null, lng: null }, deviceAt)?.at).toEqual([100.56, 13.79]);
    expect(liveRead({ id: '3', deviceId: 'nowhere' }, deviceAt)).toBeNull();
    expect(liveRead({ deviceId: 'cam-001' }, deviceAt)).toBeNull();
  });

  it('hands out each dot once, in the layer of its cohort, and removes a cohort whole when it is 30 s old', () => {
    expect(AGES * COHORT_MS).toBe(READ_TTL_MS);
    const live = new LiveReads();
    live.add(read, 1_000);
    live.add(read, 4_000);
    const first = live.take(4_100);
    expect(first.add.map((f) => f.properties.c)).toEqual([0, 0]);
    expect(first.add.map((f) => f.geometry.coordinates)).toEqual([at, at]);
    expect(new Set(first.add.map((f) => f.id)).size).toBe(2);
    expect(first.remove).toEqual([]);
    expect(first.ages).toEqual([0, null, null, null, null, null, null]);
    expect(first.count).toBe(2);
    expect(live.take(4_200)).toMatchObject({ add: [], remove: [], count: 2 });

    live.add(read, 7_000); // the next cohort, the next layer
    const second = live.take(7_000);
    expect(second.add.map((f) => f.properties.c)).toEqual([1]);
    expect(second.ages).toEqual([1, 0, null, null, null, null, null]);

    // 30 s after the first cohort began, it goes; its layer is hidden at once.
    const gone = live.take(READ_TTL_MS + 100);
    expect(gone.remove.sort()).toEqual(first.add.map((f) => f.id).sort());
    expect(gone.add).toEqual([]);
    expect(gone.ages[0]).toBeNull();
    expect(gone.ages[1]).toBe(AGES - 1);
    expect(gone.count).toBe(1);
    expect(live.empty).toBe(false);
    expect(live.take(READ_TTL_MS + COHORT_MS).remove).toEqual([second.add[0]!.id]);
    expect(live.empty).toBe(true);
  });

  it('cycles through one layer more than the ages shown, so a new cohort never shares the layer of the one leaving', () => {
    const live = new LiveReads();
    const layers = new Set<number>();
    for (let t = 0; t < 100_000; t += COHORT_MS) {
      live.add(read, t);
      const change = live.take(t);
      for (const f of change.add) layers.add(f.properties.c);
      expect(change.ages.filter((a) => a !== null)).toHaveLength(Math.min(AGES, t / COHORT_MS + 1));
      expect(new Set(change.ages.filter((a) => a !== null)).size).toBe(change.ages.filter((a) => a !== null).length);
    }
    expect([...layers].sort()).toEqual(Array.from({ length: COHORT_LAYERS }, (_, i) => i));
  });

  it('draws at most its capacity, spread over the cohorts, and counts every read', () => {
    const live = new LiveReads(60);
    expect(live.perCohort).toBe(10);
    for (let i = 0; i < 500; i++) live.add(read, 1_000 + i);
    const change = live.take(2_000);
    expect(change.add).toHaveLength(10);
    expect(change.count).toBe(500);
    // Dots not yet handed out when their cohort expires are dropped, not added and removed.
    live.add(read, 6_000);
    const late = live.take(6_000 + READ_TTL_MS);
    expect(late.add).toEqual([]);
    expect(late.remove).toHaveLength(10);
  });

  it('waits for the next cohort when nothing arrives', () => {
    expect(LiveReads.nextCohortAt(0)).toBe(COHORT_MS);
    expect(LiveReads.nextCohortAt(COHORT_MS + 1)).toBe(2 * COHORT_MS);
  });

  it('fades a cohort with age and hides a layer with none', () => {
    expect(cohortPaint(0)).toMatchObject({ opacity: 0.95, strokeOpacity: 0.9 });
    const old = cohortPaint(AGES - 1);
    expect(old.opacity).toBeGreaterThan(0);
    expect(old.opacity).toBeLessThan(0.2);
    expect(cohortPaint(null)).toEqual({ opacity: 0, strokeOpacity: 0, radius: 0 });
  });
});
