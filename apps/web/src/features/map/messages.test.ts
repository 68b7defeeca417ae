// Every translation key the map uses exists in th and en (with plural forms where a count is given),
// and every value the map builds keys from has its message.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { COMPASS, MAP_DEVICE_STATUSES, OPEN_STATUSES, PRIORITIES } from './geo';
import { TRACK_WINDOWS } from './map-search';

const root = path.resolve(import.meta.dirname, '../../../public/_i18n');
const load = (lng: string) => JSON.parse(fs.readFileSync(path.join(root, lng, 'messages.json'), 'utf8')) as Record<string, unknown>;
const get = (obj: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
const has = (obj: unknown, key: string) => typeof get(obj, key) === 'string' || typeof get(obj, `${key}_other`) === 'string';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const literalKeys = [...new Set(sources(import.meta.dirname).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/['"`]((?:map|common)\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"`]/g)].map((m) => m[1] as string)))];
const PROVINCE_REGIONS = ['North', 'Northeast', 'Central', 'East', 'West', 'South'];

describe.each(['th', 'en'])('map messages in %s', (lng) => {
  const messages = load(lng);
  it('has every literal key the map uses', () => {
    expect(literalKeys.length).toBeGreaterThan(50);
    expect(literalKeys.filter((k) => !has(messages, k))).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...MAP_DEVICE_STATUSES.map((s) => `map.status.${s}`),
      ...PRIORITIES.map((p) => `map.priority.${p}`),
      ...OPEN_STATUSES.map((s) => `map.alertStatus.${s}`),
      ...['stolen', 'wanted', 'suspect', 'missing', 'other'].map((r) => `map.reason.${r}`),
      ...COMPASS.map((c) => `map.compass.${c}`),
      ...PROVINCE_REGIONS.map((r) => `map.regions.${r}`),
      ...['asc', 'desc'].map((o) => `map.track.order.${o}`),
      ...['all', ...Object.keys(TRACK_WINDOWS)].map((w) => `map.track.windows.${w}`),
    ];
    expect(built.filter((k) => !has(messages, k))).toEqual([]);
  });
  it('gives English both plural forms where a count is shown', () => {
    if (lng !== 'en') return;
    for (const key of ['map.layers.readsHint', 'map.layers.unplaced', 'map.alert.sightings', 'map.track.count', 'map.track.unplaced']) {
      expect([get(messages, `${key}_one`), get(messages, `${key}_other`)].every((v) => typeof v === 'string')).toBe(true);
    }
  });
});

describe('province regions', () => {
  it('are the regions of the bundled provinces', () => {
    const geo = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'data/thailand-provinces.geojson'), 'utf8')) as { features: Array<{ properties: { region: string } }> };
    expect(geo.features).toHaveLength(77);
    expect([...new Set(geo.features.map((f) => f.properties.region))].sort()).toEqual([...PROVINCE_REGIONS].sort());
  });
});
