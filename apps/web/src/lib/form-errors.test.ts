import fs from 'node:fs';
import path from 'node:path';

import { zodResolver } from '@hookform/resolvers/zod';
import { officerInputSchema } from '@yaam/shared/contracts/police';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { decodeToken, encodeToken, serverFieldErrors, translateFieldError, zodErrorMap } from './form-errors';

const messages = (lng: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../public/_i18n', lng, 'messages.json'), 'utf8')) as object;
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'th', resources: { th: { messages: messages('th') }, en: { messages: messages('en') } }, defaultNS: 'messages', ns: ['messages'], interpolation: { escapeValue: false } });
});
const t = (keys: string[], params?: Record<string, unknown>) => i18n.t(keys, params ?? {});

const resolver = zodResolver(officerInputSchema, { error: zodErrorMap });
const valid = { badgeNo: '12345', rank: 'pol-col', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', firstNameEn: '', lastNameEn: '', position: '', districtCode: null, phone: '', email: '', status: 'active' as const };

async function errorsOf(values: Record<string, unknown>) {
  const result = await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as Record<string, { type?: string; message?: string }>;
}

describe('tokens', () => {
  it('round-trip with and without params', () => {
    expect(decodeToken(encodeToken('tooLong', { max: 100 }))).toEqual({ code: 'tooLong', params: { max: 100 } });
    expect(decodeToken(encodeToken('required'))).toEqual({ code: 'required' });
    expect(decodeToken('plain English')).toBeNull();
  });
});

describe('the officer schema through react-hook-form, in the user\'s language', () => {
  it('a valid officer has no errors', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('each bad field gets a Thai message, never zod\'s English', async () => {
    await i18n.changeLanguage('th');
    const errors = await errorsOf({ ...valid, badgeNo: 'ab c!', rank: '', firstNameTh: '   ', lastNameTh: 'ก'.repeat(101), phone: '12', email: 'not-an-email' });
    const text = Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, translateFieldError(t, 'police', f, e)]));
    expect(text).toEqual({
      badgeNo: 'ใช้ได้เฉพาะตัวเลข ตัวอักษร และขีด',
      rank: 'โปรดเลือกยศ',
      firstNameTh: 'จำเป็นต้องกรอก',
      lastNameTh: 'ไม่เกิน 100 ตัวอักษร',
      phone: 'กรอกหมายเลขโทรศัพท์ เช่น 081-234-5678',
      email: 'กรอกอีเมล เช่น name@example.com',
    });
  });

  it('the same errors in English', async () => {
    await i18n.changeLanguage('en');
    const errors = await errorsOf({ ...valid, firstNameTh: '', email: 'x@' });
    expect(translateFieldError(t, 'police', 'firstNameTh', errors.firstNameTh)).toBe('Required.');
    expect(translateFieldError(t, 'police', 'email', errors.email)).toBe('Enter an email address such as name@example.com.');
  });
});

describe('server details onto fields', () => {
  it('maps body.<field> and known messages; keeps the rest', () => {
    const { fields, other } = serverFieldErrors(
      [
        { field: 'badgeNo', message: 'already in use' },
        { field: 'body.districtCode', message: 'does not exist' },
        { field: 'body.phone', message: 'Invalid string: must match pattern' },
        { field: 'body.nickname', message: 'unknown' },
      ],
      ['badgeNo', 'districtCode', 'phone'] as const,
    );
    expect(fields).toEqual([
      { name: 'badgeNo', message: encodeToken('taken') },
      { name: 'districtCode', message: encodeToken('notFound') },
      { name: 'phone', message: encodeToken('invalid') },
    ]);
    expect(other).toEqual([{ field: 'body.nickname', message: 'unknown' }]);
  });

  it('a duplicate badge reads as such in Thai', async () => {
    await i18n.changeLanguage('th');
    expect(translateFieldError(t, 'police', 'badgeNo', { type: 'server', message: encodeToken('taken') })).toBe('หมายเลขประจำตัวนี้มีเจ้าหน้าที่ท่านอื่นใช้แล้ว');
    expect(translateFieldError(t, 'police', 'position', { type: 'server', message: encodeToken('invalid') })).toBe('ข้อมูลนี้ไม่ถูกต้อง');
  });
});
