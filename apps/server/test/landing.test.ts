// GET / gets the landing page prerendered at build time in the visitor's language (cookie, then
// Accept-Language, then th); every other page gets index.html.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pageLocale } from '../src/http/spa';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let dist: string;
const landing = { th: '<!doctype html><html lang="th"><div id="app">หน้าแรก</div>', en: '<!doctype html><html lang="en"><div id="app">Landing</div>' };

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Yaam</title><div id="app"></div>');
  for (const [locale, html] of Object.entries(landing)) {
    const file = path.join(dist, `landing.${locale}.html`);
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.gz`, gzipSync(html));
    fs.writeFileSync(`${file}.br`, brotliCompressSync(html));
  }
  t = await startTestApp({ env: { YAAM_WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('prerendered landing page', () => {
  it('GET / with the English cookie gets the English page, not cached, varying on what picked it', async () => {
    const res = await t.app.inject({ url: '/', headers: { cookie: 'other=1; yaam_locale=en', 'accept-language': 'th-TH,th;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-language']).toBe('en');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    expect(res.body).toBe(landing.en);
  });

  it('without a cookie, by Accept-Language, then Thai; a query string keeps the landing page', async () => {
    expect((await t.app.inject({ url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9,th;q=0.8' } })).body).toBe(landing.en);
    expect((await t.app.inject({ url: '/', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).body).toBe(landing.th);
    expect((await t.app.inject({ url: '/' })).body).toBe(landing.th);
    expect((await t.app.inject({ url: '/?returnTo=%2Fpolice', headers: { cookie: 'yaam_locale=en' } })).body).toBe(landing.en);
    // An unknown cookie value falls through to the browser's languages.
    expect((await t.app.inject({ url: '/', headers: { cookie: 'yaam_locale=de', 'accept-language': 'en' } })).body).toBe(landing.en);
  });

  it('sends the precompressed page the browser accepts', async () => {
    const br = await t.app.inject({ url: '/', headers: { cookie: 'yaam_locale=en', 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({ url: '/', headers: { cookie: 'yaam_locale=th', 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(landing.th);
  });

  it('every other page gets index.html, and the landing files are not served as files', async () => {
    for (const url of ['/login', '/police', '/docs/getting-started', '/changelog/0.1.0']) {
      const res = await t.app.inject({ url, headers: { cookie: 'yaam_locale=en' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Yaam</title>');
    }
    expect((await t.app.inject({ url: '/landing.en.html' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });
});

describe('pageLocale', () => {
  it('cookie, then Accept-Language by preference, then th', () => {
    expect(pageLocale('yaam_locale=en', 'th')).toBe('en');
    expect(pageLocale('yaam_locale=th', 'en')).toBe('th');
    expect(pageLocale(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(pageLocale(undefined, 'de;q=1, th;q=0.5, en;q=0.8')).toBe('en');
    expect(pageLocale(undefined, 'en;q=0, th;q=0.5')).toBe('th');
    expect(pageLocale('yaam_locale=xx', 'de, fr')).toBe('th');
    expect(pageLocale(undefined, undefined)).toBe('th');
  });
});
