import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BODY_LIMIT_BYTES } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migratedTestDatabase, REAL_PG, startTestApp, type TestApp } from './helpers';
import { startTcpProxy } from './tcp-proxy';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '_i18n', 'th'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Yaam</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, '_i18n', 'th', 'messages.json'), '{"common":{}}');
  fs.mkdirSync(path.join(dist, 'builds'));
  fs.writeFileSync(path.join(dist, 'builds', 'latest.json'), '{"id":"build-42","timestamp":1}');
  t = await startTestApp({ env: { YAAM_WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('server basics', () => {
  it('/healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: true });
  });

  it('security headers: CSP without inline script, no referrer', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the SPA with history fallback and long-cached hashed assets', async () => {
    for (const url of ['/', '/police/edit/123', '/docs/getting-started/install', '/changelog/0.1.0', '/mqtt', '/mqtt?topic=yaam%2Fv1%2Fsandbox%2F%23']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(head.statusCode).toBe(200);
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    const msgs = await t.app.inject({ url: '/_i18n/th/messages.json' });
    expect(msgs.statusCode).toBe(200);
    expect(msgs.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject({ url: '/assets/missing-zzz.js' })).statusCode).toBe(404);
  });

  it('gives the browser its runtime configuration with the served build id', async () => {
    const cfg = (await t.app.inject({ url: '/api/config' })).json();
    expect(cfg.buildId).toBe('build-42');
    expect(cfg.oidc).toMatchObject({ issuer: `${t.config.publicUrl}/oidc`, clientId: 'yaam-web' });
    expect(cfg.mqtt.protocolVersion).toBe(t.config.mqtt.url ? 5 : 4);
    const latest = await t.app.inject({ url: '/builds/latest.json' });
    expect(latest.headers['cache-control']).toBe('no-cache');
  });

  it('offers browsers their broker credentials, to signed-in callers only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/realtime/credentials' });
    expect(res.statusCode).toBe(401);
  });

  it('unknown API paths are JSON 404s, not the SPA', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('publishes the OpenAPI document and its browser', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/auth/introspect');
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('refuses bodies over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/introspect',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('/readyz follows the database', () => {
  it.runIf(!REAL_PG)('turns unready when the embedded database is closed', async () => {
    const db = await migratedTestDatabase();
    const app = await startTestApp({ db });
    expect((await app.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await db.database.close();
    const res = await app.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unready', database: false });
    await app.app.close();
  });

  it.runIf(REAL_PG)('turns unready when PostgreSQL goes away and ready when it is back', async () => {
    const db = await migratedTestDatabase();
    const url = new URL(db.url!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const app = await startTestApp({ db: { ...db, database } });
    try {
      expect((await app.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await proxy.stop();
      const gone = await app.app.inject({ url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ database: false });
      await proxy.start();
      let back = 0;
      for (let i = 0; i < 20 && back !== 200; i++) {
        back = (await app.app.inject({ url: '/readyz' })).statusCode;
        if (back !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(back).toBe(200);
    } finally {
      await app.app.close();
      await database.close();
      await proxy.stop();
      await db.drop();
    }
  });
});
