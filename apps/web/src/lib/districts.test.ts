import { describe, expect, it } from 'vitest';

import { districtNamer, districtOptions, shortDistrictName } from './districts';

const lpn = {
  code: 'BKK-LPN',
  nameTh: 'สถานีตำรวจนครบาลลุมพินี',
  nameEn: 'Lumphini Metropolitan Police Station',
};
const ptw = {
  code: 'BKK-PTW',
  nameTh: 'สถานีตำรวจนครบาลปทุมวัน',
  nameEn: 'Pathum Wan Metropolitan Police Station',
};

describe('short district names for lists and table cells', () => {
  it('uses the abbreviations Thai police use, and drops the English suffix', () => {
    expect(shortDistrictName('สถานีตำรวจนครบาลลุมพินี')).toBe('สน.ลุมพินี');
    expect(shortDistrictName('สถานีตำรวจภูธรเมืองชลบุรี')).toBe('สภ.เมืองชลบุรี');
    expect(shortDistrictName('Lumphini Metropolitan Police Station')).toBe('Lumphini');
    expect(shortDistrictName('Mueang Chon Buri Provincial Police Station')).toBe('Mueang Chon Buri');
  });
  it('keeps other names and codes', () => {
    expect(shortDistrictName('BKK-LPN')).toBe('BKK-LPN');
    expect(shortDistrictName('')).toBe('');
    expect(shortDistrictName('Police Station Road')).toBe('Police Station Road');
    expect(shortDistrictName('Police Station')).toBe('Police Station');
  });
});

describe('district names by code', () => {
  it('gives full or short names in the language asked for', () => {
    expect(districtNamer([lpn], 'th')('BKK-LPN')).toBe('สถานีตำรวจนครบาลลุมพินี');
    expect(districtNamer([lpn], 'th', { short: true })('BKK-LPN')).toBe('สน.ลุมพินี');
    expect(districtNamer([lpn], 'en', { short: true })('BKK-LPN')).toBe('Lumphini');
    expect(districtNamer([lpn], 'en')('BKK-LPN')).toBe('Lumphini Metropolitan Police Station');
  });
  it('shows an unknown code as itself, and no district as nothing', () => {
    expect(districtNamer(undefined, 'th')('BKK-XYZ')).toBe('BKK-XYZ');
    expect(districtNamer([lpn], 'th')(null)).toBe('');
  });
  it('offers the districts as filter options in alphabetical order', () => {
    expect(districtOptions([lpn, ptw], 'en').map((o) => o.value)).toEqual(['BKK-LPN', 'BKK-PTW']);
    expect(districtOptions([ptw, lpn], 'th').map((o) => o.label)).toEqual([
      'สถานีตำรวจนครบาลปทุมวัน',
      'สถานีตำรวจนครบาลลุมพินี',
    ]);
  });
});
