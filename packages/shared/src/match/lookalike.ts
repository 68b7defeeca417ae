// Characters a licence-plate camera confuses with each other. Fuzzy watch entries treat every
// character of a group as the same one; exact and wildcard entries never do.

/**
 * Each string is one group of look-alikes. Groups sharing a character would merge, so a character
 * appears in one group only (checked by the tests).
 */
export const LOOKALIKE_GROUPS: readonly string[] = [
  // Thai consonants that differ by a tail, a notch or a stroke the camera loses
  'บป',
  'ผฝ',
  'พฟ',
  'ขฃ',
  'ถภ',
  'ดคฅ',
  'ฎฏ',
  'ชซ',
  'ศษส',
  'รธ',
  'ฑฒ',
  'ฌญ',
  'อฮ',
  // digits and the Latin letters that look like them (the number on a plate, special plates)
  '0OQD',
  '1IL',
  '2Z',
  '5S',
  '6G',
  '8B',
];

/** Every unordered look-alike pair (for tests and documentation). */
export function lookalikePairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const g of LOOKALIKE_GROUPS) {
    const chars = [...g];
    for (let i = 0; i < chars.length; i++) for (let j = i + 1; j < chars.length; j++) pairs.push([chars[i]!, chars[j]!]);
  }
  return pairs;
}

/** UTF-16 code unit → the code unit of its group's first character (itself when in no group). */
const CANONICAL = new Uint16Array(0x10000);
for (let c = 0; c < CANONICAL.length; c++) CANONICAL[c] = c;
for (const g of LOOKALIKE_GROUPS) {
  const head = g.charCodeAt(0);
  for (let i = 0; i < g.length; i++) CANONICAL[g.charCodeAt(i)] = head;
}

/** The look-alike-canonical code unit of `code`. */
export const canonicalCode = (code: number): number => CANONICAL[code] ?? code;

/** The look-alike-canonical form of a normalised plate: "6กธ8841" and "6กร8841" give the same. */
export function canonicalPlate(plate: string): string {
  let out = '';
  for (let i = 0; i < plate.length; i++) out += String.fromCharCode(canonicalCode(plate.charCodeAt(i)));
  return out;
}

export const areLookalikes = (a: string, b: string): boolean =>
  a.length === 1 && b.length === 1 && canonicalCode(a.charCodeAt(0)) === canonicalCode(b.charCodeAt(0));
