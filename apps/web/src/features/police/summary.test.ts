import type { District } from '@yaam/shared/contracts/districts';
import { describe, expect, it } from 'vitest';

import { summarise } from './summary';

const d = (code: string, nameTh: string, nameEn: string): District => ({ code, nameTh, nameEn, provinceCode: '10', lat: 13.7, lng: 100.5, version: 1, updatedAt: '' });
const districts = [d('B', 'สน.ลุมพินี', 'Lumphini'), d('A', 'สน.ชนะสงคราม', 'Chana Songkhram'), d('C', 'สน.บางรัก', 'Bang Rak')];

describe('district summary', () => {
  const items = [
    { districtCode: 'A', status: 'active' as const, count: 5 },
    { districtCode: 'A', status: 'retired' as const, count: 1 },
    { districtCode: 'B', status: 'suspended' as const, count: 2 },
    { districtCode: null, status: 'active' as const, count: 3 },
    { districtCode: 'GONE', status: 'active' as const, count: 1 },
  ];
  it('counts per district and status, with totals', () => {
    const s = summarise(items, districts, 'th', 'ไม่ระบุ');
    expect(s.total).toBe(12);
    expect(s.totals).toEqual({ active: 9, suspended: 2, retired: 1 });
    expect(s.max).toBe(6);
    expect(s.rows.find((r) => r.code === 'A')).toMatchObject({ total: 6, counts: { active: 5, suspended: 0, retired: 1 } });
    expect(s.rows.find((r) => r.code === 'C')?.total).toBe(0);
  });
  it('Thai collation by name (Thai letters before Latin); unknown codes by code; no district last', () => {
    expect(summarise(items, districts, 'th', 'ไม่ระบุ').rows.map((r) => r.name)).toEqual(['สน.ชนะสงคราม', 'สน.บางรัก', 'สน.ลุมพินี', 'GONE', 'ไม่ระบุ']);
    expect(summarise(items, districts, 'en', 'No district').rows.map((r) => r.name)).toEqual(['Bang Rak', 'Chana Songkhram', 'GONE', 'Lumphini', 'No district']);
  });
});
