import { describe, expect, it } from 'vitest';

import { pulseAt, PULSE_MS } from './layers/alerts-layer';
import { DEVICE_LAYERS } from './layers/devices-layer';
import { countRenderedDevices } from './map-effects';

const f = (layer: string, properties: Record<string, unknown>) => ({ layer: { id: layer }, properties }) as never;

describe('counting what the map drew', () => {
  it('counts clusters by their members and single devices once, even when a tile border repeats them', () => {
    const counts = countRenderedDevices([
      f(DEVICE_LAYERS.clusters, { cluster_id: 7, point_count: 12, offline: 9, flagged: 1 }),
      f(DEVICE_LAYERS.clusters, { cluster_id: 7, point_count: 12, offline: 9, flagged: 1 }),
      f(DEVICE_LAYERS.points, { id: 'cam-001', status: 'online' }),
      f(DEVICE_LAYERS.points, { id: 'cam-001', status: 'online' }),
      f(DEVICE_LAYERS.points, { id: 'cam-002', status: 'offline' }),
      f('something-else', { id: 'x' }),
    ]);
    expect(counts).toEqual({ total: 14, online: 3, flagged: 1, offline: 10 });
  });
});

describe('the alert pulse', () => {
  it('grows and fades over each priority’s period, faster for critical', () => {
    const start = pulseAt(0);
    expect(start.radius).toEqual({ critical: 8, high: 8, medium: 8 });
    expect(start.opacity.critical).toBeCloseTo(0.55);
    const half = pulseAt(PULSE_MS.critical / 2);
    expect(half.radius.critical).toBeGreaterThan(half.radius.high);
    expect(half.opacity.critical).toBeLessThan(half.opacity.high);
    expect(pulseAt(PULSE_MS.critical).radius.critical).toBe(8);
  });
});
