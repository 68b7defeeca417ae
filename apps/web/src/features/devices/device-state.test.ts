import type { Device, DeviceStateMessage } from '@yaam/shared/contracts/devices';
import type { Read } from '@yaam/shared/contracts/reads';
import { describe, expect, it } from 'vitest';

import {
  addReadToRate,
  applyRead,
  applyState,
  applyStateToPage,
  parseStateMessage,
  prependRead,
  type RateData,
} from './device-state';

const device = (over: Partial<Device> = {}): Device => ({
  id: 'cam-001',
  serial: 'YLPR-1',
  name: 'Cam 1',
  kind: 'lpr-camera',
  siteName: null,
  districtCode: 'D1',
  lat: null,
  lng: null,
  heading: null,
  enabled: true,
  status: 'offline',
  statusChangedAt: '2026-01-01T10:00:00.000Z',
  lastSeenAt: '2026-01-01T10:00:00.000Z',
  firmware: null,
  rateDropSince: null,
  readsLastHour: 3,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  ...over,
});

const state = (over: Partial<DeviceStateMessage> = {}): DeviceStateMessage => ({
  deviceId: 'cam-001',
  status: 'online',
  enabled: true,
  at: '2026-01-01T10:05:00.000Z',
  reason: 'status-message',
  lastSeenAt: '2026-01-01T10:05:00.000Z',
  rateDropSince: null,
  ...over,
});

const read = (id: string, capturedAt: string, deviceId = 'cam-001'): Read => ({
  id,
  deviceId,
  readId: `r-${id}`,
  capturedAt,
  receivedAt: capturedAt,
  plate: '1กข1234',
  plateRaw: '1กข 1234',
  series: '1กข',
  number: '1234',
  province: null,
  districtCode: 'D1',
  vehicleType: null,
  vehicleColor: null,
  vehicleMake: null,
  confidence: 0.9,
  lat: null,
  lng: null,
  heading: null,
  imageUrl: null,
});

describe('state messages', () => {
  it('reads the device id from the topic and the state from a valid payload', () => {
    expect(parseStateMessage('yaam/v1/devices/cam-001/state', state())).toEqual({
      deviceId: 'cam-001',
      state: state(),
    });
    // A deleted device's retained state is cleared with an empty payload.
    expect(parseStateMessage('yaam/v1/devices/cam-001/state', '')).toEqual({
      deviceId: 'cam-001',
      state: null,
    });
    // A payload about another device than its topic is not trusted.
    expect(parseStateMessage('yaam/v1/devices/cam-002/state', state())).toEqual({
      deviceId: 'cam-002',
      state: null,
    });
    expect(parseStateMessage('yaam/v1/reads/D1', state())).toBeNull();
  });

  it('applies status, enabled, flag and last seen', () => {
    const after = applyState(device(), state({ rateDropSince: '2026-01-01T10:04:00.000Z' }));
    expect(after).toMatchObject({
      status: 'online',
      enabled: true,
      lastSeenAt: '2026-01-01T10:05:00.000Z',
      rateDropSince: '2026-01-01T10:04:00.000Z',
      statusChangedAt: '2026-01-01T10:05:00.000Z',
    });
    expect(
      applyState(device(), state({ status: 'offline', enabled: false, reason: 'disabled' })),
    ).toMatchObject({ status: 'offline', enabled: false });
  });

  it('ignores a retained message older than what the page shows, and never moves last seen back', () => {
    const shown = device({
      status: 'online',
      statusChangedAt: '2026-01-01T10:10:00.000Z',
      lastSeenAt: '2026-01-01T10:20:00.000Z',
    });
    const old = state({
      status: 'offline',
      at: '2026-01-01T10:05:00.000Z',
      lastSeenAt: '2026-01-01T10:04:00.000Z',
    });
    expect(applyState(shown, old)).toBe(shown);
    const newer = state({
      status: 'offline',
      at: '2026-01-01T10:30:00.000Z',
      lastSeenAt: '2026-01-01T10:04:00.000Z',
    });
    expect(applyState(shown, newer)).toMatchObject({
      status: 'offline',
      lastSeenAt: '2026-01-01T10:20:00.000Z',
    });
  });

  it('returns the same objects when nothing changes (no re-render)', () => {
    const d = device({
      status: 'online',
      statusChangedAt: '2026-01-01T10:05:00.000Z',
      lastSeenAt: '2026-01-01T10:05:00.000Z',
    });
    expect(applyState(d, state())).toBe(d);
    const page = { items: [d, device({ id: 'cam-002' })], total: 2, page: 1, pageSize: 25 };
    expect(applyStateToPage(page, state())).toBe(page);
    expect(applyStateToPage(page, state({ deviceId: 'cam-009' }))).toBe(page);
    expect(applyStateToPage(undefined, state())).toBeUndefined();
  });

  it('updates only the row of the device in a cached page', () => {
    const page = { items: [device(), device({ id: 'cam-002' })], total: 2, page: 1, pageSize: 25 };
    const next = applyStateToPage(page, state());
    expect(next).not.toBe(page);
    expect(next?.items[0]?.status).toBe('online');
    expect(next?.items[1]).toBe(page.items[1]);
  });
});

describe('live reads', () => {
  it('prepends a new read once, newest first, at most the limit', () => {
    const list = { items: [read('2', '2026-01-01T10:02:00Z'), read('1', '2026-01-01T10:01:00Z')] };
    const next = prependRead(list, read('3', '2026-01-01T10:03:00Z'), 2);
    expect(next?.items.map((r) => r.id)).toEqual(['3', '2']);
    expect(prependRead(list, read('2', '2026-01-01T10:02:00Z'), 50)).toBe(list);
    // A late read lands in time order, not on top.
    expect(prependRead(list, read('0', '2026-01-01T10:01:30Z'), 50)?.items.map((r) => r.id)).toEqual([
      '2',
      '0',
      '1',
    ]);
  });

  it('counts a read in its minute of the chart', () => {
    const rate: RateData = {
      deviceId: 'cam-001',
      items: [
        { minute: '2026-01-01T10:00:00.000Z', count: 1 },
        { minute: '2026-01-01T10:01:00.000Z', count: 0 },
      ],
      total: 1,
      usualPerHour: null,
    };
    const next = addReadToRate(rate, { capturedAt: '2026-01-01T10:01:42.500Z' });
    expect(next?.items.map((i) => i.count)).toEqual([1, 1]);
    expect(next?.total).toBe(2);
    expect(addReadToRate(rate, { capturedAt: '2026-01-01T11:00:00Z' })).toBe(rate);
  });

  it('a read makes the device seen and counts in its last hour', () => {
    const after = applyRead(device(), read('1', '2026-01-01T10:30:00.000Z'));
    expect(after).toMatchObject({ lastSeenAt: '2026-01-01T10:30:00.000Z', readsLastHour: 4 });
    const other = device();
    expect(applyRead(other, read('1', '2026-01-01T10:30:00Z', 'cam-002'))).toBe(other);
  });
});
