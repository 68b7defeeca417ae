// "3 นาทีที่แล้ว" / "3 minutes ago" for a live feed; the exact time goes in the title beside it.
import type { AppLocale } from '../../lib/format';

const formats = new Map<AppLocale, Intl.RelativeTimeFormat>();

export function relativeTime(iso: string, now: number, locale: AppLocale): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    formats.set(locale, f);
  }
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return f.format(0, 'second');
  if (abs < 45 * 60) return f.format(Math.round(seconds / 60), 'minute');
  if (abs < 22 * 3600) return f.format(Math.round(seconds / 3600), 'hour');
  return f.format(Math.round(seconds / 86400), 'day');
}
