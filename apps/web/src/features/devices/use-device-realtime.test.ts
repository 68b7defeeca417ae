import { QueryClient } from '@tanstack/react-query';
import type { Device } from '@yaam/shared/contracts/devices';
import { describe, expect, it } from 'vitest';

import { deviceKeys } from './api/keys';
import type { DevicePageData } from './device-state';
import { handleStateMessage } from './use-device-realtime';

const device = (id: string, over: Partial<Device> = {}): Device => ({
  id,
  serial: `S-${id}`,
  name: id,
  kind: 'lpr-camera',
  siteName: null,
  districtCode: 'D1',
  lat: null,
  lng: null,
  heading: null,
  enabled: true,
  status: 'offline',
  statusChangedAt: '2026-01-01T10:00:00.000Z',
  lastSeenAt: null,
  firmware: null,
  rateDropSince: null,
  readsLastHour: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  ...over,
});
const page = (...items: Device[]): DevicePageData => ({ items, total: items.length, page: 1, pageSize: 25 });
const message = {
  deviceId: 'cam-001',
  status: 'online',
  enabled: true,
  at: '2026-01-01T10:05:00.000Z',
  reason: 'status-message',
  lastSeenAt: '2026-01-01T10:05:00.000Z',
  rateDropSince: null,
};

describe('a state message in the query cache', () => {
  it('updates the row in every cached list and the device page, without a refetch', () => {
    const qc = new QueryClient();
    const a = { sort: 'id' };
    const b = { sort: 'name', status: 'offline' };
    qc.setQueryData(deviceKeys.list(a), page(device('cam-001'), device('cam-002')));
    qc.setQueryData(deviceKeys.list(b), page(device('cam-002'), device('cam-001')));
    qc.setQueryData(deviceKeys.detail('cam-001'), device('cam-001'));
    handleStateMessage(qc, 'yaam/v1/devices/cam-001/state', message);
    expect(qc.getQueryData<DevicePageData>(deviceKeys.list(a))?.items.map((d) => d.status)).toEqual([
      'online',
      'offline',
    ]);
    expect(qc.getQueryData<DevicePageData>(deviceKeys.list(b))?.items.map((d) => d.status)).toEqual([
      'offline',
      'online',
    ]);
    expect(qc.getQueryData<Device>(deviceKeys.detail('cam-001'))).toMatchObject({
      status: 'online',
      lastSeenAt: '2026-01-01T10:05:00.000Z',
    });
    expect(qc.getQueryState(deviceKeys.list(a))?.isInvalidated).toBe(false);
  });

  it('a cleared state (the device was deleted) makes the lists and the page ask the server again', () => {
    const qc = new QueryClient();
    qc.setQueryData(deviceKeys.list({}), page(device('cam-001')));
    qc.setQueryData(deviceKeys.detail('cam-001'), device('cam-001'));
    qc.setQueryData(deviceKeys.detail('cam-002'), device('cam-002'));
    handleStateMessage(qc, 'yaam/v1/devices/cam-001/state', '');
    expect(qc.getQueryState(deviceKeys.list({}))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(deviceKeys.detail('cam-001'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(deviceKeys.detail('cam-002'))?.isInvalidated).toBe(false);
  });

  it('ignores messages on other topics', () => {
    const qc = new QueryClient();
    const before = page(device('cam-001'));
    qc.setQueryData(deviceKeys.list({}), before);
    handleStateMessage(qc, 'yaam/v1/reads/D1', message);
    expect(qc.getQueryData(deviceKeys.list({}))).toBe(before);
    expect(qc.getQueryState(deviceKeys.list({}))?.isInvalidated).toBe(false);
  });
});
