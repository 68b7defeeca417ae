import { describe, expect, it } from 'vitest';

import { shortDistrictName } from './districts';

describe('short district names for table cells', () => {
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
  });
});
