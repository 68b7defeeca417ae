import { describe, expect, it } from 'vitest';

import { BASE_LAYERS, basePaint, offlineStyle, OVERLAY } from './base-style';

describe('the offline base map', () => {
  it.each(['light', 'dark'] as const)('in %s needs nothing from another host: no tiles, sprite or glyphs', (mode) => {
    const style = offlineStyle(mode, 'http://localhost:3000/assets/thailand-provinces-abc.geojson');
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    const urls = JSON.stringify(style).match(/\w+:\/\/[^"]+/g) ?? [];
    expect(urls).toEqual(['http://localhost:3000/assets/thailand-provinces-abc.geojson']);
    expect(style.layers.map((l) => l.id)).toEqual([BASE_LAYERS.background, BASE_LAYERS.fill, BASE_LAYERS.line]);
    // No text on the base map: province names are HTML (Thai needs shaping the map's text lacks).
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });

  it('changes the same properties between light and dark', () => {
    const light = basePaint('light');
    const dark = basePaint('dark');
    expect(light.map(([l, p]) => `${l}/${p}`)).toEqual(dark.map(([l, p]) => `${l}/${p}`));
    expect(light).not.toEqual(dark);
    expect(OVERLAY.light.online).not.toBe(OVERLAY.dark.online);
  });
});
