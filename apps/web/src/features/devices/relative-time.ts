// "2 minutes ago" / "2 นาทีที่แล้ว" for last-seen times, with a clock that re-renders the page now and
// then so the words stay true.
import { useEffect, useState } from 'react';

import type { AppLocale } from '../../lib/format';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];
const formatters = new Map<AppLocale, Intl.RelativeTimeFormat>();

/** Relative time from `now`; '' for a missing or unreadable date. Under 10 seconds is "now". */
export function relativeTime(value: string | null | undefined, now: number, locale: AppLocale): string {
  if (!value) return '';
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '';
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, f);
  }
  let diff = (t - now) / 1000;
  if (Math.abs(diff) < 10) return f.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) < size) return f.format(Math.round(diff), unit);
    diff /= size;
  }
  return '';
}

/** The current time, updated every `intervalMs`. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
