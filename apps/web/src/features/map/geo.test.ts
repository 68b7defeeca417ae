import type { Alert } from '@yaam/shared/contracts/alerts';
import { MAP_DEVICE_FIELDS } from '@yaam/shared/contracts/devices';
import type { Read } from '@yaam/shared/contracts/reads';
import { describe, expect, it } from 'vitest';

import {
  alertsGeoJSON,
  applyDeviceState,
  bearing,
  boundsOf,
  buildTrack,
  compactRanges,
  compassOf,
  DEVICE_CLUSTER,
  deviceStatusOf,
  devicesGeoJSON,
  distanceM,
  fromMapRow,
  districtsGeoJSON,
  platesFound,
  statusCounts,
  upsertAlert,
  type LngLat,
  type MapDevice,
} from './geo';

const device = (over: Partial<MapDevice> = {}): MapDevice => ({
  id: 'cam-001',
  name: 'Vibhavadi',
  siteName: 'U-turn',
  districtCode: 'BKK-STS',
  lat: 13.7935,
  lng: 100.5628,
  enabled: true,
  status: 'online',
  statusChangedAt: '2026-11-22T00:00:00.000Z',
  lastSeenAt: '2026-11-22T00:00:00.000Z',
  rateDropSince: null,
  ...over,
});

const read = (over: Partial<Read>): Read => ({
  id: '1',
  deviceId: 'cam-001',
  readId: 'r1',
  capturedAt: '2026-11-20T01:00:00.000Z',
  receivedAt: '2026-11-20T01:00:00.100Z',
  plate: '1กข1234',
  plateRaw: '1กข 1234',
  series: '1กข',
  number: '1234',
  province: 'กรุงเทพมหานคร',
  districtCode: 'BKK-STS',
  vehicleType: null,
  vehicleColor: null,
  vehicleMake: null,
  confidence: 0.9,
  lat: 13.7,
  lng: 100.5,
  heading: null,
  imageUrl: null,
  ...over,
});

const alert = (over: Partial<Alert> = {}): Alert =>
  ({
    id: 'a1',
    status: 'new',
    priority: 'critical',
    entry: { id: 'e1', pattern: '1กข1234', reason: 'stolen', caseNo: null },
    match: { mode: 'exact', score: 1, distance: 0, lookalikes: 0 },
    plate: { plate: '1กข1234', series: '1กข', number: '1234', province: null },
    deviceId: 'cam-001',
    readId: 'r1',
    readRowId: 1,
    districtCode: 'BKK-STS',
    lat: null,
    lng: null,
    imageUrl: null,
    notifyDistricts: ['BKK-PTW'],
    firstSeenAt: '2026-11-22T00:00:00.000Z',
    lastSeenAt: '2026-11-22T00:00:00.000Z',
    sightingCount: 1,
    assignedOfficer: null,
    acknowledged: null,
    dispatched: null,
    closed: null,
    version: 1,
    createdAt: '2026-11-22T00:00:00.000Z',
    updatedAt: '2026-11-22T00:00:00.000Z',
    updatedBy: null,
    ...over,
  }) as Alert;

describe('devices', () => {
  it('colours a device offline, flagged (online with a rate drop) or online', () => {
    expect(deviceStatusOf(device())).toBe('online');
    expect(deviceStatusOf(device({ rateDropSince: '2026-11-22T00:00:00Z' }))).toBe('flagged');
    expect(deviceStatusOf(device({ status: 'offline', rateDropSince: '2026-11-22T00:00:00Z' }))).toBe('offline');
    expect(deviceStatusOf(device({ enabled: false }))).toBe('offline');
  });

  it('builds point features with the id promoted, leaves out devices without a location and filters by district', () => {
    const list = [device(), device({ id: 'cam-002', lat: null }), device({ id: 'cam-003', districtCode: 'BKK-PTW', lng: 100.6 })];
    const all = devicesGeoJSON(list);
    expect(all.features.map((f) => f.id)).toEqual(['cam-001', 'cam-003']);
    expect(all.features[0]).toMatchObject({ geometry: { type: 'Point', coordinates: [100.5628, 13.7935] }, properties: { id: 'cam-001', status: 'online' } });
    expect(devicesGeoJSON(list, 'BKK-PTW').features.map((f) => f.id)).toEqual(['cam-003']);
  });

  it('applies a state message, ignoring one older than what is known', () => {
    const d = device({ status: 'offline', statusChangedAt: '2026-11-22T01:00:00.000Z' });
    const on = applyDeviceState(d, { status: 'online', enabled: true, at: '2026-11-22T01:00:05.000Z', lastSeenAt: '2026-11-22T01:00:05.000Z', rateDropSince: null });
    expect(on.status).toBe('online');
    expect(on.lastSeenAt).toBe('2026-11-22T01:00:05.000Z');
    expect(applyDeviceState(d, { status: 'online', enabled: true, at: '2026-11-22T00:59:00.000Z', lastSeenAt: null, rateDropSince: null })).toBe(d);
  });

  it('reads a device from a row of GET /api/v1/map/devices', () => {
    const row = ['cam-001', 'Vibhavadi', 'U-turn', 'BKK-STS', 13.7935, 100.5628, true, 'online', '2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z', null] as const;
    expect(fromMapRow([...row])).toEqual(device());
    expect(Object.keys(fromMapRow([...row]))).toEqual([...MAP_DEVICE_FIELDS]);
  });

  it('counts devices by status; devices without a location are counted apart', () => {
    const c = statusCounts([device(), device({ id: 'b', status: 'offline' }), device({ id: 'c', rateDropSince: 'x' }), device({ id: 'd', lat: null })]);
    expect(c).toEqual({ online: 1, offline: 1, flagged: 1, total: 3, unplaced: 1 });
  });

  it('clusters with counts of offline and flagged devices, up to district zoom', () => {
    expect(DEVICE_CLUSTER.cluster).toBe(true);
    expect(DEVICE_CLUSTER.clusterMaxZoom).toBeLessThanOrEqual(14);
    expect(Object.keys(DEVICE_CLUSTER.clusterProperties).sort()).toEqual(['flagged', 'offline']);
  });
});

