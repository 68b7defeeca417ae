import { describe, expect, it } from 'vitest';

import { layersOf, MAP_LAYERS, parseMapSearch, withLayer } from './map-search';

describe('the map address', () => {
  it('keeps sensible values and drops the rest', () => {
    expect(parseMapSearch({ district: 'bkk-lpn', plate: ' กข 1234 ', follow: true, device: 'cam-001', order: 'desc' })).toEqual({
      district: 'BKK-LPN',
      plate: 'กข 1234',
      follow: true,
      device: 'cam-001',
      order: 'desc',
    });
    expect(parseMapSearch({ district: 'a/b', device: '../x', follow: 'no', order: 'up', plate: '', since: '1y' })).toEqual({});
    expect(parseMapSearch({ since: '24h' })).toEqual({ since: '24h' });
    expect(parseMapSearch({ alert: '1B99C1A6-669C-4F66-84C3-FE329C8F8723' })).toEqual({ alert: '1b99c1a6-669c-4f66-84c3-fe329c8f8723' });
    expect(parseMapSearch({ alert: 'not-a-uuid' })).toEqual({});
    expect(parseMapSearch({ since: 'toString' })).toEqual({});
    // The router reads "?plate=1234" as a number.
    expect(parseMapSearch({ plate: 1234, follow: 1 })).toEqual({ plate: '1234', follow: true });
    expect(parseMapSearch({ plate: 'x'.repeat(80) }).plate).toHaveLength(32);
  });

  it('keeps the layers as a short list, all of them by default', () => {
    expect(parseMapSearch({ layers: 'devices,reads,alerts,districts' }).layers).toBeUndefined();
    expect(parseMapSearch({ layers: 'alerts,bogus,devices' }).layers).toBe('devices,alerts');
    expect(parseMapSearch({ layers: '' }).layers).toBeUndefined();
    expect(parseMapSearch({ layers: 'none' }).layers).toBe('none');
    expect([...layersOf({})]).toEqual([...MAP_LAYERS]);
    expect([...layersOf({ layers: 'none' })]).toEqual([]);
  });

  it('switches one layer on or off', () => {
    const off = withLayer({ district: 'X1' }, 'reads', false);
    expect(off).toEqual({ district: 'X1', layers: 'devices,alerts,districts' });
    expect(withLayer(off, 'reads', true)).toEqual({ district: 'X1' });
    let s = {};
    for (const l of MAP_LAYERS) s = withLayer(s, l, false);
    expect(s).toEqual({ layers: 'none' });
  });
});
