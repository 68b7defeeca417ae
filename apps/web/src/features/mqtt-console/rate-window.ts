// Messages per second per topic over the last few seconds: one counter per second per topic in a
// small ring, so a busy topic costs the same as a quiet one.

export const RATE_WINDOW_S = 10;
/** Topics kept at most; the quietest are forgotten first when more arrive. */
export const MAX_RATE_TOPICS = 200;

export interface TopicRate {
  topic: string;
  /** Messages in the window. */
  count: number;
  /** count / window length. */
  perSecond: number;
}

export interface RateWindow {
  record(topic: string, now: number): void;
  /** Busiest first (then by topic); topics with nothing in the window are left out and forgotten. */
  snapshot(now: number): TopicRate[];
  clear(): void;
}

interface Ring {
  counts: number[];
  seconds: number[];
}

export function createRateWindow(windowSeconds = RATE_WINDOW_S, maxTopics = MAX_RATE_TOPICS): RateWindow {
  const rings = new Map<string, Ring>();
  // A bucket newer than `second` counts too: a snapshot taken with a clock read a moment before the
  // latest message (a render's `now`) must neither miss nor forget it.
  const total = (ring: Ring, second: number) => {
    let sum = 0;
    for (let i = 0; i < windowSeconds; i++) {
      const s = ring.seconds[i] ?? -1;
      if (s > second - windowSeconds) sum += ring.counts[i] ?? 0;
    }
    return sum;
  };

  return {
    record(topic, now) {
      const second = Math.floor(now / 1000);
      let ring = rings.get(topic);
      if (!ring) {
        if (rings.size >= maxTopics) {
          for (const [t, r] of rings) if (total(r, second) === 0) rings.delete(t);
          if (rings.size >= maxTopics) {
            const quietest = [...rings].sort((a, b) => total(a[1], second) - total(b[1], second))[0];
            if (quietest) rings.delete(quietest[0]);
          }
        }
        ring = { counts: new Array<number>(windowSeconds).fill(0), seconds: new Array<number>(windowSeconds).fill(-1) };
        rings.set(topic, ring);
      }
      const i = second % windowSeconds;
      if (ring.seconds[i] !== second) {
        ring.seconds[i] = second;
        ring.counts[i] = 0;
      }
      ring.counts[i] = (ring.counts[i] ?? 0) + 1;
    },
    snapshot(now) {
      const second = Math.floor(now / 1000);
      const out: TopicRate[] = [];
      for (const [topic, ring] of rings) {
        const count = total(ring, second);
        if (count === 0) {
          rings.delete(topic);
          continue;
        }
        out.push({ topic, count, perSecond: count / windowSeconds });
      }
      return out.sort((a, b) => b.count - a.count || (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0));
    },
    clear() {
      rings.clear();
    },
  };
}
