import type { DeviceStateMessage } from '@yaam/shared/contracts/devices';
import { describe, expect, it, vi } from 'vitest';

import { DeviceStore } from './device-store';
import type { MapDevice } from './geo';

const device = (id: string, over: Partial<MapDevice> = {}): MapDevice => ({
  id,
  name: id,
  siteName: null,
  districtCode: 'D1',
  lat: 13.7,
  lng: 100.5,
  heading: null,
  enabled: true,
  status: 'offline',
  statusChangedAt: '2026-11-22T00:00:00.000Z',
  lastSeenAt: null,
  rateDropSince: null,
  kind: 'lpr-camera',
  ...over,
});

const state = (deviceId: string, over: Partial<DeviceStateMessage> = {}): DeviceStateMessage => ({
  deviceId,
  status: 'online',
  enabled: true,
  at: '2026-11-22T01:00:00.000Z',
  reason: 'status-message',
  lastSeenAt: '2026-11-22T01:00:00.000Z',
  rateDropSince: null,
  ...over,
});

describe('DeviceStore', () => {
  it('applies queued messages in one batch, the newest per device, and reports colour changes only', () => {
    const store = new DeviceStore();
    store.reset([device('a'), device('b'), device('c', { status: 'online' })]);
    const heard = vi.fn();
    const render = vi.fn();
    store.onChanges(heard);
    store.subscribe(render);
    store.queue(state('a', { status: 'online' }));
    store.queue(state('a', { status: 'offline', at: '2026-11-22T01:00:01.000Z' }));
    store.queue(state('a', { status: 'online', at: '2026-11-22T01:00:02.000Z' }));
    store.queue(state('b', { rateDropSince: '2026-11-22T01:00:00.000Z' }));
    store.queue(state('c', { lastSeenAt: '2026-11-22T01:05:00.000Z' }));
    store.queue(state('unknown'));
    expect(store.pendingCount).toBe(4);
    const changes = store.flush();
    expect(changes).toEqual([
      { id: 'a', status: 'online', districtCode: 'D1' },
      { id: 'b', status: 'flagged', districtCode: 'D1' },
    ]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(store.get('c')?.lastSeenAt).toBe('2026-11-22T01:05:00.000Z');
    expect(store.pendingCount).toBe(0);
    expect(store.unknown).toBe(1);
    expect(store.flush()).toEqual([]);
  });

  it('holds messages that come before the list (retained states) and applies them on load', () => {
    const store = new DeviceStore();
    store.queue(state('a'));
    expect(store.flush()).toEqual([]);
    const generation = store.generation;
    store.reset([device('a')]);
    expect(store.generation).toBe(generation + 1);
    expect(store.get('a')?.status).toBe('online');
  });

  it('places devices that have a location', () => {
    const store = new DeviceStore();
    store.reset([device('a'), device('b', { lat: null })]);
    expect(store.at('a')).toEqual([100.5, 13.7]);
    expect(store.at('b')).toBeNull();
    expect(store.at('zz')).toBeNull();
    expect(store.size).toBe(2);
  });
});
