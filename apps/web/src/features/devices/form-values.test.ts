import type { Device } from '@yaam/shared/contracts/devices';
import { deviceInputSchema } from '@yaam/shared/contracts/devices';
import { describe, expect, it } from 'vitest';

import { differingFields, idOrUndefined, numberOrNull, toFormValues } from './form-values';

const saved: Device = {
  id: 'cam-001',
  serial: 'YLPR-1',
  name: 'Cam 1',
  kind: 'cctv',
  siteName: 'U-turn 1',
  districtCode: 'D1',
  lat: 13.75,
  lng: 100.5,
  heading: 90,
  enabled: true,
  status: 'online',
  statusChangedAt: null,
  lastSeenAt: null,
  firmware: null,
  rateDropSince: null,
  readsLastHour: 0,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'admin',
};

describe('device form values', () => {
  it('an empty form passes the schema once serial and name are filled, with nulls for the rest', () => {
    const values = { ...toFormValues(), serial: 'S-1', name: 'New' };
    expect(deviceInputSchema.parse(values)).toEqual({
      serial: 'S-1',
      name: 'New',
      kind: 'lpr-camera',
      siteName: null,
      districtCode: null,
      lat: null,
      lng: null,
      heading: null,
      enabled: true,
    });
  });

  it('a saved device round-trips through the form', () => {
    const { id: _id, ...values } = toFormValues(saved);
    expect(deviceInputSchema.parse(values)).toMatchObject({
      serial: 'YLPR-1',
      kind: 'cctv',
      siteName: 'U-turn 1',
      lat: 13.75,
      heading: 90,
    });
  });

  it('turns number inputs and the id box into what the schema wants', () => {
    expect(['', '  ', null, undefined, '12.5', '-7', 'x', 3].map(numberOrNull)).toEqual([
      null,
      null,
      null,
      null,
      12.5,
      -7,
      Number.NaN,
      3,
    ]);
    expect(deviceInputSchema.safeParse({ serial: 'S', name: 'N', lat: numberOrNull('x') }).success).toBe(
      false,
    );
    expect([' ', '', 'cam-9 ', undefined].map(idOrUndefined)).toEqual([
      undefined,
      undefined,
      'cam-9',
      undefined,
    ]);
  });

  it('lists the editable fields that differ from a newer version', () => {
    expect(differingFields(toFormValues(saved), saved)).toEqual([]);
    expect(
      differingFields({ ...toFormValues(saved), name: 'Renamed', heading: 180, enabled: false }, saved),
    ).toEqual(['name', 'heading', 'enabled']);
    expect(differingFields({ ...toFormValues(saved), siteName: '' }, { ...saved, siteName: null })).toEqual(
      [],
    );
  });
});
