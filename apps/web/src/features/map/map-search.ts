// The map's state in the address (/map?district=…&plate=…&layers=…&follow=1&device=…&alert=…): shareable, and
// tolerant — a value that makes no sense is dropped. Small on purpose: the route validates with it.
export const MAP_LAYERS = ['devices', 'reads', 'alerts', 'districts'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

/** How far back a plate's track goes; missing = everything stored. */
export const TRACK_WINDOWS = { '24h': 24, '3d': 72, '7d': 168 } as const;
export type TrackWindow = keyof typeof TRACK_WINDOWS;

export interface MapSearch {
  district?: string;
  /** a plate whose sightings are drawn as a track */
  plate?: string;
  /** the layers shown, comma-separated; missing = all */
  layers?: string;
  /** fly to each new critical alert */
  follow?: boolean;
  /** open this device's popup */
  device?: string;
  /** open this alert's popup */
  alert?: string;
  /** the track's list newest first */
  order?: 'desc';
  /** the track's time window */
  since?: TrackWindow;
}

const text = (v: unknown, max: number): string | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return s ? s.slice(0, max) : undefined;
};
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function parseMapSearch(raw: Record<string, unknown>): MapSearch {
  const out: MapSearch = {};
  const district = text(raw.district, 32);
  if (district && CODE.test(district)) out.district = district.toUpperCase();
  const plate = text(raw.plate, 32);
  if (plate) out.plate = plate;
  const layers = text(raw.layers, 64);
  if (layers !== undefined) {
    const wanted = MAP_LAYERS.filter((l) => layers.split(',').includes(l));
    if (wanted.length < MAP_LAYERS.length) out.layers = wanted.length ? wanted.join(',') : 'none';
  }
  if (raw.follow === true || raw.follow === '1' || raw.follow === 1 || raw.follow === 'true') out.follow = true;
  const device = text(raw.device, 64);
  if (device && CODE.test(device)) out.device = device;
  const alert = text(raw.alert, 36);
  if (alert && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(alert)) out.alert = alert.toLowerCase();
  if (raw.order === 'desc') out.order = 'desc';
  if (typeof raw.since === 'string' && Object.hasOwn(TRACK_WINDOWS, raw.since)) out.since = raw.since as TrackWindow;
  return out;
}

export function layersOf(search: MapSearch): Set<MapLayer> {
  if (search.layers === undefined) return new Set(MAP_LAYERS);
  return new Set(MAP_LAYERS.filter((l) => search.layers?.split(',').includes(l)));
}

export function withLayer(search: MapSearch, layer: MapLayer, on: boolean): MapSearch {
  const set = layersOf(search);
  if (on) set.add(layer);
  else set.delete(layer);
  const wanted = MAP_LAYERS.filter((l) => set.has(l));
  return parseMapSearch({ ...search, layers: wanted.length ? wanted.join(',') : 'none' });
}
