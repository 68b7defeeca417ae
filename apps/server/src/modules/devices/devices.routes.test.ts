import { MAP_DEVICE_FIELDS, mapDevicesSchema } from '@yaam/shared/contracts/devices';
import { DEMO_GROUPS } from '@yaam/shared/permissions';
import { topics } from '@yaam/shared/topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '../../identity/password';
import { aRead, eventually, startIngestApp, unique, type IngestApp } from '../../../test/ingest-fixtures';
import { insertDemoGroups, startTestIssuer, type TestIssuer } from '../../../test/issuer';

let issuer: TestIssuer;
let a: IngestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  issuer = await startTestIssuer();
  a = await startIngestApp({ env: { OIDC_ISSUER: issuer.url } });
  await insertDemoGroups(a.t.db.database);
  for (const g of DEMO_GROUPS) tokens[g.role] = await issuer.sign({ sub: `u-${g.role}`, preferred_username: `user-${g.role}`, role: g.role });
});
afterAll(async () => {
  await a?.close();
  await issuer?.close();
});

const tech = () => ({ authorization: `Bearer ${tokens.technician}` });
const valid = (over: Record<string, unknown> = {}) => ({
  serial: `SN${Math.floor(Math.random() * 1e9)}`,
  name: 'กล้องหน้า สน.ลุมพินี',
  kind: 'lpr-camera',
  siteName: 'จุดกลับรถ พระราม 4',
  districtCode: 'BKK-LPN',
  lat: 13.7279,
  lng: 100.5446,
  heading: 90,
  ...over,
});
const create = (body: Record<string, unknown>) => a.t.app.inject({ method: 'POST', url: '/api/v1/devices', headers: tech(), payload: body });

