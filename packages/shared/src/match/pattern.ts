// Watch patterns and the meaning of a match, one read against one entry, with no index: the
// reference the indexed matcher (matcher.ts) must agree with, and what the web form validates.
import { findProvince, normalisePlate, thaiDigitsToAscii } from '../thai';
import { canonicalCode } from './lookalike';

export const MATCH_MODES = ['exact', 'wildcard', 'fuzzy'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** Fuzzy entries allow at most this many edits beyond look-alike swaps (the index grows with it). */
export const MAX_FUZZY_DISTANCE = 2;
/**
 * The largest distance a fuzzy pattern of `length` characters may allow: two edits on a short plate
 * match thousands of cars, so 1 from four characters and 2 from seven.
 */
export const maxDistanceFor = (length: number): number => (length >= 7 ? 2 : length >= 4 ? 1 : 0);
/** A wildcard pattern needs this many literal characters: `*` or `??*` alone would match every car. */
export const MIN_WILDCARD_LITERALS = 2;

/** Characters a stored pattern may hold besides `*` and `?`: Thai consonants, digits, Latin letters. */
const PLATE_CHAR = /^[\u0E01-\u0E2E0-9A-Z]$/;
const PATTERN_NOISE = /[\s\u200B-\u200D\uFEFF\-–—.·]/g;

export type PatternResult = { ok: true; pattern: string } | { ok: false; message: string };

/**
 * The stored form of a pattern: exact and fuzzy patterns as normalised plates ("1กท 4521" →
 * "1กท4521"); wildcard patterns without spaces or dashes, Thai digits as ASCII, runs of `*` as one.
 */
export function normalisePattern(mode: MatchMode, raw: string): PatternResult {
  if (mode !== 'wildcard') {
    if (/[*?]/.test(raw)) return { ok: false, message: 'wildcards need the wildcard mode' };
    const { plate } = normalisePlate(raw);
    if (plate.length === 0) return { ok: false, message: 'empty' };
    if (plate.length > 16) return { ok: false, message: 'too long' };
    if (![...plate].every((c) => PLATE_CHAR.test(c))) return { ok: false, message: 'only Thai letters, digits and A–Z' };
    return { ok: true, pattern: plate };
  }
  const pattern = thaiDigitsToAscii(raw.normalize('NFC')).replace(PATTERN_NOISE, '').toUpperCase().replace(/\*+/g, '*');
  if (pattern.length > 16) return { ok: false, message: 'too long' };
  if (![...pattern].every((c) => c === '*' || c === '?' || PLATE_CHAR.test(c))) {
    return { ok: false, message: 'only Thai letters, digits, A–Z, * and ?' };
  }
  if (pattern.replace(/[*?]/g, '').length < MIN_WILDCARD_LITERALS) {
    return { ok: false, message: `at least ${MIN_WILDCARD_LITERALS} characters besides * and ?` };
  }
  return { ok: true, pattern };
}

/** `*` any run (also empty), `?` exactly one character; everything else literally. */
export function globMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    const pc = pattern.charCodeAt(p);
    if (p < pattern.length && (pc === 63 /* ? */ || pc === text.charCodeAt(t))) {
      p++;
      t++;
    } else if (p < pattern.length && pc === 42 /* * */) {
      star = p++;
      mark = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern.charCodeAt(p) === 42) p++;
  return p === pattern.length;
}

const row = new Int32Array(64);

/**
 * Levenshtein distance between the look-alike-canonical forms of `a` and `b`, or `max + 1` when it
 * is above `max` (cut short).
 */
export function lookalikeDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (m + 1 > row.length) return max + 1;
  for (let j = 0; j <= m; j++) row[j] = j;
  for (let i = 1; i <= n; i++) {
    const ca = canonicalCode(a.charCodeAt(i - 1));
    let diag = row[0]!;
    row[0] = i;
    let best = i;
    for (let j = 1; j <= m; j++) {
      const up = row[j]!;
      const cost = ca === canonicalCode(b.charCodeAt(j - 1)) ? 0 : 1;
      const v = Math.min(up + 1, row[j - 1]! + 1, diag + cost);
      row[j] = v;
      diag = up;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
  }
  return row[m]! > max ? max + 1 : row[m]!;
}

