import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { normaliseAnyReadPlate, normaliseReadPlate, plateSearchText } from './plates';
import { formatPlate, normalisePlate } from './thai';

const CONSONANTS = [...'กขคฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ'];
const THAI_DIGITS = [...'๐๑๒๓๔๕๖๗๘๙'];
const SEPARATORS = ['', ' ', '  ', '-', '.', '\u200B', '\u00A0', '\t', ' - '];
const LOOKALIKE_OF: Record<string, string[]> = { '0': ['O', 'o', 'D', 'Q'], '1': ['I', 'l', 'i', '|'], '2': ['Z'], '5': ['S'], '6': ['G'], '8': ['B'] };

/** An ordinary Thai plate: optional leading digit, 1–3 consonants, a number 1–9999. */
const thaiPlate = fc.record({
  prefix: fc.option(fc.integer({ min: 1, max: 9 }).map(String), { nil: '' }),
  letters: fc.array(fc.constantFrom(...CONSONANTS), { minLength: 1, maxLength: 3 }).map((a) => a.join('')),
  number: fc.integer({ min: 1, max: 9999 }).map(String),
});

/** The same plate as a camera or a person might write it. */
const written = thaiPlate.chain((p) =>
  fc
    .record({
      sep1: fc.constantFrom(...SEPARATORS),
      sep2: fc.constantFrom(...SEPARATORS),
      pad: fc.constantFrom('', ' ', '\u200B'),
      zeros: fc.constantFrom('', '0', '00'),
      digitForms: fc.array(fc.constantFrom('ascii', 'thai', 'latin'), { minLength: 5, maxLength: 5 }),
    })
    .map((w) => {
      const digit = (d: string, i: number) => {
        const form = w.digitForms[i % 5];
        if (form === 'thai') return THAI_DIGITS[Number(d)] ?? d;
        if (form === 'latin') return LOOKALIKE_OF[d]?.[i % (LOOKALIKE_OF[d]?.length ?? 1)] ?? d;
        return d;
      };
      const number = [...(w.zeros + p.number)].map(digit).join('');
      const prefix = [...p.prefix].map((d) => digit(d, 4)).join('');
      return { plate: p, text: `${w.pad}${prefix}${w.sep1}${p.letters}${w.sep2}${number}${w.pad}` };
    }),
);

describe('normaliseReadPlate (properties)', () => {
  it('gives the canonical plate however it was written', () => {
    fc.assert(
      fc.property(written, ({ plate, text }) => {
        const n = normaliseReadPlate(text);
        expect(n.plate).toBe(`${plate.prefix}${plate.letters}${plate.number}`);
        expect(n.series).toBe(`${plate.prefix}${plate.letters}`);
        expect(n.number).toBe(plate.number);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent, on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ unit: fc.constantFrom(...CONSONANTS, ...THAI_DIGITS, 'O', 'l', ' ', '-', '1', '9'), maxLength: 12 }), (a, b) => {
        for (const s of [a, b]) {
          const once = normaliseReadPlate(s);
          expect(normaliseReadPlate(once.plate)).toEqual(once);
          expect(once.plate).toBe(once.series + once.number);
          expect(once.plate).not.toMatch(/[\s\u200B-\u200D\uFEFF\-–—.·]/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with normalisePlate on plates written with ASCII digits', () => {
    fc.assert(
      fc.property(thaiPlate, fc.constantFrom(...SEPARATORS), (p, sep) => {
        const text = `${p.prefix}${p.letters}${sep}${p.number}`;
        expect(normaliseReadPlate(text)).toEqual(normalisePlate(text));
      }),
    );
  });

  it('round-trips through formatPlate', () => {
    fc.assert(
      fc.property(written, ({ text }) => {
        const n = normaliseReadPlate(text);
        expect(normaliseReadPlate(formatPlate(n)).plate).toBe(n.plate);
      }),
    );
  });

  it('leaves Latin letters of non-Thai plates alone', () => {
    expect(normaliseReadPlate('CD 1234').plate).toBe('CD1234');
    expect(normaliseReadPlate('กข 12O4').plate).toBe('กข1204');
    expect(normaliseReadPlate('lกข 1234').plate).toBe('1กข1234');
    expect(normaliseReadPlate('ABกข 1').plate).toBe('ABกข1');
  });

  it('search text is a substring of the stored plate when typed as part of it', () => {
    fc.assert(
      fc.property(written, fc.nat(), fc.nat(), ({ plate }, a, b) => {
        const stored = `${plate.prefix}${plate.letters}${plate.number}`;
        const from = a % stored.length;
        const to = from + 1 + (b % (stored.length - from));
        expect(stored).toContain(plateSearchText(formatPlate(stored).slice(from, to)));
      }),
    );
  });
});

describe('normaliseReadPlate: the one-pass path for plain plates', () => {
  it('reads a plain plate as the general path does', () => {
    const plain = fc
      .record({
        prefix: fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 2 }),
        letters: fc.string({ unit: fc.constantFrom(...CONSONANTS), minLength: 1, maxLength: 3 }),
        sep: fc.constantFrom('', ' ', '-'),
        number: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 }),
      })
      .map((p) => `${p.prefix}${p.letters}${p.sep}${p.number}`);
    fc.assert(
      fc.property(plain, (text) => {
        expect(normaliseReadPlate(text)).toEqual(normaliseAnyReadPlate(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves everything else to the general path, with the same result', () => {
    const near = fc.string({ unit: fc.constantFrom(...CONSONANTS.slice(0, 4), ...THAI_DIGITS.slice(0, 2), '0', '1', '9', ' ', '-', '.', 'O', 'l', 'a', 'ะ', '\u200B'), maxLength: 10 });
    fc.assert(
      fc.property(fc.oneof(near, fc.string({ maxLength: 12 })), (text) => {
        expect(normaliseReadPlate(text)).toEqual(normaliseAnyReadPlate(text));
      }),
      { numRuns: 3000 },
    );
    for (const text of ['กข 1234', '1กข 0012', 'กข-0', 'กข 000', '1กข1234', 'กข', '1234', 'กข 12 34', 'กข  1234', ' กข 1234', 'กข 1234 '])
      expect(normaliseReadPlate(text), text).toEqual(normaliseAnyReadPlate(text));
  });
});