describe('devices API', () => {
  it('creates a device, shows the secret once and stores only its hash; versions; audit', async () => {
    const res = await create(valid({ id: 'cam-api-1', serial: 'YLPR-0001' }));
    expect(res.statusCode).toBe(201);
    const { device, secret } = res.json();
    expect(device).toMatchObject({ id: 'cam-api-1', serial: 'YLPR-0001', status: 'offline', enabled: true, version: 1, readsLastHour: 0, updatedBy: 'user-technician' });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await a.t.db.database.query<{ secret_hash: string }>('SELECT secret_hash FROM devices WHERE id = $1', ['cam-api-1']);
    expect(row?.secret_hash).not.toContain(secret);
    expect(await verifyPassword(secret, row?.secret_hash)).toBe(true);
    const got = (await a.t.app.inject({ url: '/api/v1/devices/cam-api-1', headers: tech() })).json();
    expect(got).not.toHaveProperty('secret');
    expect(JSON.stringify(got)).not.toContain('secret_hash');

    const dup = await create(valid({ id: 'cam-api-2', serial: 'YLPR-0001' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details).toEqual([{ field: 'serial', message: 'already in use' }]);
    expect((await create(valid({ id: 'bad/id' }))).statusCode).toBe(400);
    expect((await create(valid({ districtCode: 'NOWHERE' }))).json().details).toEqual([{ field: 'districtCode', message: 'does not exist' }]);

    const upd = await a.t.app.inject({ method: 'PUT', url: '/api/v1/devices/cam-api-1', headers: tech(), payload: { ...valid({ serial: 'YLPR-0001', name: 'ใหม่' }), version: 1 } });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'ใหม่', version: 2 });
    const stale = await a.t.app.inject({ method: 'PUT', url: '/api/v1/devices/cam-api-1', headers: tech(), payload: { ...valid({ serial: 'YLPR-0001' }), version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2, name: 'ใหม่' });

    const rotated = await a.t.app.inject({ method: 'POST', url: '/api/v1/devices/cam-api-1/secret', headers: tech() });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);
    const [row2] = await a.t.db.database.query<{ secret_hash: string }>('SELECT secret_hash FROM devices WHERE id = $1', ['cam-api-1']);
    expect(await verifyPassword(secret, row2?.secret_hash)).toBe(false);
    expect(await verifyPassword(rotated.json().secret, row2?.secret_hash)).toBe(true);

    const audit = await a.t.db.database.query<{ action: string; after: string }>(
      "SELECT action, after::text FROM audit_log WHERE resource = 'device' AND entity_id = 'cam-api-1' ORDER BY id",
    );
    expect(audit.map((x) => x.action)).toEqual(['create', 'update', 'update']);
    expect(audit.map((x) => x.after).join()).not.toContain(secret);

    const del = await a.t.app.inject({ method: 'DELETE', url: '/api/v1/devices/cam-api-1', headers: tech() });
    expect(del.statusCode).toBe(200);
    expect((await a.t.app.inject({ url: '/api/v1/devices/cam-api-1', headers: tech() })).statusCode).toBe(404);
  });

  it('pages, sorts, filters and searches, with reads in the last hour', async () => {
    const tag = unique('list').replace(/-/g, '');
    for (let i = 0; i < 4; i++) {
      const r = await create(valid({ id: `${tag}-${i}`, name: `${tag} กล้อง ${i}`, kind: i % 2 ? 'cctv' : 'lpr-camera', districtCode: i < 3 ? 'BKK-LPN' : 'BKK-PTW' }));
      expect(r.statusCode).toBe(201);
    }
    await a.t.app.inject({ method: 'POST', url: `/api/v1/devices/${tag}-2/disable`, headers: tech() });
    const now = new Date();
    const payload = [1, 2, 3].map((n) => aRead(`${tag}-r${n}`, { capturedAt: new Date(now.getTime() - n * 60_000).toISOString() }));
    await a.t.dataPath.ingest.ingest(`${tag}-1`, payload);
    await a.t.dataPath.ingest.idle(); // the per-minute counts are written about once a second
    // Reads make their device online; the monitor writes that every 2 s (now, so the filter below
    // does not depend on whether its timer fired during the test).
    await a.t.dataPath.deviceStatus.sweep();
    const q = (s: string) => a.t.app.inject({ url: `/api/v1/devices?q=${tag}&${s}`, headers: tech() }).then((r) => r.json());
    const all = await q('sort=name&order=desc&pageSize=3');
    expect(all.total).toBe(4);
    expect(all.items.map((d: { id: string }) => d.id)).toEqual([`${tag}-3`, `${tag}-2`, `${tag}-1`]);
    expect(all.items[2].readsLastHour).toBe(3);
    expect((await q('kind=cctv')).total).toBe(2);
    expect((await q('district=BKK-PTW')).total).toBe(1);
    expect((await q('enabled=false')).items.map((d: { id: string }) => d.id)).toEqual([`${tag}-2`]);
    expect((await q('status=online')).items.map((d: { id: string }) => d.id)).toEqual([`${tag}-1`]);
    const rate = (await a.t.app.inject({ url: `/api/v1/devices/${tag}-1/rate`, headers: tech() })).json();
    expect(rate.items).toHaveLength(60);
    expect(rate.total).toBe(3);
    const reads = (await a.t.app.inject({ url: `/api/v1/devices/${tag}-1/reads?limit=2`, headers: tech() })).json();
    expect(reads.items.map((r: { readId: string }) => r.readId)).toEqual([`${tag}-r1`, `${tag}-r2`]);
  });

  it('gives the map every device in one answer, as rows, with an ETag and 304 while nothing changed', async () => {
    const tag = unique('map').replace(/-/g, '');
    expect((await create(valid({ id: `${tag}-a`, name: `${tag} A`, siteName: null }))).statusCode).toBe(201);
    expect((await create(valid({ id: `${tag}-b`, lat: null, lng: null, districtCode: null }))).statusCode).toBe(201);
    await a.t.app.inject({ method: 'POST', url: `/api/v1/devices/${tag}-b/disable`, headers: tech() });
    const get = (headers: Record<string, string> = {}) => a.t.app.inject({ url: '/api/v1/map/devices', headers: { ...tech(), ...headers } });

    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = mapDevicesSchema.parse(res.json());
    expect(body.fields).toEqual([...MAP_DEVICE_FIELDS]);
    const n = (await a.t.db.database.query<{ n: number }>('SELECT count(*)::int AS n FROM devices'))[0]?.n ?? -1;
    expect(body.total).toBe(n);
    expect(body.items).toHaveLength(n);
    const ids = body.items.map((row) => row[0]);
    expect(ids).toEqual([...ids].sort());
    const byId = new Map(body.items.map((row) => [row[0], row]));
    expect(byId.get(`${tag}-a`)).toEqual([`${tag}-a`, `${tag} A`, null, 'BKK-LPN', 13.7279, 100.5446, true, 'offline', null, null, null]);
    const b = byId.get(`${tag}-b`)!;
    expect(b.slice(2, 8)).toEqual([valid().siteName, null, null, null, false, 'offline']);
    // The same rows as the device list, for the map's fields.
    const listed = (await a.t.app.inject({ url: `/api/v1/devices/${tag}-b`, headers: tech() })).json() as Record<string, unknown>;
    expect(Object.fromEntries(MAP_DEVICE_FIELDS.map((f, i) => [f, b[i]]))).toEqual(Object.fromEntries(MAP_DEVICE_FIELDS.map((f) => [f, listed[f]])));

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    await a.t.app.inject({ method: 'POST', url: `/api/v1/devices/${tag}-b/enable`, headers: tech() });
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(mapDevicesSchema.parse(changed.json()).items.find((row) => row[0] === `${tag}-b`)?.[6]).toBe(true);
  });

  it('refuses the map\'s devices to a caller without device read (every demo role has it)', async () => {
    const token = await issuer.sign({ sub: 'u-no-groups', preferred_username: 'user-no-groups', role: 'no-such-role' });
    const res = await a.t.app.inject({ url: '/api/v1/map/devices', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
    expect((await a.t.app.inject({ url: '/api/v1/map/devices' })).statusCode).toBe(401);
  });

  it.skipIf(Boolean(process.env.MQTT_URL))('disabling a device disconnects it at once and the broker refuses it after', async () => {
    const res = await create(valid({ id: unique('cam') }));
    const { device, secret } = res.json();
    const dev = await a.connectDevice(device.id, secret);
    const closed = new Promise<void>((r) => dev.once('close', () => r()));
    const off = await a.t.app.inject({ method: 'POST', url: `/api/v1/devices/${device.id}/disable`, headers: tech() });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, status: 'offline' });
    await closed;
    await expect(a.connectDevice(device.id, secret)).rejects.toThrow();
    const events = (await a.t.app.inject({ url: `/api/v1/devices/${device.id}/events`, headers: tech() })).json();
    expect(events.items[0]).toMatchObject({ status: 'offline', reason: 'disabled' });
    expect((await a.t.app.inject({ method: 'POST', url: `/api/v1/devices/${device.id}/enable`, headers: tech() })).json().enabled).toBe(true);
    (await a.connectDevice(device.id, secret)).end(true);
  });
});

