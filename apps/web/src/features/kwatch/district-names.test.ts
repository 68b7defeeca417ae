import { describe, expect, it } from 'vitest';

import { districtNamer, shortDistrictLabel } from './district-names';

const lpn = { code: 'BKK-LPN', nameTh: 'สถานีตำรวจนครบาลลุมพินี', nameEn: 'Lumphini Metropolitan Police Station' };

describe('district names', () => {
  it('lists use the short names officers write', () => {
    expect(shortDistrictLabel(lpn, 'th')).toBe('สน.ลุมพินี');
    expect(shortDistrictLabel(lpn, 'en')).toBe('Lumphini');
    expect(shortDistrictLabel({ nameTh: 'สถานีตำรวจภูธรเมืองชลบุรี', nameEn: 'Mueang Chon Buri Provincial Police Station' }, 'th')).toBe('สภ.เมืองชลบุรี');
    expect(shortDistrictLabel({ nameTh: 'กองบังคับการ', nameEn: 'Police Station' }, 'en')).toBe('Police Station');
  });
  it('a namer gives short or full names, and an unknown code as itself', () => {
    expect(districtNamer([lpn], 'th')('BKK-LPN')).toBe('สน.ลุมพินี');
    expect(districtNamer([lpn], 'en', { short: false })('BKK-LPN')).toBe('Lumphini Metropolitan Police Station');
    expect(districtNamer(undefined, 'th')('BKK-XYZ')).toBe('BKK-XYZ');
  });
});
