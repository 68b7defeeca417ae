// Pure geography of the map page: GeoJSON from API rows, device status, the devices' clustering,
// and plate tracks with distances and bearings. No MapLibre here, so all of it is unit-tested
// without a browser.
import type { Alert, AlertStatus } from '@yaam/shared/contracts/alerts';
import type { Device, DeviceStateMessage, MAP_DEVICE_FIELDS, MapDeviceRow } from '@yaam/shared/contracts/devices';
import type { District } from '@yaam/shared/contracts/districts';
import type { WatchPriority } from '@yaam/shared/contracts/kwatch';
import type { Read } from '@yaam/shared/contracts/reads';
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';

export type LngLat = [lng: number, lat: number];
export type Bounds = [LngLat, LngLat];

/** The bundled provinces' extent (data/thailand-provinces.geojson). */
export const THAILAND_BOUNDS: Bounds = [
  [97.34, 5.61],
  [105.64, 20.47],
];

// --- devices -----------------------------------------------------------------------------------

/** What the map shows: offline, online, or online but reading far fewer plates than usual. */
export type MapDeviceStatus = 'online' | 'flagged' | 'offline';
export const MAP_DEVICE_STATUSES: readonly MapDeviceStatus[] = ['online', 'flagged', 'offline'];

/** The fields of a device the map needs (GET /api/v1/map/devices), kept up to date by `…/state` messages. */
export type MapDevice = { [K in (typeof MAP_DEVICE_FIELDS)[number]]: Device[K] };

/** A row of GET /api/v1/map/devices, in the order of MAP_DEVICE_FIELDS. */
export function fromMapRow([id, name, siteName, districtCode, lat, lng, enabled, status, statusChangedAt, lastSeenAt, rateDropSince]: MapDeviceRow): MapDevice {
  return { id, name, siteName, districtCode, lat, lng, enabled, status, statusChangedAt, lastSeenAt, rateDropSince };
}

export function deviceStatusOf(d: Pick<MapDevice, 'enabled' | 'status' | 'rateDropSince'>): MapDeviceStatus {
  if (!d.enabled || d.status === 'offline') return 'offline';
  return d.rateDropSince ? 'flagged' : 'online';
}

export const hasLocation = (d: { lat: number | null; lng: number | null }): d is { lat: number; lng: number } =>
  typeof d.lat === 'number' && typeof d.lng === 'number' && Number.isFinite(d.lat) && Number.isFinite(d.lng);

export interface DeviceProps {
  id: string;
  status: MapDeviceStatus;
}

export function deviceFeature(d: MapDevice): Feature<Point, DeviceProps> | null {
  if (!hasLocation(d)) return null;
  return { type: 'Feature', id: d.id, geometry: { type: 'Point', coordinates: [d.lng, d.lat] }, properties: { id: d.id, status: deviceStatusOf(d) } };
}

const inDistrict = (district: string | undefined, code: string | null) => !district || code === district;

export function devicesGeoJSON(devices: Iterable<MapDevice>, district?: string): FeatureCollection<Point, DeviceProps> {
  const features: Feature<Point, DeviceProps>[] = [];
  for (const d of devices) {
    if (!inDistrict(district, d.districtCode)) continue;
    const f = deviceFeature(d);
    if (f) features.push(f);
  }
  return { type: 'FeatureCollection', features };
}

/** A device after a `yaam/v1/devices/{id}/state` message; a message older than what we know is ignored. */
export function applyDeviceState(d: MapDevice, msg: Pick<DeviceStateMessage, 'status' | 'enabled' | 'at' | 'lastSeenAt' | 'rateDropSince'>): MapDevice {
  if (d.statusChangedAt && Date.parse(msg.at) < Date.parse(d.statusChangedAt)) return d;
  return { ...d, status: msg.status, enabled: msg.enabled, statusChangedAt: msg.at, lastSeenAt: msg.lastSeenAt ?? d.lastSeenAt, rateDropSince: msg.rateDropSince };
}

export function isDeviceStateMessage(v: unknown): v is DeviceStateMessage {
  if (!v || typeof v !== 'object') return false;
  const m = v as Record<string, unknown>;
  return typeof m.deviceId === 'string' && (m.status === 'online' || m.status === 'offline') && typeof m.enabled === 'boolean';
}

export type StatusCounts = Record<MapDeviceStatus, number> & { total: number; unplaced: number };

export const noCounts = (): StatusCounts => ({ online: 0, flagged: 0, offline: 0, total: 0, unplaced: 0 });

/** Adds a device to the counts; devices without a location are counted apart. */
export function countDevice(c: StatusCounts, d: MapDevice) {
  if (!hasLocation(d)) {
    c.unplaced++;
    return;
  }
  c[deviceStatusOf(d)]++;
  c.total++;
}

export function statusCounts(devices: Iterable<MapDevice>, district?: string): StatusCounts {
  const c = noCounts();
  for (const d of devices) if (inDistrict(district, d.districtCode)) countDevice(c, d);
  return c;
}