/** Positions where `a` and `b` (same length) differ only by a look-alike swap. */
export function lookalikeSwaps(a: string, b: string): number {
  if (a.length !== b.length) return 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) n++;
  return n;
}

/** What the matcher needs to know of a watch entry; times in epoch milliseconds. */
export interface MatchableEntry {
  id: string;
  /** stored form (normalisePattern) */
  pattern: string;
  mode: MatchMode;
  maxDistance: number;
  /** Thai province name, or null for any province */
  province: string | null;
  validFrom: number | null;
  validUntil: number | null;
}

export interface MatchableRead {
  /** normalised plate ("1กข1234") */
  plate: string;
  /** as the camera sent it (Thai name, code or English name), or null when it did not read one */
  province: string | null | undefined;
  capturedAt: number;
}

export interface Match<E extends MatchableEntry = MatchableEntry> {
  entry: E;
  mode: MatchMode;
  /** 0–1: 1 for an exact hit; lower for wildcards, edits, look-alike swaps or an unread province */
  score: number;
  /** edits beyond look-alike swaps (fuzzy only) */
  distance: number;
  /** characters that differ by a look-alike swap (fuzzy only, when the lengths agree) */
  lookalikes: number;
}

const provinceCache = new Map<string, string>();
/** A province as the Thai name the entries store; unknown names stay as given (trimmed). */
export function provinceKey(province: string): string {
  let key = provinceCache.get(province);
  if (key === undefined) {
    key = findProvince(province)?.th ?? province.trim();
    if (provinceCache.size > 10_000) provinceCache.clear();
    provinceCache.set(province, key);
  }
  return key;
}

/**
 * Whether the entry's province and validity window allow the read, and the score factor: a read
 * without a province still matches an entry with one (cameras often miss the province line), at 0.9.
 */
export function gateFactor(entry: MatchableEntry, read: MatchableRead): number {
  if (entry.validFrom !== null && read.capturedAt < entry.validFrom) return 0;
  if (entry.validUntil !== null && read.capturedAt >= entry.validUntil) return 0;
  if (entry.province === null) return 1;
  if (!read.province) return 0.9;
  return provinceKey(read.province) === entry.province ? 1 : 0;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

type PlateResult = Omit<Match, 'entry' | 'mode'>;

/** A fuzzy entry's plate result once the distance is known (the matcher computes it faster). */
export function fuzzyResult(entry: MatchableEntry, plate: string, distance: number): PlateResult | null {
  if (distance > entry.maxDistance) return null;
  const lookalikes = distance === 0 ? lookalikeSwaps(entry.pattern, plate) : 0;
  return { score: round3(Math.max(0.1, 1 - 0.25 * distance - 0.05 * lookalikes)), distance, lookalikes };
}

/** The plate part of a match, ignoring province and validity; null when the plate does not match. */
export function plateMatch(entry: MatchableEntry, plate: string): PlateResult | null {
  switch (entry.mode) {
    case 'exact':
      return entry.pattern === plate ? { score: 1, distance: 0, lookalikes: 0 } : null;
    case 'wildcard': {
      if (!globMatches(entry.pattern, plate)) return null;
      const literals = entry.pattern.replace(/[*?]/g, '').length;
      return { score: round3(0.6 + (0.4 * literals) / Math.max(plate.length, literals)), distance: 0, lookalikes: 0 };
    }
    case 'fuzzy':
      return fuzzyResult(entry, plate, lookalikeDistance(entry.pattern, plate, entry.maxDistance));
  }
}

/** A match from its parts: the gate's factor (gateFactor) scales the plate's score. */
export const matchOf = <E extends MatchableEntry>(entry: E, factor: number, m: PlateResult): Match<E> => ({
  entry,
  mode: entry.mode,
  ...m,
  score: round3(m.score * factor),
});

/** One read against one entry, by definition. */
export function matchEntry<E extends MatchableEntry>(entry: E, read: MatchableRead): Match<E> | null {
  const factor = gateFactor(entry, read);
  if (factor === 0) return null;
  const m = plateMatch(entry, read.plate);
  return m ? matchOf(entry, factor, m) : null;
}