describe('device status', () => {
  it('online from a status message, offline from the last will and from silence; history and state topic', async () => {
    const id = unique('cam');
    await a.addDevice(id, 's');
    const states: Array<{ status: string; reason: string }> = [];
    const unsub = await a.t.broker.client.subscribe(topics.deviceState(id), (m) => {
      if (m.payload.length) states.push(JSON.parse(m.payload.toString()));
    });
    const status = a.t.dataPath.deviceStatus;
    const msg = (payload: string) => status.handleStatusMessage({ topic: topics.deviceStatus(id), payload: Buffer.from(payload), packet: {} });
    await msg(JSON.stringify({ status: 'online', firmware: '2.1.0' }));
    await msg('offline');
    // Reads bring it back online; silence takes it offline again.
    status.seen(id, new Date());
    await status.sweep();
    await a.t.db.database.query("UPDATE devices SET last_seen_at = now() - interval '2 minutes' WHERE id = $1", [id]);
    await status.sweep();
    await eventually(() => states.length >= 4, 5000, 'state messages');
    expect(states.map((s) => `${s.status}:${s.reason}`)).toEqual(['online:status-message', 'offline:last-will', 'online:reads', 'offline:silence']);
    const events = await a.t.db.database.query<{ status: string; reason: string }>('SELECT status, reason FROM device_status_events WHERE device_id = $1 ORDER BY id', [id]);
    expect(events.map((e) => `${e.status}:${e.reason}`)).toEqual(['online:status-message', 'offline:last-will', 'online:reads', 'offline:silence']);
    const [row] = await a.t.db.database.query<{ firmware: string }>('SELECT firmware FROM devices WHERE id = $1', [id]);
    expect(row?.firmware).toBe('2.1.0');
    await unsub();
  });

  it('ignores a status message whose text the database cannot store, instead of failing on it again and again', async () => {
    const id = unique('cam');
    await a.addDevice(id, 's');
    const msg = (payload: string) => a.t.dataPath.deviceStatus.handleStatusMessage({ topic: topics.deviceStatus(id), payload: Buffer.from(payload), packet: {} });
    await msg(JSON.stringify({ status: 'online', firmware: '2.1.0' }));
    // Before: the update failed ("invalid byte sequence"), the handler rejected, the broker sent it again.
    await expect(msg(JSON.stringify({ status: 'online', firmware: '2.2\u0000' }))).resolves.toBeUndefined();
    const [row] = await a.t.db.database.query<{ firmware: string }>('SELECT firmware FROM devices WHERE id = $1', [id]);
    expect(row?.firmware).toBe('2.1.0');
  });

  it('flags a camera whose read rate falls far below its usual rate for the hour, and clears it when it recovers', async () => {
    const id = unique('cam');
    await a.addDevice(id, 's');
    const db = a.t.db.database;
    const now = new Date(Date.UTC(2026, 10, 20, 10, 30));
    // Seven days of ~120 reads in the hour before 10:30 UTC, spread over the minutes.
    await db.query(
      `INSERT INTO device_read_counts (device_id, minute, count)
       SELECT $1, $2::timestamptz - make_interval(days => d) - make_interval(mins => m), 2
       FROM generate_series(1, 7) d, generate_series(1, 60) m`,
      [id, now.toISOString()],
    );
    await db.query(
      // Heard from just now: the silence sweep (every 5 s, on the real clock) leaves it online.
      `UPDATE devices SET status = 'online', status_changed_at = $2::timestamptz - interval '3 hours', last_seen_at = now() WHERE id = $1`,
      [id, now.toISOString()],
    );
    // This hour: 10 reads, far below 120.
    await db.query(`INSERT INTO device_read_counts (device_id, minute, count) VALUES ($1, $2::timestamptz - interval '5 minutes', 10)`, [id, now.toISOString()]);
    await a.t.dataPath.deviceStatus.checkRates(now);
    const flagged = await db.query<{ rate_drop_since: Date | null }>('SELECT rate_drop_since FROM devices WHERE id = $1', [id]);
    expect(flagged[0]?.rate_drop_since).not.toBeNull();
    await a.t.dataPath.deviceStatus.checkRates(now); // no second event
    await db.query(`UPDATE device_read_counts SET count = 100 WHERE device_id = $1 AND minute = $2::timestamptz - interval '5 minutes'`, [id, now.toISOString()]);
    await a.t.dataPath.deviceStatus.checkRates(now);
    const events = await db.query<{ status: string }>('SELECT status FROM device_status_events WHERE device_id = $1 ORDER BY id', [id]);
    expect(events.map((e) => e.status)).toEqual(['rate-drop', 'rate-normal']);
  });
});

