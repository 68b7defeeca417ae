// CSV for the watchlist: RFC 4180 reading (quotes, doubled quotes, CRLF, a BOM) and writing, with
// the formula guard spreadsheets need. Rows map to the API's input shape, so import validates with
// the same schema as the create dialog.
import { WATCH_CSV_COLUMNS, type WatchEntry } from '@yaam/shared/contracts/kwatch';

/** Splits CSV text into rows of fields. Quoted fields may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // blank lines are no rows
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** RFC 4180 quoting, and a leading quote on values a spreadsheet would run as a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const exportValue: Record<(typeof WATCH_CSV_COLUMNS)[number], (e: WatchEntry) => string | number | null> = {
  pattern: (e) => e.pattern,
  mode: (e) => e.mode,
  max_distance: (e) => e.maxDistance,
  province: (e) => e.province,
  reason: (e) => e.reason,
  priority: (e) => e.priority,
  case_no: (e) => e.caseNo,
  notes: (e) => e.notes,
  valid_from: (e) => e.validFrom,
  valid_until: (e) => e.validUntil,
  notify_districts: (e) => e.notifyDistricts.join(' '),
  status: (e) => e.status,
  id: (e) => e.id,
};

export const csvHeader = () => `\uFEFF${WATCH_CSV_COLUMNS.join(',')}\r\n`;
export const csvRow = (e: WatchEntry) => `${WATCH_CSV_COLUMNS.map((c) => csvField(exportValue[c](e))).join(',')}\r\n`;

/** The API input (before validation) for one CSV row, by header name. Unknown columns are ignored. */
export function rowToInput(header: readonly string[], row: readonly string[]): Record<string, unknown> {
  const get = (name: string) => {
    const i = header.indexOf(name);
    const v = i >= 0 ? (row[i] ?? '').trim() : '';
    // undo the export's formula guard
    return v.startsWith("'") && /^'[=+\-@]/.test(v) ? v.slice(1) : v;
  };
  const maxDistance = get('max_distance');
  const input: Record<string, unknown> = {
    pattern: get('pattern'),
    mode: get('mode') || undefined,
    maxDistance: maxDistance === '' ? undefined : Number(maxDistance),
    province: get('province') || null,
    reason: get('reason'),
    priority: get('priority') || undefined,
    caseNo: get('case_no') || null,
    notes: get('notes') || null,
    validFrom: get('valid_from') || null,
    validUntil: get('valid_until') || null,
    notifyDistricts: get('notify_districts').split(/[\s;|]+/).filter(Boolean),
  };
  return input;
}
