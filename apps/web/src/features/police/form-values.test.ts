import type { Officer } from '@yaam/shared/contracts/police';
import { officerInputSchema } from '@yaam/shared/contracts/police';
import { describe, expect, it } from 'vitest';

import { differingFields, toFormValues } from './form-values';

const officer: Officer = {
  id: '0b9f5a56-7a43-4c1e-9d1c-2f4a9a0e8b11',
  badgeNo: '12345',
  rank: 'pol-col',
  firstNameTh: 'สมชาย',
  lastNameTh: 'ใจดี',
  firstNameEn: null,
  lastNameEn: null,
  position: 'ผู้กำกับ',
  districtCode: 'BKK-01',
  phone: null,
  email: null,
  status: 'active',
  userId: null,
  photoUrl: null,
  deletedAt: null,
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  updatedBy: 'admin',
};

describe('officer form values', () => {
  it('a new officer starts empty and active', () => {
    expect(toFormValues()).toMatchObject({ badgeNo: '', rank: '', districtCode: null, status: 'active' });
  });
  it('a record round-trips through the shared schema unchanged', () => {
    const parsed = officerInputSchema.parse(toFormValues(officer));
    expect(parsed).toMatchObject({ badgeNo: '12345', firstNameEn: null, phone: null, email: null, districtCode: 'BKK-01' });
  });
  it('differing fields ignore null against empty and surrounding spaces', () => {
    expect(differingFields(toFormValues(officer), officer)).toEqual([]);
    expect(differingFields({ ...toFormValues(officer), position: ' ผู้กำกับ ', phone: '081-234-5678', status: 'retired' }, officer)).toEqual(['phone', 'status']);
  });
});
