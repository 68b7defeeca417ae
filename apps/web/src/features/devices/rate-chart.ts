// The read-rate chart's geometry: 60 one-minute bars scaled to a "nice" top value, and the usual rate
// (per hour, from the last 7 days) as a per-minute reference line. Pure: tested without a browser.

export interface RatePoint {
  minute: string;
  count: number;
}

export interface RateBar extends RatePoint {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RateGeometry {
  bars: RateBar[];
  /** the top of the scale (a round number ≥ every bar and the usual line) */
  max: number;
  /** y of the usual per-minute rate, null without history */
  usualY: number | null;
  usualPerMinute: number | null;
  /** y positions of the horizontal grid lines with their values, bottom up */
  ticks: Array<{ value: number; y: number }>;
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `v` (at least 1). */
export function niceCeil(v: number): number {
  if (!Number.isFinite(v) || v <= 1) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 5, 10]) if (m * p >= v - 1e-9) return m * p;
  return 10 * p;
}

export function rateGeometry(
  items: readonly RatePoint[],
  usualPerHour: number | null,
  { width, height, gap = 1 }: { width: number; height: number; gap?: number },
): RateGeometry {
  const usualPerMinute = usualPerHour === null ? null : usualPerHour / 60;
  const max = niceCeil(Math.max(0, usualPerMinute ?? 0, ...items.map((i) => i.count)));
  const slot = items.length ? width / items.length : width;
  const barWidth = Math.max(0.5, slot - gap);
  const yOf = (v: number) => height - (Math.max(0, v) / max) * height;
  const bars = items.map((it, i) => {
    const y = yOf(it.count);
    return { ...it, x: i * slot + gap / 2, y, width: barWidth, height: height - y };
  });
  const ticks = [0, max / 2, max]
    .filter((v, i, a) => a.indexOf(v) === i)
    .map((value) => ({ value, y: yOf(value) }));
  return { bars, max, usualY: usualPerMinute === null ? null : yOf(usualPerMinute), usualPerMinute, ticks };
}
