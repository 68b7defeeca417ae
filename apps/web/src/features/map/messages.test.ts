// Every translation key the map uses exists in th and en (with plural forms where a count is given),
// and every value the map builds keys from has its message.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadMessages, messageAt, missingKeys, scanKeys, sourceFiles } from '../../lib/messages-test-kit';
import { COMPASS, MAP_DEVICE_STATUSES, OPEN_STATUSES, PRIORITIES } from './geo';
import { TRACK_WINDOWS } from './map-search';

// not ending in a dot: a quoted 'map.layers.' would be a prefix keys are built from, not a key
const literalKeys = scanKeys(sourceFiles(import.meta.dirname), ['map', 'common'], { keyPattern: '[A-Za-z0-9_.]+[A-Za-z0-9_]' });
const PROVINCE_REGIONS = ['North', 'Northeast', 'Central', 'East', 'West', 'South'];

describe.each(['th', 'en'])('map messages in %s', (lng) => {
  const messages = loadMessages(lng);
  it('has every literal key the map uses', () => {
    expect(literalKeys.length).toBeGreaterThan(50);
    expect(missingKeys(messages, literalKeys, { plurals: true })).toEqual([]);
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
    expect(missingKeys(messages, built, { plurals: true })).toEqual([]);
  });
  it('gives English both plural forms where a count is shown', () => {
    if (lng !== 'en') return;
    for (const key of ['map.layers.readsHint', 'map.layers.unplaced', 'map.alert.sightings', 'map.track.count', 'map.track.unplaced']) {
      expect([messageAt(messages, `${key}_one`), messageAt(messages, `${key}_other`)].every((v) => typeof v === 'string')).toBe(true);
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
