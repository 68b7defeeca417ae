import { watchEntryInputSchema, type WatchEntry } from '@yaam/shared/contracts/kwatch';
import { describe, expect, it } from 'vitest';

import { encodeToken } from '../../lib/form-errors';
import {
  changedFields,
  differingFields,
  entryErrorText,
  isoToLocalInput,
  localInputToIso,
  messageToken,
  toFormValues,
} from './form-values';

const entry: WatchEntry = {
  id: '0b9f5a56-7a43-4c1e-9d1c-2f4a9a0e8b11',
  pattern: '1กท4521',
  mode: 'exact',
  maxDistance: 1,
  province: 'กรุงเทพมหานคร',
  reason: 'stolen',
  priority: 'critical',
  caseNo: 'คดีอาญาที่ 123/2569',
  notes: null,
  validFrom: '2026-11-20T03:00:00.000Z',
  validUntil: null,
  notifyDistricts: ['BKK-PTW', 'BKK-LPN'],
  ownerId: null,
  ownerName: null,
  ownerNameEn: null,
  status: 'active',
  closedAt: null,
  closeNote: null,
  version: 3,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  updatedBy: 'admin',
};

describe('watch entry form values', () => {
  it('a new entry starts exact, medium, any province, every district, and asks for a reason', () => {
    const v = toFormValues();
    expect(v).toMatchObject({ pattern: '', mode: 'exact', priority: 'medium', province: null, notifyDistricts: [], validFrom: null });
    expect(v.reason).toBeUndefined();
    const parsed = watchEntryInputSchema.safeParse(v);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['pattern', 'reason']);
  });

  it('an entry round-trips through the shared schema unchanged', () => {
    const v = toFormValues(entry);
    expect(v.pattern).toBe('1กท 4521');
    expect(v.caseNo).toBe(entry.caseNo);
    expect(v.notes).toBe('');
    const parsed = watchEntryInputSchema.parse(v);
    expect(parsed).toMatchObject({ pattern: '1กท4521', province: 'กรุงเทพมหานคร', notes: null, validUntil: null, notifyDistricts: ['BKK-LPN', 'BKK-PTW'] });
    expect(Date.parse(parsed.validFrom!)).toBe(Date.parse(entry.validFrom));
  });

  it('a wildcard entry keeps its pattern as stored', () => {
    expect(toFormValues({ ...entry, mode: 'wildcard', pattern: 'กข*12?' }).pattern).toBe('กข*12?');
  });

  it('dates in the form are Bangkok wall-clock time, whatever the browser zone', () => {
    expect(isoToLocalInput('2026-11-21T10:15:00.000Z')).toBe('2026-11-21T17:15');
    expect(isoToLocalInput('2026-11-21T20:30:00Z')).toBe('2026-11-22T03:30');
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
    expect(localInputToIso('2026-11-22T03:30')).toBe('2026-11-22T03:30:00+07:00');
    expect(Date.parse(localInputToIso('2026-11-22T03:30')!)).toBe(Date.parse('2026-11-21T20:30:00Z'));
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-11-22')).toBeNull();
    // what the form sends passes the contract
    expect(watchEntryInputSchema.safeParse({ ...toFormValues(entry), validUntil: localInputToIso('2026-12-31T23:59') }).success).toBe(true);
  });

  it('differing fields compare the way the API stores values', () => {
    const mine = toFormValues(entry);
    expect(differingFields(mine, entry)).toEqual([]);
    expect(differingFields({ ...mine, pattern: '1กท-4521', province: 'Bangkok', notifyDistricts: ['BKK-LPN', 'BKK-PTW'], validFrom: null }, entry)).toEqual([]);
    expect(differingFields({ ...mine, priority: 'low', notes: 'ใหม่', validUntil: '2026-12-01T00:00:00+07:00' }, entry)).toEqual(['priority', 'notes', 'validUntil']);
    // the distance matters only for fuzzy entries
    expect(differingFields({ ...mine, maxDistance: 2 }, entry)).toEqual([]);
    expect(differingFields({ ...mine, mode: 'fuzzy', maxDistance: 2 }, entry)).toEqual(['mode', 'maxDistance']);
  });

  it('what one change changed, for the history', () => {
    expect(changedFields(entry, { ...entry, priority: 'high', status: 'expired', validUntil: '2026-11-22T00:00:00.000Z', version: 4 })).toEqual([
      'priority',
      'validUntil',
      'status',
    ]);
    expect(changedFields(entry, { ...entry, validFrom: '2026-11-20T10:00:00+07:00' })).toEqual([]);
    expect(changedFields(null, entry)).toEqual([]);
  });
});

describe('error messages of the schema and the API', () => {
  it.each([
    ['wildcards need the wildcard mode', { code: 'wildcardNeedsMode' }],
    ['only Thai letters, digits and A–Z', { code: 'plateChars' }],
    ['only Thai letters, digits, A–Z, * and ?', { code: 'patternChars' }],
    ['at least 2 characters besides * and ?', { code: 'fewLiterals', params: { min: 2 } }],
    ['at most 1 for a pattern of 6 characters', { code: 'distanceTooBig', params: { max: 1, length: 6 } }],
    ['must be after valid from', { code: 'afterFrom' }],
    ['unknown: NOWHERE, X', { code: 'unknownDistricts', params: { codes: 'NOWHERE, X' } }],
    ['unknown province', { code: 'unknownProvince' }],
    ['too long', { code: 'tooLong', params: { max: 16 } }],
    ['Too small: expected string to have >=1 characters', { code: 'required' }],
    ['Too big: expected string to have <=64 characters', { code: 'tooLong', params: { max: 64 } }],
    ['Invalid option: expected one of "stolen"|"wanted"', { code: 'choose' }],
    ['Invalid ISO datetime', { code: 'datetime' }],
  ])('%s', (message, token) => {
    expect(messageToken(message)).toEqual(token);
  });

  it('an unknown message is no token', () => {
    expect(messageToken('something new')).toBeNull();
    expect(messageToken(undefined)).toBeNull();
  });

  it('a field error is looked up field first, then common, with its values', () => {
    const seen: Array<[string[], Record<string, unknown> | undefined]> = [];
    const t = (keys: string[], params?: Record<string, unknown>) => {
      seen.push([keys, params]);
      return keys[0]!;
    };
    expect(entryErrorText(t, 'maxDistance', { type: 'custom', message: 'at most 1 for a pattern of 6 characters' })).toBe('kwatch.fieldErrors.maxDistance.distanceTooBig');
    expect(seen[0]).toEqual([
      ['kwatch.fieldErrors.maxDistance.distanceTooBig', 'common.validation.distanceTooBig', 'common.validation.invalid'],
      { max: 1, length: 6 },
    ]);
    expect(entryErrorText(t, 'reason', { type: 'invalid_value', message: encodeToken('choose') })).toBe('kwatch.fieldErrors.reason.choose');
    expect(entryErrorText(t, 'notes', { type: 'whatever', message: 'no idea' })).toBe('kwatch.fieldErrors.notes.invalid');
    expect(entryErrorText(t, 'notes', undefined)).toBeUndefined();
  });
});
