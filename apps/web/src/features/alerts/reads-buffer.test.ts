import type { Read } from '@yaam/shared/contracts/reads';
import { describe, expect, it } from 'vitest';

import { pushReads, readInDistricts } from './reads-buffer';

const read = (id: number, second: number, districtCode: string | null = 'BKK-LPN'): Read => ({
  id: String(id),
  deviceId: 'cam-001',
  readId: `r${id}`,
  capturedAt: new Date(Date.UTC(2026, 10, 21, 10, 0, second)).toISOString(),
  receivedAt: new Date(Date.UTC(2026, 10, 21, 10, 0, second)).toISOString(),
  plate: 'กข1',
  plateRaw: 'กข 1',
  series: 'กข',
  number: '1',
  province: null,
  districtCode,
  vehicleType: null,
  vehicleColor: null,
  vehicleMake: null,
  confidence: 0.9,
  lat: null,
  lng: null,
  heading: null,
  imageUrl: null,
});

describe('pushReads', () => {
  it('keeps the newest first, each read once, at most the cap', () => {
    let list = pushReads([], [read(1, 1), read(2, 2)]);
    expect(list.map((r) => r.id)).toEqual(['2', '1']);
    list = pushReads(list, [read(2, 2), read(4, 4), read(3, 3)]);
    expect(list.map((r) => r.id)).toEqual(['4', '3', '2', '1']);
    list = pushReads(list, [read(5, 0)], 3);
    expect(list.map((r) => r.id)).toEqual(['4', '3', '2']);
    const big = pushReads([], Array.from({ length: 500 }, (_, i) => read(i + 10, i % 60)));
    expect(big).toHaveLength(200);
  });

  it('returns the same list when nothing is new (no re-render)', () => {
    const list = pushReads([], [read(1, 1)]);
    expect(pushReads(list, [])).toBe(list);
    expect(pushReads(list, [read(1, 1)])).toBe(list);
  });
});

describe('readInDistricts', () => {
  it('shows reads of the selected districts, or every read', () => {
    expect(readInDistricts(read(1, 1, 'BKK-LPN'), ['BKK-LPN'])).toBe(true);
    expect(readInDistricts(read(1, 1, 'BKK-PTW'), ['BKK-LPN'])).toBe(false);
    expect(readInDistricts(read(1, 1, null), ['BKK-LPN'])).toBe(false);
    expect(readInDistricts(read(1, 1, null), null)).toBe(true);
  });
});