describe('alerts', () => {
  const at = (id: string): LngLat | null => (id === 'cam-001' ? [100.56, 13.79] : null);

  it('places an alert at its own position, else at its device, else leaves it out', () => {
    const fc = alertsGeoJSON([alert(), alert({ id: 'a2', lat: 13.5, lng: 100.1, priority: 'low' }), alert({ id: 'a3', deviceId: 'gone' })], at);
    // Lowest priority first, so critical is drawn on top.
    expect(fc.features.map((f) => [f.id, f.geometry.coordinates])).toEqual([
      ['a2', [100.1, 13.5]],
      ['a1', [100.56, 13.79]],
    ]);
    expect(fc.features[1]?.properties).toEqual({ id: 'a1', priority: 'critical', rank: 3 });
  });

  it('filters by the district seen in or notified', () => {
    expect(alertsGeoJSON([alert()], at, 'BKK-PTW').features).toHaveLength(1);
    expect(alertsGeoJSON([alert()], at, 'BKK-LPN').features).toHaveLength(0);
  });

  it('adds new open alerts, replaces newer versions, ignores stale ones and removes closed ones', () => {
    const open = new Map<string, Alert>();
    expect(upsertAlert(open, alert())).toEqual({ changed: true, isNew: true });
    expect(upsertAlert(open, alert({ version: 2, status: 'acknowledged' }))).toEqual({ changed: true, isNew: false });
    expect(upsertAlert(open, alert({ version: 1 }))).toEqual({ changed: false, isNew: false });
    expect(open.get('a1')?.status).toBe('acknowledged');
    expect(upsertAlert(open, alert({ version: 3, status: 'resolved' }))).toEqual({ changed: true, isNew: false });
    expect(open.size).toBe(0);
    expect(upsertAlert(open, alert({ id: 'x', status: 'false-positive' })).changed).toBe(false);
  });
});

describe('districts', () => {
  it('are points keyed by code', () => {
    const fc = districtsGeoJSON([{ code: 'BKK-BKN', nameTh: 'บางเขน', nameEn: 'Bang Khen', provinceCode: '10', lat: 13.87, lng: 100.59, version: 1, updatedAt: '' }]);
    expect(fc.features).toEqual([{ type: 'Feature', id: 'BKK-BKN', geometry: { type: 'Point', coordinates: [100.59, 13.87] }, properties: { code: 'BKK-BKN' } }]);
  });
});

describe('geometry', () => {
  const bangkok: LngLat = [100.5018, 13.7563];
  it('measures great-circle distances', () => {
    expect(distanceM(bangkok, bangkok)).toBe(0);
    // Bangkok to Chiang Mai is about 580 km as the crow flies.
    const km = distanceM(bangkok, [98.9853, 18.7883]) / 1000;
    expect(km).toBeGreaterThan(570);
    expect(km).toBeLessThan(595);
    // One degree of latitude is about 111 km.
    expect(distanceM([100, 13], [100, 14]) / 1000).toBeCloseTo(111.2, 0);
  });

  it('gives bearings clockwise from north and the nearest compass point', () => {
    expect(bearing([100, 13], [100, 14])).toBeCloseTo(0, 5);
    expect(bearing([100, 13], [101, 13])).toBeCloseTo(90, 0);
    expect(bearing([100, 14], [100, 13])).toBeCloseTo(180, 5);
    expect(bearing([101, 13], [100, 13])).toBeCloseTo(270, 0);
    expect(compassOf(0)).toBe('N');
    expect(compassOf(22)).toBe('N');
    expect(compassOf(23)).toBe('NE');
    expect(compassOf(135)).toBe('SE');
    expect(compassOf(350)).toBe('N');
    expect(compassOf(-90)).toBe('W');
    expect(compassOf(720 + 225)).toBe('SW');
  });

  it('bounds a set of points', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        [100, 14],
        [99, 15],
        [101, 13],
      ]),
    ).toEqual([
      [99, 13],
      [101, 15],
    ]);
  });
});

