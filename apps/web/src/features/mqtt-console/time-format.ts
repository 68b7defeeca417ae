// Times in the console: exact to the second (Bangkok time, Buddhist era in Thai), to the millisecond
// for messages, and relative ("2 minutes ago") for the connection's last change.
import type { AppLocale } from '../../lib/format';

const BCP47: Record<AppLocale, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };
const cache = new Map<string, Intl.DateTimeFormat>();

function dtf(locale: AppLocale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(BCP47[locale], { timeZone: 'Asia/Bangkok', ...options })));
  return f;
}

/** "3 ม.ค. 2568 14:05:09" / "3 Jan 2025, 14:05:09". */
export function formatExact(ms: number, locale: AppLocale): string {
  return dtf(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(ms);
}

/** "14:05:09.123". */
export function formatClock(ms: number, locale: AppLocale): string {
  return dtf(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3, hourCycle: 'h23' }).format(ms);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "5 วินาทีที่แล้ว" / "5 seconds ago", "now" under a second. */
export function formatRelative(ms: number, now: number, locale: AppLocale): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((ms - now) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === 'second') return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}