describe('devices API permissions', () => {
  const routes: Array<[string, string, string, string, Record<string, unknown> | undefined]> = [
    ['GET', '/api/v1/devices', 'device', 'r', undefined],
    ['GET', '/api/v1/devices/cam-none', 'device', 'r', undefined],
    ['GET', '/api/v1/map/devices', 'device', 'r', undefined],
    ['POST', '/api/v1/devices', 'device', 'c', valid()],
    ['PUT', '/api/v1/devices/cam-none', 'device', 'u', { ...valid(), version: 1 }],
    ['POST', '/api/v1/devices/cam-none/secret', 'device', 'u', undefined],
    ['POST', '/api/v1/devices/cam-none/enable', 'device', 'u', undefined],
    ['POST', '/api/v1/devices/cam-none/disable', 'device', 'u', undefined],
    ['DELETE', '/api/v1/devices/cam-none', 'device', 'd', undefined],
    ['GET', '/api/v1/devices/cam-none/reads', 'read', 'r', undefined],
    ['GET', '/api/v1/devices/cam-none/rate', 'device', 'r', undefined],
    ['GET', '/api/v1/devices/cam-none/events', 'device', 'r', undefined],
    ['GET', '/api/v1/ingest/stats', 'device', 'r', undefined],
    ['GET', '/api/v1/reads', 'read', 'r', undefined],
  ];
  const cases = routes.flatMap((r) => DEMO_GROUPS.map((g) => [...r, g] as const));
  it.each(cases)('%s %s (%s %s) as %s', async (method, url, resource, action, body, group) => {
    const allowed = group.permissions.some((p) => p.resource === resource && p.allow.includes(action));
    const payload = body ? { ...body, serial: `P${Math.floor(Math.random() * 1e9)}`, id: unique('perm') } : undefined;
    const res = await a.t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${tokens[group.role]}` },
      ...(payload ? { payload: method === 'PUT' ? { ...payload, id: undefined } : payload } : {}),
    });
    if (allowed) expect([200, 201, 404]).toContain(res.statusCode);
    else expect(res.statusCode).toBe(403);
    const anon = await a.t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(anon.statusCode).toBe(401);
  });
});
