// What the map page needs from the server: MAP_STYLE_URL in the public configuration and allowed by
// the CSP (connect-src), and the bundled provinces GeoJSON served precompressed, a missing one a 404.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let plain: TestApp;
let dist: string;
const GEOJSON = JSON.stringify({ type: 'FeatureCollection', features: [], pad: 'x'.repeat(4000) });

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Yaam</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'thailand-provinces-abc.geojson'), GEOJSON);
  fs.writeFileSync(path.join(dist, 'assets', 'thailand-provinces-abc.geojson.gz'), gzipSync(GEOJSON));
  t = await startTestApp({ env: { YAAM_WEB_DIST: dist, MAP_STYLE_URL: 'https://tiles.example.go.th/styles/police/style.json' } });
  plain = await startTestApp({ env: { YAAM_WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  await plain.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('map configuration', () => {
  it('gives browsers the configured style and lets them fetch from its host', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ mapStyleUrl: 'https://tiles.example.go.th/styles/police/style.json' });
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp.match(/connect-src[^;]*/)?.[0]).toContain('https://tiles.example.go.th');
  });

  it('without MAP_STYLE_URL: no style, and no other host allowed', async () => {
    expect((await plain.app.inject({ url: '/api/config' })).json()).toMatchObject({ mapStyleUrl: null });
    const csp = String((await plain.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp.match(/connect-src[^;]*/)?.[0]).toBe("connect-src 'self' ws: wss:");
  });

  it('serves the provinces precompressed, and a missing GeoJSON as a 404, not the app', async () => {
    const res = await plain.app.inject({ url: '/assets/thailand-provinces-abc.geojson', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    const gone = await plain.app.inject({ url: '/assets/thailand-provinces-old.geojson' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
  });
});
