// The arithmetic under the matcher's index: polynomial hashes of plate substrings and of deletion
// neighbourhoods (as small integers, so index lookups never build strings), and a bit-parallel edit
// distance for checking fuzzy candidates. All of it on UTF-16 code units: Thai letters are one each.
import { canonicalCode } from './lookalike';

export const MAX_PLATE = 48;
const BASE = 0x01000193;
const pow = new Int32Array(MAX_PLATE + 2);
pow[0] = 1;
for (let i = 1; i < pow.length; i++) pow[i] = Math.imul(pow[i - 1]!, BASE);

/** Mixes a polynomial hash with the length into a non-negative 30-bit integer (a V8 small integer). */
export const finish = (h: number, len: number) => (Math.imul(h ^ Math.imul(len + 1, 0x27d4eb2d), 0x9e3779b1) >>> 2) & 0x3fffffff;

/** Fills `prefix[0..n]` with the prefix hashes of `s`, raw or look-alike-canonical. */
export function prefixHashes(s: string, canonical: boolean, prefix: Int32Array): void {
  prefix[0] = 0;
  for (let i = 0; i < s.length; i++) {
    const c = canonical ? canonicalCode(s.charCodeAt(i)) : s.charCodeAt(i);
    prefix[i + 1] = (Math.imul(prefix[i]!, BASE) + c + 1) | 0;
  }
}

/** The finished hash of `s[a..b)` given its prefix hashes. */
export const substringKey = (prefix: Int32Array, a: number, b: number) =>
  finish((prefix[b]! - Math.imul(prefix[a]!, pow[b - a]!)) | 0, b - a);

/** The finished raw hash of a whole string (what substringKey gives for the same text). */
export function stringKey(s: string, scratch: Int32Array): number {
  prefixHashes(s, false, scratch);
  return substringKey(scratch, 0, s.length);
}

/** The most deletion hashes a plate of MAX_PLATE characters has at distance 2. */
export const MAX_HASHES = 1 + MAX_PLATE + (MAX_PLATE * (MAX_PLATE - 1)) / 2;

/**
 * Writes into `out` the hash of every string reached from `s` by deleting exactly 0, 1 … `k` (≤ 2)
 * characters, look-alike-canonical; returns how many (duplicates possible).
 */
export function deletionHashes(s: string, k: number, prefix: Int32Array, out: Int32Array): number {
  const n = s.length;
  let count = 0;
  prefixHashes(s, true, prefix);
  const whole = prefix[n]!;
  out[count++] = finish(whole, n);
  if (k < 1 || n < 1) return count;
  for (let i = 0; i < n; i++) {
    // s without s[i]: the head shifted over the tail, plus the tail s[i+1..n)
    const tail = (whole - Math.imul(prefix[i + 1]!, pow[n - 1 - i]!)) | 0;
    out[count++] = finish((Math.imul(prefix[i]!, pow[n - 1 - i]!) + tail) | 0, n - 1);
  }
  if (k < 2 || n < 2) return count;
  for (let i = 0; i < n; i++) {
    const head = Math.imul(prefix[i]!, pow[n - 2 - i]!);
    for (let j = i + 1; j < n; j++) {
      const mid = (prefix[j]! - Math.imul(prefix[i + 1]!, pow[j - i - 1]!)) | 0;
      const tail = (whole - Math.imul(prefix[j + 1]!, pow[n - 1 - j]!)) | 0;
      out[count++] = finish((head + Math.imul(mid, pow[n - 1 - j]!) + tail) | 0, n - 2);
    }
  }
  return count;
}

/**
 * Bit-parallel Levenshtein distance (Myers 1999, in Hyyrö's form for whole strings) between a
 * pattern loaded into `peq` (bit i of peq[c] set when the pattern's i-th canonical code is c; at
 * most 30 characters) and `text`'s canonical codes.
 */
export function myersDistance(peq: Int32Array, m: number, text: Uint16Array): number {
  let vp = -1;
  let vn = 0;
  let score = m;
  const top = 1 << (m - 1);
  for (let j = 0; j < text.length; j++) {
    const eq = peq[text[j]!]!;
    const xv = eq | vn;
    const xh = ((((eq & vp) + vp) | 0) ^ vp) | eq;
    let ph = vn | ~(xh | vp);
    let mh = vp & xh;
    if (ph & top) score++;
    else if (mh & top) score--;
    ph = (ph << 1) | 1;
    mh <<= 1;
    vp = mh | ~(xv | ph);
    vn = ph & xv;
  }
  return score;
}

/** The canonical codes of a string, for myersDistance's text. */
export function canonicalCodes(s: string): Uint16Array {
  const out = new Uint16Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = canonicalCode(s.charCodeAt(i));
  return out;
}
