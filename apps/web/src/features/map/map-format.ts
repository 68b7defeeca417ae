// Distances, durations and "how long ago" in the reader's language, for popups and the track list.
import type { AppLocale } from '../../lib/format';

const TAG: Record<AppLocale, string> = { th: 'th-TH', en: 'en-GB' };

/** "350 m" / "3.2 km" (Thai: "350 ม." / "3.2 กม."). */
export function formatDistance(metres: number, locale: AppLocale): string {
  if (metres < 1000) return new Intl.NumberFormat(TAG[locale], { style: 'unit', unit: 'meter', unitDisplay: 'short', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10);
  return new Intl.NumberFormat(TAG[locale], { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: metres < 10_000 ? 1 : 0 }).format(metres / 1000);
}

/** An elapsed time, coarse: "45 sec", "12 min", "3 hr 5 min", "2 days". */
export function formatDuration(minutes: number, locale: AppLocale): string {
  const n = (value: number, unit: 'second' | 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(TAG[locale], { style: 'unit', unit, unitDisplay: unit === 'day' ? 'long' : 'short', maximumFractionDigits: 0 }).format(value);
  const m = Math.max(0, minutes);
  if (m < 1) return n(Math.round(m * 60), 'second');
  if (m < 60) return n(Math.round(m), 'minute');
  if (m < 48 * 60) {
    const h = Math.floor(m / 60);
    const rest = Math.round(m - h * 60);
    return rest ? `${n(h, 'hour')} ${n(rest, 'minute')}` : n(h, 'hour');
  }
  return n(Math.round(m / (24 * 60)), 'day');
}

/** "3 minutes ago" / "3 นาทีที่แล้ว". */
export function formatAgo(iso: string, locale: AppLocale, now = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const s = Math.round((t - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(TAG[locale], { numeric: 'auto' });
  const abs = Math.abs(s);
  if (abs < 60) return rtf.format(s, 'second');
  if (abs < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(s / 3600), 'hour');
  return rtf.format(Math.round(s / 86_400), 'day');
}