/**
 * Clustering of the devices' GeoJSON source: clusters carry how many of their devices are offline and
 * flagged, so a cluster can be coloured by the worst it holds. Up to zoom 13 (a district) devices
 * cluster; closer in, every camera stands alone.
 */
export const DEVICE_CLUSTER = {
  cluster: true,
  clusterRadius: 44,
  clusterMaxZoom: 13,
  clusterProperties: {
    offline: ['+', ['case', ['==', ['get', 'status'], 'offline'], 1, 0]],
    flagged: ['+', ['case', ['==', ['get', 'status'], 'flagged'], 1, 0]],
  },
} as const;

// --- alerts ------------------------------------------------------------------------------------

/** The statuses of an alert still being worked (OPEN_ALERT_STATUSES of the contract, without zod). */
export const OPEN_STATUSES: readonly AlertStatus[] = ['new', 'acknowledged', 'dispatched'];
export const PRIORITIES: readonly WatchPriority[] = ['low', 'medium', 'high', 'critical'];

export const isOpenAlert = (a: Pick<Alert, 'status'>) => OPEN_STATUSES.includes(a.status);

export function isAlert(v: unknown): v is Alert {
  if (!v || typeof v !== 'object') return false;
  const a = v as Record<string, unknown>;
  return typeof a.id === 'string' && typeof a.status === 'string' && typeof a.priority === 'string' && typeof a.plate === 'object' && a.plate !== null;
}

export interface AlertProps {
  id: string;
  priority: WatchPriority;
  /** 0 (low) … 3 (critical): draw order and pulse size */
  rank: number;
}

/** Where an alert happened: its own position, else the device's. */
export function alertPosition(a: Pick<Alert, 'lat' | 'lng' | 'deviceId'>, deviceAt: (id: string) => LngLat | null): LngLat | null {
  if (hasLocation(a)) return [a.lng, a.lat];
  return deviceAt(a.deviceId);
}

export function alertsGeoJSON(alerts: Iterable<Alert>, deviceAt: (id: string) => LngLat | null, district?: string): FeatureCollection<Point, AlertProps> {
  const features: Feature<Point, AlertProps>[] = [];
  for (const a of alerts) {
    if (!isOpenAlert(a)) continue;
    if (district && a.districtCode !== district && !a.notifyDistricts.includes(district)) continue;
    const at = alertPosition(a, deviceAt);
    if (!at) continue;
    features.push({ type: 'Feature', id: a.id, geometry: { type: 'Point', coordinates: at }, properties: { id: a.id, priority: a.priority, rank: PRIORITIES.indexOf(a.priority) } });
  }
  // Critical last: drawn on top.
  features.sort((x, y) => x.properties.rank - y.properties.rank);
  return { type: 'FeatureCollection', features };
}

/**
 * Applies an alert from `yaam/v1/alerts/…` to the open alerts: an open one is added or replaced (a
 * stale version is ignored), a closed one removed. Returns whether it is new to the map.
 */
export function upsertAlert(open: Map<string, Alert>, alert: Alert): { changed: boolean; isNew: boolean } {
  const known = open.get(alert.id);
  if (known && known.version > alert.version) return { changed: false, isNew: false };
  if (!isOpenAlert(alert)) return { changed: open.delete(alert.id), isNew: false };
  open.set(alert.id, alert);
  return { changed: true, isNew: !known };
}

// --- districts ---------------------------------------------------------------------------------

export interface DistrictProps {
  code: string;
}

/** The seeded districts are police stations with a point each (no boundary): points it is. */
export function districtsGeoJSON(districts: readonly District[]): FeatureCollection<Point, DistrictProps> {
  return {
    type: 'FeatureCollection',
    features: districts.filter(hasLocation).map((d) => ({ type: 'Feature', id: d.code, geometry: { type: 'Point', coordinates: [d.lng, d.lat] }, properties: { code: d.code } })),
  };
}

// --- plate tracks ------------------------------------------------------------------------------

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceM(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north, 0 ≤ b < 360. */
export function bearing(a: LngLat, b: LngLat): number {
  const φ1 = rad(a[1]);
  const φ2 = rad(b[1]);
  const Δλ = rad(b[0] - a[0]);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const deg = (Math.atan2(y, x) * 180) / Math.PI;
  return (deg + 360) % 360;
}

export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Compass = (typeof COMPASS)[number];

/** The nearest of the eight compass points. */
export function compassOf(deg: number): Compass {
  const i = Math.round((((deg % 360) + 360) % 360) / 45) % 8;
  return COMPASS[i] ?? 'N';
}

export interface TrackStep {
  distanceM: number;
  minutes: number;
  /** null when the vehicle was seen at the same place again */
  bearing: number | null;
  compass: Compass | null;
}

export interface TrackSighting {
  /** 1-based, in time order */
  n: number;
  read: Read;
  at: LngLat;
  /** from the sighting before; null for the first */
  step: TrackStep | null;
}

/** A place the vehicle was seen at, with the numbers of every sighting there ("1–2, 4–7, 10…"). */
export interface TrackPlace {
  at: LngLat;
  numbers: number[];
  label: string;
}

export interface Track {
  sightings: TrackSighting[];
  places: TrackPlace[];
  /** sightings without a position (a device since deleted, no coordinates) */
  unplaced: number;
  line: Feature<LineString> | null;
  placesGeoJSON: FeatureCollection<Point, { label: string; first: number; last: number; count: number }>;
  /** one arrow a third of the way along each leg between two places (once per direction), rotated to its bearing */
  arrowsGeoJSON: FeatureCollection<Point, { bearing: number }>;
  bounds: Bounds | null;
}

const SAME_PLACE_M = 30;

/** "1–2, 4–7, 10" — at most `max` runs, then "…". */
export function compactRanges(numbers: readonly number[], max = 3): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.length > max ? `${runs.slice(0, max).join(', ')}…` : runs.join(', ');
}

