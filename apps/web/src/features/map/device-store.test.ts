import type { DeviceStateMessage } from '@yaam/shared/contracts/devices';
import { describe, expect, it, vi } from 'vitest';

import { DeviceStore } from './device-store';
import { statusCounts, type MapDevice } from './geo';

const device = (id: string, over: Partial<MapDevice> = {}): MapDevice => ({
  id,
  name: id,
  siteName: null,
  districtCode: 'D1',
  lat: 13.7,
  lng: 100.5,
  enabled: true,
  status: 'offline',
  statusChangedAt: '2026-11-22T00:00:00.000Z',
  lastSeenAt: null,
  rateDropSince: null,
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

  it('keeps the counts by status, everywhere and per district, with each batch', () => {
    const store = new DeviceStore();
    store.reset([device('a'), device('b', { districtCode: 'D2' }), device('c', { status: 'online' }), device('d', { lat: null }), device('e', { districtCode: null })]);
    expect(store.counts()).toEqual({ online: 1, flagged: 0, offline: 3, total: 4, unplaced: 1 });
    expect(store.counts('D1')).toEqual({ online: 1, flagged: 0, offline: 1, total: 2, unplaced: 1 });
    expect(store.counts('nowhere')).toEqual({ online: 0, flagged: 0, offline: 0, total: 0, unplaced: 0 });
    store.queue(state('a'));
    store.queue(state('b', { rateDropSince: '2026-11-22T01:00:00.000Z' }));
    store.queue(state('c', { enabled: false }));
    store.queue(state('d'));
    store.queue(state('e'));
    store.flush();
    expect(store.counts()).toEqual({ online: 2, flagged: 1, offline: 1, total: 4, unplaced: 1 });
    expect(store.counts('D1')).toEqual({ online: 1, flagged: 0, offline: 1, total: 2, unplaced: 1 });
    expect(store.counts('D2')).toEqual({ online: 0, flagged: 1, offline: 0, total: 1, unplaced: 0 });
    // The same as counting them all again.
    const all = [...store.values()];
    expect(store.counts()).toEqual(statusCounts(all));
    expect(store.counts('D1')).toEqual(statusCounts(all, 'D1'));
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
