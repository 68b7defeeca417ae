// Dates and sorting in the user's language: the Buddhist era in Thai (พ.ศ. 2568), Gregorian in English,
// Thai collation for names sorted in the browser.
export type AppLocale = 'th' | 'en';

const BCP47: Record<AppLocale, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: AppLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(BCP47[locale], { timeZone: 'Asia/Bangkok', ...options });
    cache.set(key, f);
  }
  return f;
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "3 ม.ค. 2568" / "3 Jan 2025". Times are Bangkok's, whatever the browser's zone. */
export function formatDate(value: string | number | Date, locale: AppLocale): string {
  const d = toDate(value);
  return d ? formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(d) : '';
}

/** "3 ม.ค. 2568 14:05" / "3 Jan 2025, 14:05". */
export function formatDateTime(value: string | number | Date, locale: AppLocale): string {
  const d = toDate(value);
  return d ? formatter(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d) : '';
}

const collators = new Map<string, Intl.Collator>();

/** Thai collation (ก before ข, vowels before consonants ignored as Thai dictionaries do); English otherwise. */
export function collatorFor(locale: AppLocale): Intl.Collator {
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, c);
  }
  return c;
}

export function sortByText<T>(items: readonly T[], text: (item: T) => string, locale: AppLocale): T[] {
  const c = collatorFor(locale);
  return [...items].sort((a, b) => c.compare(text(a), text(b)));
}
