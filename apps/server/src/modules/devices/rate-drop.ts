// The rate-drop rule: a camera reading far fewer plates than it usually does at this hour of day has
// a dirty lens, a misaligned view or a failing OCR, though it still says it is online.

/** Below this many reads per hour as the usual rate, a drop is noise, not a signal. */
export const MIN_USUAL_PER_HOUR = 20;
/** Flag when the last hour is below this share of the usual rate... */
export const DROP_RATIO = 0.25;
/** ...and clear the flag once it is back above this share (hysteresis: no flapping). */
export const RECOVER_RATIO = 0.5;
/** Days of history compared, and how many of them must have seen reads at this hour. */
export const HISTORY_DAYS = 7;
export const MIN_DAYS_WITH_READS = 3;

/** The usual reads per hour: the median over the history days (days without reads count as 0). */
export function usualRate(history: readonly number[], days = HISTORY_DAYS): number | null {
  const withReads = history.filter((n) => n > 0).length;
  if (withReads < MIN_DAYS_WITH_READS) return null;
  const all = [...history, ...Array<number>(Math.max(0, days - history.length)).fill(0)].sort((a, b) => a - b);
  const mid = Math.floor(all.length / 2);
  return all.length % 2 ? (all[mid] ?? 0) : ((all[mid - 1] ?? 0) + (all[mid] ?? 0)) / 2;
}

export type RateVerdict = 'drop' | 'normal' | 'unchanged';

/**
 * `current` reads in the last hour against `history` (reads in the same hour on each earlier day);
 * `flagged` whether the device is flagged now.
 */
export function judgeRate(current: number, history: readonly number[], flagged: boolean): RateVerdict {
  const usual = usualRate(history);
  if (usual === null || usual < MIN_USUAL_PER_HOUR) return flagged ? 'normal' : 'unchanged';
  if (!flagged && current < usual * DROP_RATIO) return 'drop';
  if (flagged && current >= usual * RECOVER_RATIO) return 'normal';
  return 'unchanged';
}