export function buildTrack(reads: readonly Read[], deviceAt: (id: string) => LngLat | null): Track {
  const sorted = [...reads].sort((a, b) => Date.parse(a.capturedAt) - Date.parse(b.capturedAt) || a.id.localeCompare(b.id));
  const sightings: TrackSighting[] = [];
  let unplaced = 0;
  for (const read of sorted) {
    const at = hasLocation(read) ? ([read.lng, read.lat] as LngLat) : deviceAt(read.deviceId);
    if (!at) {
      unplaced++;
      continue;
    }
    const prev = sightings[sightings.length - 1];
    let step: TrackStep | null = null;
    if (prev) {
      const d = distanceM(prev.at, at);
      const b = d >= SAME_PLACE_M ? bearing(prev.at, at) : null;
      step = {
        distanceM: d,
        minutes: (Date.parse(read.capturedAt) - Date.parse(prev.read.capturedAt)) / 60_000,
        bearing: b,
        compass: b === null ? null : compassOf(b),
      };
    }
    sightings.push({ n: sightings.length + 1, read, at, step });
  }

  // Places: every sighting within SAME_PLACE_M of a place already found joins it.
  const places: TrackPlace[] = [];
  const placeOf: number[] = [];
  for (const s of sightings) {
    let i = places.findIndex((p) => distanceM(p.at, s.at) < SAME_PLACE_M);
    if (i < 0) {
      places.push({ at: s.at, numbers: [], label: '' });
      i = places.length - 1;
    }
    places[i]!.numbers.push(s.n);
    placeOf.push(i);
  }
  for (const p of places) p.label = compactRanges(p.numbers);

  // The line visits places in time order; each leg between two places gets one arrow per direction.
  const path: LngLat[] = [];
  const legs = new Set<string>();
  const arrows: Feature<Point, { bearing: number }>[] = [];
  for (let k = 0; k < placeOf.length; k++) {
    const here = placeOf[k]!;
    const before = k > 0 ? placeOf[k - 1]! : -1;
    if (here === before) continue;
    const at = places[here]!.at;
    path.push(at);
    if (before < 0 || legs.has(`${before}>${here}`)) continue;
    legs.add(`${before}>${here}`);
    const from = places[before]!.at;
    // A third of the way along, so arrows of the two directions of one leg do not cover each other.
    const mid: LngLat = [from[0] + (at[0] - from[0]) / 3, from[1] + (at[1] - from[1]) / 3];
    arrows.push({ type: 'Feature', geometry: { type: 'Point', coordinates: mid }, properties: { bearing: Math.round(bearing(from, at)) } });
  }

  return {
    sightings,
    places,
    unplaced,
    line: path.length > 1 ? { type: 'Feature', geometry: { type: 'LineString', coordinates: path }, properties: {} } : null,
    placesGeoJSON: {
      type: 'FeatureCollection',
      features: places.map((p) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: p.at },
        properties: { label: p.label, first: p.numbers[0] ?? 0, last: p.numbers[p.numbers.length - 1] ?? 0, count: p.numbers.length },
      })),
    },
    arrowsGeoJSON: { type: 'FeatureCollection', features: arrows },
    bounds: boundsOf(places.map((p) => p.at)),
  };
}

/**
 * The plates among the sightings a plate search found (the API matches part of a plate): the plate
 * typed when it is among them, else every distinct plate, most seen first.
 */
export function platesFound(reads: readonly Pick<Read, 'plate'>[], wanted: string): { exact: boolean; plates: Array<{ plate: string; count: number }> } {
  const counts = new Map<string, number>();
  for (const r of reads) counts.set(r.plate, (counts.get(r.plate) ?? 0) + 1);
  const exact = counts.get(wanted);
  if (exact !== undefined) return { exact: true, plates: [{ plate: wanted, count: exact }] };
  return { exact: false, plates: [...counts].map(([plate, count]) => ({ plate, count })).sort((a, b) => b.count - a.count || a.plate.localeCompare(b.plate)) };
}

export function boundsOf(points: readonly LngLat[]): Bounds | null {
  if (points.length === 0) return null;
  let [minX, minY] = points[0]!;
  let [maxX, maxY] = points[0]!;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [
    [minX, minY],
    [maxX, maxY],
  ];
}
