import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  findProvince,
  formatPlate,
  isThaiPlate,
  normalisePlate,
  PROVINCES,
  RANKS,
  rankByCode,
  thaiDigitsToAscii,
} from './thai';

describe('normalisePlate', () => {
  it('splits a plate with a leading digit', () => {
    expect(normalisePlate('1กข 1234')).toEqual({ series: '1กข', number: '1234', plate: '1กข1234' });
  });

  it('splits a two-letter plate', () => {
    expect(normalisePlate('กข 1234')).toEqual({ series: 'กข', number: '1234', plate: 'กข1234' });
  });

  it('removes spaces, dashes, dots and zero-width characters', () => {
    for (const raw of ['กข-1234', ' กข  1234 ', 'กข.1234', 'กข\u200B1234', 'กข\u00A01234', 'กข\t1234']) {
      expect(normalisePlate(raw).plate).toBe('กข1234');
    }
  });

  it('reads Thai digits as ASCII digits', () => {
    expect(normalisePlate('๑กข ๑๒๓๔')).toEqual({ series: '1กข', number: '1234', plate: '1กข1234' });
  });

  it('drops leading zeros of the number, keeping a lone zero', () => {
    expect(normalisePlate('กข 0123').number).toBe('123');
    expect(normalisePlate('กข 0').number).toBe('0');
  });

  it('keeps a plate without a trailing number whole, in series', () => {
    expect(normalisePlate('กขค')).toEqual({ series: 'กขค', number: '', plate: 'กขค' });
    expect(normalisePlate('')).toEqual({ series: '', number: '', plate: '' });
  });

  it('treats digits alone as a number without a series', () => {
    expect(normalisePlate('1234')).toEqual({ series: '', number: '1234', plate: '1234' });
  });

  it('upper-cases latin letters (foreign and diplomatic plates)', () => {
    expect(normalisePlate('ab 123').plate).toBe('AB123');
  });

  it('is idempotent', () => {
    for (const raw of ['1กข 1234', 'ก 9', 'ฮฮ 9999', '๙ขข-๐๐๑']) {
      const once = normalisePlate(raw);
      expect(normalisePlate(once.plate)).toEqual(once);
    }
  });
});

describe('formatPlate', () => {
  it('puts one space between series and number', () => {
    expect(formatPlate('1กข1234')).toBe('1กข 1234');
    expect(formatPlate('กข   1234')).toBe('กข 1234');
    expect(formatPlate({ series: 'กข', number: '1' })).toBe('กข 1');
  });

  it('shows a plate without a number as it is', () => {
    expect(formatPlate('กขค')).toBe('กขค');
    expect(formatPlate({ series: '', number: '12' })).toBe('12');
  });

  it('round-trips with normalisePlate', () => {
    expect(normalisePlate(formatPlate('9ฮฮ9999')).plate).toBe('9ฮฮ9999');
  });
});

describe('isThaiPlate', () => {
  it('accepts ordinary private plates', () => {
    for (const raw of ['กข 1234', '1กข 1234', 'ก 1', 'กขค 99', '๑กข ๙']) expect(isThaiPlate(raw)).toBe(true);
  });

  it('rejects what is not one', () => {
    for (const raw of ['', '1234', 'กข', 'กข 12345', 'AB 123', '12กข 1', 'กขคง 1', 'กข 0']) {
      expect(isThaiPlate(raw)).toBe(false);
    }
  });
});

describe('thaiDigitsToAscii', () => {
  it('converts every Thai digit', () => {
    expect(thaiDigitsToAscii('๐๑๒๓๔๕๖๗๘๙ ก')).toBe('0123456789 ก');
  });
});

describe('ranks', () => {
  it('has unique codes and abbreviations, from Police General down to Police Lance Corporal', () => {
    expect(new Set(RANKS.map((r) => r.code)).size).toBe(RANKS.length);
    expect(new Set(RANKS.map((r) => r.abbr)).size).toBe(RANKS.length);
    expect(RANKS[0]).toMatchObject({
      code: 'pol-gen',
      th: 'พลตำรวจเอก',
      abbr: 'พล.ต.อ.',
      en: 'Police General',
    });
    expect(RANKS.at(-1)).toMatchObject({ code: 'pol-l-cpl', th: 'สิบตำรวจตรี', abbr: 'ส.ต.ต.' });
  });

  it('finds a rank by code', () => {
    expect(rankByCode('pol-col')?.abbr).toBe('พ.ต.อ.');
    expect(rankByCode('nope')).toBeUndefined();
  });
});

describe('provinces', () => {
  it('has all 77 with unique codes and names', () => {
    expect(PROVINCES).toHaveLength(77);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(77);
    expect(new Set(PROVINCES.map((p) => p.th)).size).toBe(77);
  });

  it('finds a province by code, Thai or English name', () => {
    expect(findProvince('10')?.th).toBe('กรุงเทพมหานคร');
    expect(findProvince('กรุงเทพมหานคร')?.code).toBe('10');
    expect(findProvince(' chiang mai ')?.code).toBe('50');
    expect(findProvince('Atlantis')).toBeUndefined();
  });

  it('finds what a scan of the list finds, for any name in any case and spacing', () => {
    const scan = (value: string) => {
      const v = value.trim();
      return PROVINCES.find((p) => p.code === v || p.th === v || p.en.toLowerCase() === v.toLowerCase());
    };
    const name = fc.oneof(
      fc.constantFrom(...PROVINCES.flatMap((p) => [p.code, p.th, p.en])),
      fc.string({ maxLength: 12 }),
    );
    const cased = fc.tuple(name, fc.boolean(), fc.constantFrom('', ' ', '  ', '\t')).map(([n, upper, pad]) => `${pad}${upper ? n.toUpperCase() : n}${pad}`);
    fc.assert(
      fc.property(cased, (value) => {
        expect(findProvince(value)).toBe(scan(value));
      }),
      { numRuns: 2000 },
    );
  });
});