describe('plate tracks', () => {
  const at = (id: string): LngLat | null => (id === 'cam-009' ? [100.6335, 13.6685] : null);
  const reads = [
    read({ id: '3', capturedAt: '2026-11-20T03:00:00.000Z', lat: 13.8, lng: 100.5 }),
    read({ id: '1', capturedAt: '2026-11-20T01:00:00.000Z', lat: 13.7, lng: 100.5 }),
    read({ id: '2', capturedAt: '2026-11-20T01:30:00.000Z', lat: 13.7, lng: 100.5 }),
    read({ id: '4', capturedAt: '2026-11-20T04:00:00.000Z', deviceId: 'cam-009', lat: null, lng: null }),
    read({ id: '5', capturedAt: '2026-11-20T05:00:00.000Z', deviceId: 'gone', lat: null, lng: null }),
  ];

  it('numbers sightings in time order with distance, time and direction from the one before', () => {
    const track = buildTrack(reads, at);
    expect(track.sightings.map((s) => [s.n, s.read.id])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3'],
      [4, '4'],
    ]);
    expect(track.unplaced).toBe(1);
    expect(track.sightings[0]?.step).toBeNull();
    expect(track.sightings[1]?.step).toEqual({ distanceM: 0, minutes: 30, bearing: null, compass: null });
    expect(track.sightings[2]?.step).toMatchObject({ minutes: 90, bearing: 0, compass: 'N' });
    expect(track.sightings[2]?.step?.distanceM).toBeCloseTo(11_119, -1);
    expect(track.sightings[3]?.step?.compass).toBe('SE');
    expect(track.sightings[3]?.at).toEqual([100.6335, 13.6685]);
  });

  it('draws a dot per place with the numbers seen there, a line through the places and an arrow per leg and direction', () => {
    const back = [...reads, read({ id: '6', capturedAt: '2026-11-20T06:00:00.000Z', lat: 13.7, lng: 100.5 }), read({ id: '7', capturedAt: '2026-11-20T07:00:00.000Z', lat: 13.8, lng: 100.5 })];
    const track = buildTrack(back, at);
    expect(track.places.map((p) => p.label)).toEqual(['1–2, 5', '3, 6', '4']);
    expect(track.line?.geometry.coordinates).toEqual([
      [100.5, 13.7],
      [100.5, 13.8],
      [100.6335, 13.6685],
      [100.5, 13.7],
      [100.5, 13.8],
    ]);
    // 1→3, 3→4, 4→1; 1→3 again adds no arrow.
    expect(track.arrowsGeoJSON.features.map((f) => f.properties.bearing)).toEqual([0, 135, 284]);
    expect(track.arrowsGeoJSON.features[0]?.geometry.coordinates[1]).toBeCloseTo(13.7333, 4);
    expect(track.placesGeoJSON.features[0]?.properties).toEqual({ label: '1–2, 5', first: 1, last: 5, count: 3 });
    expect(track.bounds).toEqual([
      [100.5, 13.6685],
      [100.6335, 13.8],
    ]);
  });

  it('has no line for a single place', () => {
    const track = buildTrack([reads[1]!, reads[2]!], at);
    expect(track.places).toHaveLength(1);
    expect(track.line).toBeNull();
    expect(track.arrowsGeoJSON.features).toHaveLength(0);
  });

  it('writes sighting numbers as short runs', () => {
    expect(compactRanges([1])).toBe('1');
    expect(compactRanges([5, 1, 2, 3, 9])).toBe('1–3, 5, 9');
    expect(compactRanges([1, 3, 5, 7, 8])).toBe('1, 3, 5…');
    expect(compactRanges([])).toBe('');
  });

  it('narrows a partial plate search to the plate meant, or offers the plates found', () => {
    const rows = [{ plate: '1กข1234' }, { plate: '1กข1234' }, { plate: '2กข1234' }];
    expect(platesFound(rows, '1กข1234')).toEqual({ exact: true, plates: [{ plate: '1กข1234', count: 2 }] });
    expect(platesFound(rows, 'กข1234')).toEqual({
      exact: false,
      plates: [
        { plate: '1กข1234', count: 2 },
        { plate: '2กข1234', count: 1 },
      ],
    });
    expect(platesFound([], 'x')).toEqual({ exact: false, plates: [] });
  });
});
