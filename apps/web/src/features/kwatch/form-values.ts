// The watch entry form's values: from an entry, dates between the form (Bangkok wall-clock time) and
// the API (ISO instants), what differs between two versions (the conflict dialog), and the English
// messages of the shared schema and the API as translatable error tokens.
import type { WatchEntry, WatchPriority, WatchReason } from '@yaam/shared/contracts/kwatch';
import { normalisePattern, type MatchMode } from '@yaam/shared/match/pattern';
import { findProvince, formatPlate } from '@yaam/shared/thai';

import { decodeToken, errorKeys, tokenOfFieldError, type ErrorToken } from '../../lib/form-errors';

export const FORM_FIELDS = [
  'pattern',
  'mode',
  'maxDistance',
  'province',
  'reason',
  'priority',
  'caseNo',
  'notes',
  'validFrom',
  'validUntil',
  'notifyDistricts',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface FormValues {
  pattern: string;
  mode: MatchMode;
  maxDistance: number;
  /** Thai name as the API stores it; null = any province */
  province: string | null;
  /** unset until chosen: the form asks for one */
  reason?: WatchReason;
  priority: WatchPriority;
  caseNo: string;
  notes: string;
  /** ISO instants; null = from now / until closed */
  validFrom: string | null;
  validUntil: string | null;
  /** district codes; empty = every district */
  notifyDistricts: string[];
}

/** A new entry starts exact, medium, any province, every district; an entry's plate reads "1กท 4521". */
export function toFormValues(e?: WatchEntry | null): FormValues {
  if (!e) {
    return {
      pattern: '',
      mode: 'exact',
      maxDistance: 1,
      province: null,
      priority: 'medium',
      caseNo: '',
      notes: '',
      validFrom: null,
      validUntil: null,
      notifyDistricts: [],
    };
  }
  return {
    pattern: e.mode === 'wildcard' ? e.pattern : formatPlate(e.pattern),
    mode: e.mode,
    maxDistance: e.maxDistance,
    province: e.province,
    reason: e.reason,
    priority: e.priority,
    caseNo: e.caseNo ?? '',
    notes: e.notes ?? '',
    validFrom: e.validFrom,
    validUntil: e.validUntil,
    notifyDistricts: [...e.notifyDistricts],
  };
}

// Thailand keeps one offset all year: the form's wall-clock times are Bangkok's, whatever the browser's zone.
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An ISO instant as a datetime-local value in Bangkok time ("2026-11-21T17:15"); '' for none. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : new Date(t + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Bangkok time, as an ISO instant with its offset; null for none. */
export function localInputToIso(value: string): string | null {
  return LOCAL_INPUT.test(value) ? `${value}:00+07:00` : null;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const time = (v: string | null | undefined) => (v ? Date.parse(v) : null);

/** Each field compared the way the API would store it, so "1กท 4521" equals "1กท4521". */
const SAME: Record<FormField, (mine: FormValues, theirs: WatchEntry) => boolean> = {
  pattern: (m, t) => {
    const p = normalisePattern(m.mode, m.pattern);
    return (p.ok ? p.pattern : text(m.pattern)) === t.pattern;
  },
  mode: (m, t) => m.mode === t.mode,
  // The distance only means something for fuzzy entries.
  maxDistance: (m, t) => (m.mode !== 'fuzzy' && t.mode !== 'fuzzy') || Number(m.maxDistance) === t.maxDistance,
  province: (m, t) => (m.province ? (findProvince(m.province)?.th ?? m.province) : null) === t.province,
  reason: (m, t) => m.reason === t.reason,
  priority: (m, t) => m.priority === t.priority,
  caseNo: (m, t) => text(m.caseNo) === text(t.caseNo),
  notes: (m, t) => text(m.notes) === text(t.notes),
  // An empty "valid from" means "now" on save: it does not undo their start time.
  validFrom: (m, t) => m.validFrom === null || time(m.validFrom) === time(t.validFrom),
  validUntil: (m, t) => time(m.validUntil) === time(t.validUntil),
  notifyDistricts: (m, t) => [...new Set(m.notifyDistricts)].sort().join(' ') === [...t.notifyDistricts].sort().join(' '),
};

/** Fields where my values and the saved entry disagree. */
export function differingFields(mine: FormValues, theirs: WatchEntry): FormField[] {
  return FORM_FIELDS.filter((f) => !SAME[f](mine, theirs));
}

/**
 * The English messages of the shared schema's own checks (match/pattern.ts, contracts/kwatch.ts) and
 * of the API (unknown districts), as error tokens; null for a message we do not know.
 */
export function messageToken(message: string | undefined): ErrorToken | null {
  if (!message) return null;
  const m = message.trim();
  const exact: Record<string, string> = {
    'wildcards need the wildcard mode': 'wildcardNeedsMode',
    empty: 'required',
    'only Thai letters, digits and A–Z': 'plateChars',
    'only Thai letters, digits, A–Z, * and ?': 'patternChars',
    'must be after valid from': 'afterFrom',
    'unknown province': 'unknownProvince',
  };
  if (exact[m]) return { code: exact[m] };
  if (m === 'too long') return { code: 'tooLong', params: { max: 16 } };
  let r = /^at least (\d+) characters besides \* and \?$/.exec(m);
  if (r) return { code: 'fewLiterals', params: { min: Number(r[1]) } };
  r = /^at most (\d+) for a pattern of (\d+) characters$/.exec(m);
  if (r) return { code: 'distanceTooBig', params: { max: Number(r[1]), length: Number(r[2]) } };
  r = /^unknown: (.+)$/.exec(m);
  if (r) return { code: 'unknownDistricts', params: { codes: r[1] ?? '' } };
  // zod's own English (the CSV import validates on the server without the web's error map)
  if (/^Too small: expected string to have >=1 characters?$/.test(m)) return { code: 'required' };
  r = /^Too big: expected string to have <=(\d+) characters?$/.exec(m);
  if (r) return { code: 'tooLong', params: { max: Number(r[1]) } };
  r = /^Too big: expected \w+ to have <=(\d+)/.exec(m);
  if (r) return { code: 'tooBig', params: { max: Number(r[1]) } };
  if (m.startsWith('Invalid option')) return { code: 'choose' };
  if (m === 'Invalid ISO datetime') return { code: 'datetime' };
  if (m.startsWith('Invalid input: expected number')) return { code: 'number' };
  return null;
}

type Translate = (keys: string[], params?: Record<string, unknown>) => string;

/**
 * An error react-hook-form holds for a field, in the user's language: a token (lib/form-errors), or
 * a known English message of the schema or the API, or the zod issue's kind.
 */
export function entryErrorText(t: Translate, field: FormField, error: { type?: string | number; message?: string } | undefined): string | undefined {
  if (!error) return undefined;
  const token = decodeToken(error.message) ?? messageToken(error.message) ?? tokenOfFieldError(error);
  return t(errorKeys('kwatch', field, token.code), token.params ?? {});
}

/** Fields of an entry a person reads in its history, in the form's order, then the status. */
export const HISTORY_FIELDS = [...FORM_FIELDS, 'status', 'closeNote'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** What one change (an audit record's before and after) changed. */
export function changedFields(before: Partial<WatchEntry> | null | undefined, after: Partial<WatchEntry> | null | undefined): HistoryField[] {
  if (!before || !after) return [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return HISTORY_FIELDS.filter((f) => {
    if (f === 'maxDistance' && before.mode !== 'fuzzy' && after.mode !== 'fuzzy') return false;
    if (f === 'validFrom' || f === 'validUntil') return time(before[f]) !== time(after[f]);
    return !same(before[f], after[f]);
  });
}
