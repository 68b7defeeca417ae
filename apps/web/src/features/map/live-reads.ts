// Live plate reads as short-lived dots, kept so that a dot costs the map one add and one remove: a
// read joins the cohort of the COHORT_MS it arrived in, each cohort is drawn by its own layer whose
// (constant) paint fades as the cohort ages, and a whole cohort is removed at once when it is
// READ_TTL_MS old. Only the first reads of each cohort are drawn (READ_CAPACITY in all); the rest are
// counted. No MapLibre here: reads-layer.tsx turns what `take()` returns into a source diff and paint.
import type { Read } from '@yaam/shared/contracts/reads';
import type { Feature, Point } from 'geojson';

import { hasLocation, type LngLat } from './geo';

export const READ_TTL_MS = 30_000;
export const COHORT_MS = 5_000;
/** Cohorts on the map at once: ages 0 (arriving now) … AGES - 1. */
export const AGES = READ_TTL_MS / COHORT_MS;
/** One layer more than ages shown, so the cohort being removed has a layer of its own, hidden at once. */
export const COHORT_LAYERS = AGES + 1;
/** The most dots at once; at hundreds of reads a second the map shows a sample of them. */
export const READ_CAPACITY = 1_500;

export interface LiveRead {
  at: LngLat;
  districtCode: string | null;
}

/** A read from `yaam/v1/reads/…`, placed at its own position or its device's; null when nowhere. */
export function liveRead(r: Partial<Read>, deviceAt: (id: string) => LngLat | null): LiveRead | null {
  if (typeof r.id !== 'string' || typeof r.deviceId !== 'string') return null;
  const at = hasLocation({ lat: r.lat ?? null, lng: r.lng ?? null }) ? ([r.lng, r.lat] as LngLat) : deviceAt(r.deviceId);
  return at ? { at, districtCode: r.districtCode ?? null } : null;
}

/** `c`: the cohort's layer (0 … COHORT_LAYERS - 1). */
export type ReadFeature = Feature<Point, { c: number }> & { id: number };

export interface ReadsChange {
  add: ReadFeature[];
  remove: number[];
  /** per cohort layer: the age of the cohort it draws (0 newest), or null when it draws none */
  ages: Array<number | null>;
  /** reads that arrived in the cohorts on the map, drawn or not */
  count: number;
}

interface Cohort {
  /** dots already handed out to be drawn */
  shown: number[];
  /** dots not yet handed out */
  queued: ReadFeature[];
  received: number;
}

export class LiveReads {
  private cohorts = new Map<number, Cohort>();
  private nextId = 1;
  readonly perCohort: number;

  constructor(readonly capacity = READ_CAPACITY) {
    this.perCohort = Math.max(1, Math.floor(capacity / AGES));
  }

  /** Counts the read and queues its dot unless its cohort is full; `now` in ms on any steady clock. */
  add(read: LiveRead, now: number): boolean {
    const epoch = Math.floor(now / COHORT_MS);
    let cohort = this.cohorts.get(epoch);
    if (!cohort) this.cohorts.set(epoch, (cohort = { shown: [], queued: [], received: 0 }));
    cohort.received++;
    if (cohort.shown.length + cohort.queued.length >= this.perCohort) return false;
    const id = this.nextId++;
    cohort.queued.push({ type: 'Feature', id, geometry: { type: 'Point', coordinates: read.at }, properties: { c: epoch % COHORT_LAYERS } });
    return true;
  }

  /** What changed since the last call: dots to add, whole cohorts to remove, and each layer's age. */
  take(now: number): ReadsChange {
    const current = Math.floor(now / COHORT_MS);
    const change: ReadsChange = { add: [], remove: [], ages: new Array<number | null>(COHORT_LAYERS).fill(null), count: 0 };
    for (const [epoch, cohort] of this.cohorts) {
      const age = current - epoch;
      if (age >= AGES) {
        // Dots never handed out are simply dropped.
        change.remove.push(...cohort.shown);
        this.cohorts.delete(epoch);
        continue;
      }
      for (const f of cohort.queued) {
        change.add.push(f);
        cohort.shown.push(f.id);
      }
      cohort.queued = [];
      change.ages[epoch % COHORT_LAYERS] = age;
      change.count += cohort.received;
    }
    return change;
  }

  /** When the next cohort begins: the layers' ages change and the oldest cohort goes. */
  static nextCohortAt(now: number): number {
    return (Math.floor(now / COHORT_MS) + 1) * COHORT_MS;
  }

  get empty(): boolean {
    return this.cohorts.size === 0;
  }
}

/** A cohort's look at `age` (0 … AGES - 1): fully there when new, fading and shrinking with age. */
export function cohortPaint(age: number | null): { opacity: number; strokeOpacity: number; radius: unknown } {
  if (age === null) return { opacity: 0, strokeOpacity: 0, radius: 0 };
  const fade = Math.round((age / AGES) * 100) / 100;
  return {
    opacity: Math.round(0.95 * (1 - fade) * 100) / 100,
    strokeOpacity: Math.round(0.9 * (1 - fade) * 100) / 100,
    // Smaller across the country, larger in a district; shrinking as they fade.
    radius: ['interpolate', ['linear'], ['zoom'], 5, 3 - fade, 12, 7 - 3 * fade],
  };
}
