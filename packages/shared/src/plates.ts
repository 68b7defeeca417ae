// Plate text from cameras: OCR puts Latin letters where a Thai plate has digits ("กข 12O4", "lกข 1234").
// normaliseReadPlate repairs those on plates that are Thai, then normalises as normalisePlate does.
import { normalisePlate, thaiDigitsToAscii, type PlateParts } from './thai';

/** Latin characters OCR commonly returns for a digit. Only applied around Thai letters. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  i: '1',
  l: '1',
  '|': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  G: '6',
  B: '8',
};
const LOOKALIKE = /[OoDQIil|ZzSsGB]/g;
const THAI_LETTERS = /[\u0E01-\u0E2E]+/;
const NOISE = /[\s\u200B-\u200D\uFEFF\-–—.·]/g;

/**
 * A plate as a camera sent it, normalised: spaces, dashes, dots and zero-width characters removed,
 * Thai digits as ASCII, and — when the plate has Thai letters — Latin look-alikes of digits in the
 * number after them and in the one-digit prefix before them read as digits. Plates without Thai
 * letters (foreign, diplomatic) keep their Latin letters.
 */
export function normaliseReadPlate(raw: string): PlateParts {
  return plainThaiPlate(raw) ?? normaliseAnyReadPlate(raw);
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isConsonant = (c: number) => c >= 0x0e01 && c <= 0x0e2e;

/**
 * A plate as most cameras send it — ASCII digits (the prefix), Thai consonants, at most one space
 * or dash, ASCII digits: "1กข 1234", "กข-0123" — read in one pass. It comes out as the general path
 * makes it (a property test holds the two together) without its dozen regular expressions and
 * strings: 0.1 µs a plate instead of 1.9 (over half of the ingest's toRow). Anything else: undefined.
 */
function plainThaiPlate(raw: string): PlateParts | undefined {
  const n = raw.length;
  let i = 0;
  while (i < n && isDigit(raw.charCodeAt(i))) i++;
  const lettersAt = i;
  while (i < n && isConsonant(raw.charCodeAt(i))) i++;
  const lettersEnd = i;
  if (lettersEnd === lettersAt) return undefined;
  if (i < n && (raw.charCodeAt(i) === 0x20 || raw.charCodeAt(i) === 0x2d)) i++;
  const numberAt = i;
  while (i < n && isDigit(raw.charCodeAt(i))) i++;
  if (i !== n || numberAt === n) return undefined;
  let z = numberAt;
  while (z < n - 1 && raw.charCodeAt(z) === 0x30) z++; // leading zeros, keeping one digit
  const series = raw.slice(0, lettersEnd);
  const number = raw.slice(z);
  return { series, number, plate: series + number };
}

/** normaliseReadPlate for any text (exported for the test that holds plainThaiPlate to it). */
export function normaliseAnyReadPlate(raw: string): PlateParts {
  const cleaned = thaiDigitsToAscii(raw.normalize('NFC')).replace(NOISE, '');
  const m = THAI_LETTERS.exec(cleaned);
  if (!m) return normalisePlate(cleaned);
  const before = cleaned.slice(0, m.index);
  const after = cleaned.slice(m.index + m[0].length);
  const fix = (s: string) => s.replace(LOOKALIKE, (c) => DIGIT_LOOKALIKES[c] ?? c);
  // Only a short prefix ("1" of "1กข") is a digit; longer Latin text before Thai letters is left alone.
  const prefix = before.length <= 1 ? fix(before) : before;
  return normalisePlate(prefix + m[0] + fix(after));
}

/** Text a user typed to find plates, in the stored form: "กข-12" → "กข12", "๑๒" → "12". */
export function plateSearchText(input: string): string {
  return thaiDigitsToAscii(input.normalize('NFC')).replace(NOISE, '').toUpperCase();
}
