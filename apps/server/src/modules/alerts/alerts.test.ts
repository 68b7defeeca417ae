import { DEMO_GROUPS } from '@yaam/shared/permissions';
import { normalisePlate } from '@yaam/shared/thai';
import { topics } from '@yaam/shared/topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../../../test/helpers';
import { insertDemoGroups, startTestIssuer, type TestIssuer } from '../../../test/issuer';
import type { StoredRead } from './alerts.engine';

let issuer: TestIssuer;
let t: TestApp;
const tokens: Record<string, string> = {};
let officerId = '';
const BKK = 'กรุงเทพมหานคร';
const T0 = Date.parse('2026-11-21T10:00:00Z');
const MIN = 60_000;

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await startTestApp({ env: { OIDC_ISSUER: issuer.url, ALERT_WINDOW_MINUTES: '10' } });
  await insertDemoGroups(t.db.database);
  await t.db.database.query(
    `INSERT INTO districts (code, name_th, name_en, province_code, lat, lng) VALUES
     ('BKK-LPN', 'สน.ลุมพินี', 'Lumphini', '10', 13.7279, 100.5446),
     ('BKK-PTW', 'สน.ปทุมวัน', 'Pathum Wan', '10', 13.7437, 100.5313)`,
  );
  const [o] = await t.db.database.query<{ id: string }>(
    `INSERT INTO officers (badge_no, rank, first_name_th, last_name_th, district_code, phone)
     VALUES ('A1001', 'pol-capt', 'สมชาย', 'ใจดี', 'BKK-LPN', '081-234-5678') RETURNING id`,
  );
  officerId = o!.id;
  for (const g of DEMO_GROUPS) tokens[g.role] = await issuer.sign({ sub: `u-${g.role}`, preferred_username: `user-${g.role}`, role: g.role });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

const as = (role = 'administrator') => ({ authorization: `Bearer ${tokens[role]}` });

async function watch(over: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/kwatch',
    headers: as(),
    payload: { mode: 'exact', reason: 'stolen', priority: 'high', province: BKK, validFrom: '2026-01-01T00:00:00Z', notifyDistricts: ['BKK-LPN'], ...over },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

let seq = 0;
function read(plate: string, at: number, over: Partial<StoredRead> = {}): StoredRead {
  const parts = normalisePlate(plate);
  seq++;
  return {
    rowId: seq,
    deviceId: 'cam-001',
    readId: `r-${seq}`,
    ...parts,
    province: BKK,
    capturedAt: new Date(at).toISOString(),
    lat: 13.73,
    lng: 100.54,
    districtCode: 'BKK-PTW',
    imageUrl: `https://img.example/${seq}.jpg`,
    ...over,
  };
}

const getAlert = async (id: string) => (await t.app.inject({ url: `/api/v1/alerts/${id}`, headers: as() })).json();
const step = (id: string, body: Record<string, unknown>, role = 'administrator') =>
  t.app.inject({ method: 'POST', url: `/api/v1/alerts/${id}/transitions`, headers: as(role), payload: body });

describe('raising alerts', () => {
  it('a matching read raises an alert; reads of the vehicle within the window join it as sightings', async () => {
    const e = await watch({ pattern: '1กท 4521', priority: 'critical' });
    const first = read('1กท 4521', T0);
    const a = await t.alerts.onReadsStored([first, read('9ขข 1', T0)]);
    expect(a.created).toHaveLength(1);
    const alertId = a.created[0]!;
    const b = await t.alerts.onReadsStored([read('1กท4521', T0 + 5 * MIN, { deviceId: 'cam-002' }), read('1กท4521', T0 + 14 * MIN)]);
    expect(b).toEqual({ created: [], joined: [alertId, alertId] });
    // the same read again (ingest retried): nothing new
    expect(await t.alerts.onReadsStored([first])).toEqual({ created: [], joined: [] });

    const alert = await getAlert(alertId);
    expect(alert).toMatchObject({
      status: 'new',
      priority: 'critical',
      entry: { id: e.id, pattern: '1กท4521', reason: 'stolen' },
      match: { mode: 'exact', score: 1 },
      plate: { plate: '1กท4521', series: '1กท', number: '4521', province: BKK },
      deviceId: 'cam-001',
      readRowId: first.rowId,
      districtCode: 'BKK-PTW',
      sightingCount: 3,
      firstSeenAt: new Date(T0).toISOString(),
      lastSeenAt: new Date(T0 + 14 * MIN).toISOString(),
      notifyDistricts: ['BKK-LPN'],
    });

    // more than the window after the last sighting: a new alert
    const c = await t.alerts.onReadsStored([read('1กท4521', T0 + 25 * MIN)]);
    expect(c.created).toHaveLength(1);
    expect(c.created[0]).not.toBe(alertId);
  });

  it('a closed alert takes no more sightings: the next read raises a new one', async () => {
    await watch({ pattern: '5กฉ 1189' });
    const { created } = await t.alerts.onReadsStored([read('5กฉ1189', T0)]);
    const id = created[0]!;
    expect((await step(id, { to: 'false-positive', note: 'ป้ายปลอม ตรวจแล้วไม่ใช่รถคันนี้' })).statusCode).toBe(200);
    const again = await t.alerts.onReadsStored([read('5กฉ1189', T0 + MIN)]);
    expect(again.created).toHaveLength(1);
    expect(again.created[0]).not.toBe(id);
  });

  it('each vehicle a wildcard entry catches gets its own alert; province and validity are honoured', async () => {
    await watch({ pattern: 'ฒฒ*', mode: 'wildcard' });
    await watch({ pattern: 'ฌฌ 77', validUntil: '2026-06-01T00:00:00Z' });
    const r = await t.alerts.onReadsStored([
      read('ฒฒ 1', T0),
      read('ฒฒ 2', T0),
      read('ฒฒ 3', T0, { province: 'ชลบุรี' }),
      read('ฌฌ 77', T0),
    ]);
    expect(r.created).toHaveLength(2);
  });

  it('fuzzy entries catch look-alike misreads, with the score and swap count on the alert', async () => {
    await watch({ pattern: '6กร 8841', mode: 'fuzzy', maxDistance: 1 });
    const { created } = await t.alerts.onReadsStored([read('6กธ 8841', T0)]);
    expect(await getAlert(created[0]!)).toMatchObject({ match: { mode: 'fuzzy', score: 0.95, distance: 0, lookalikes: 1 } });
  });

  it('backfills reads stored before the engine saw them, once', async () => {
    await watch({ pattern: 'ธท 9005', province: null, validFrom: '2026-11-01T00:00:00Z' });
    const at = Date.parse('2026-11-20T08:00:00Z');
    await t.db.database.query(
      `INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate, series, number, province, district_code)
       VALUES ('cam-003', 'b-1', $1, 'ธท 9005', 'ธท9005', 'ธท', '9005', 'ปทุมธานี', 'BKK-LPN'),
              ('cam-003', 'b-2', $2, 'ธท 9005', 'ธท9005', 'ธท', '9005', 'ปทุมธานี', 'BKK-LPN'),
              ('cam-003', 'b-3', $2, 'ขข 1', 'ขข1', 'ขข', '1', null, 'BKK-LPN')`,
      [new Date(at).toISOString(), new Date(at + 2 * MIN).toISOString()],
    );
    const first = await t.alerts.backfill(new Date('2026-11-20T00:00:00Z'));
    expect(first.created).toHaveLength(1);
    expect(first.joined).toEqual(first.created);
    expect(await t.alerts.backfill(new Date('2026-11-20T00:00:00Z'))).toEqual({ created: [], joined: [] });
    expect(await getAlert(first.created[0]!)).toMatchObject({ sightingCount: 2, deviceId: 'cam-003', plate: { province: 'ปทุมธานี' } });
  });

  it('publishes new and changed alerts on the districts the entry notifies, or on every district', async () => {
    await watch({ pattern: 'ฮอ 4444', notifyDistricts: [] });
    const got: Array<{ topic: string; alert: { id: string; status: string } }> = [];
    const off = await t.broker.client.subscribe(`yaam/v1/alerts/+`, (m) => {
      got.push({ topic: m.topic, alert: JSON.parse(m.payload.toString()) });
    });
    const { created } = await t.alerts.onReadsStored([read('ฮอ4444', T0)]);
    await step(created[0]!, { to: 'acknowledged' });
    await t.alerts.flush();
    await new Promise((r) => setTimeout(r, 200));
    await off();
    const mine = got.filter((g) => g.alert.id === created[0]);
    expect(mine.map((g) => `${g.topic} ${g.alert.status}`).sort()).toEqual([
      `${topics.alerts('BKK-LPN')} acknowledged`,
      `${topics.alerts('BKK-LPN')} new`,
      `${topics.alerts('BKK-PTW')} acknowledged`,
      `${topics.alerts('BKK-PTW')} new`,
    ]);
    expect(mine.find((g) => g.alert.status === 'acknowledged')?.alert).toEqual(await getAlert(created[0]!));
  });

  it('reads of one vehicle handled at the same time make one alert with a sighting each', async () => {
    await watch({ pattern: 'ฮข 3003' });
    // On PostgreSQL each runs in its own transaction on its own connection and the advisory lock
    // orders them; without it several would see no open alert and each raise one.
    // Every pooled connection open first, so the transactions really overlap.
    await Promise.all([0, 1, 2, 3, 4].map(() => t.db.database.query('SELECT pg_sleep(0.05)')));
    const outcomes = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => t.alerts.onReadsStored([read('ฮข 3003', T0 + i * 1000)])));
    const created = outcomes.flatMap((o) => o.created);
    expect(created).toHaveLength(1);
    expect(outcomes.flatMap((o) => o.joined)).toEqual(Array(5).fill(created[0]));
    expect(await getAlert(created[0]!)).toMatchObject({ sightingCount: 6 });
  });

  it('publishes a new alert and a joined sighting exactly as the API shows them (no read-back)', async () => {
    await watch({ pattern: 'ฮก 7007', notifyDistricts: ['BKK-LPN', 'BKK-PTW'], caseNo: 'คดี 12/2569' });
    const got: Array<{ id: string; sightingCount: number }> = [];
    const off = await t.broker.client.subscribe(topics.alerts('BKK-LPN'), (m) => void got.push(JSON.parse(m.payload.toString())));
    const { created } = await t.alerts.onReadsStored([read('ฮก 7007', T0 + 3 * MIN, { lat: null, lng: null, imageUrl: null })]);
    const id = created[0]!;
    await t.alerts.flush();
    await new Promise((r) => setTimeout(r, 100));
    expect(got.find((a) => a.id === id)).toEqual(await getAlert(id));
    // Assigned, then seen again: the joined alert carries its officer, count and last-seen time.
    const assigned = await t.app.inject({ method: 'PUT', url: `/api/v1/alerts/${id}/assignee`, headers: as(), payload: { officerId } });
    expect(assigned.statusCode).toBe(200);
    const { joined } = await t.alerts.onReadsStored([read('ฮก 7007', T0 + 5 * MIN)]);
    expect(joined).toEqual([id]);
    await t.alerts.flush();
    await new Promise((r) => setTimeout(r, 100));
    await off();
    const last = got.filter((a) => a.id === id).at(-1);
    expect(last).toMatchObject({ sightingCount: 2, lastSeenAt: new Date(T0 + 5 * MIN).toISOString(), assignedOfficer: { id: officerId } });
    expect(last).toEqual(await getAlert(id));
  });
});

describe('through ingest', () => {
  it('a device message with a watched plate raises an alert, published before the message is acknowledged', async () => {
    await t.db.database.query(
      `INSERT INTO devices (id, serial, name, district_code, secret_hash) VALUES ('cam-e2e', 'SN-E2E', 'e2e', 'BKK-LPN', 'x')`,
    );
    await watch({ pattern: '8กพ 1320', priority: 'critical' });
    const got: string[] = [];
    const off = await t.broker.client.subscribe(topics.alerts('BKK-LPN'), (m) => {
      got.push((JSON.parse(m.payload.toString()) as { plate: { plate: string } }).plate.plate);
    });
    const capturedAt = new Date().toISOString();
    await t.dataPath.ingest.ingest('cam-e2e', [
      { id: 'e2e-1', plate: '8กพ 1320', province: 'กรุงเทพมหานคร', capturedAt },
      { id: 'e2e-2', plate: 'กข 1', capturedAt },
    ]);
    await t.alerts.flush();
    await new Promise((r) => setTimeout(r, 200));
    await off();
    expect(got).toContain('8กพ1320');
    const list = (await t.app.inject({ url: '/api/v1/alerts?q=8%E0%B8%81%E0%B8%9E1320', headers: as() })).json();
    expect(list.items[0]).toMatchObject({ deviceId: 'cam-e2e', readId: 'e2e-1', districtCode: 'BKK-LPN', status: 'new' });
    expect(list.items[0].readRowId).toBeGreaterThan(0);
  });
});

describe('alert lifecycle', () => {
  it('walks new → acknowledged → dispatched → resolved with who and when, refusing illegal steps with 409', async () => {
    await watch({ pattern: '3กด 9090' });
    // the timeline mixes capture times (sightings) and action times (events): reads as of now
    const { created } = await t.alerts.onReadsStored([read('3กด9090', Date.now() - MIN)]);
    const id = created[0]!;
    const skip = await step(id, { to: 'dispatched' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().current).toMatchObject({ status: 'new' });

    const ack = await step(id, { to: 'acknowledged', version: 1 }, 'user');
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ status: 'acknowledged', acknowledged: { by: 'user-user' }, version: 2 });
    const stale = await step(id, { to: 'dispatched', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(2);

    const assigned = await t.app.inject({ method: 'PUT', url: `/api/v1/alerts/${id}/assignee`, headers: as(), payload: { officerId, note: 'ใกล้ที่สุด' } });
    expect(assigned.json().assignedOfficer).toMatchObject({ id: officerId, badgeNo: 'A1001', firstNameTh: 'สมชาย' });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/alerts/${id}/assignee`,
      headers: as(),
      payload: { officerId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(unknown.statusCode).toBe(400);

    expect((await step(id, { to: 'dispatched', note: 'ส่งสายตรวจ 2 นาย' })).json()).toMatchObject({ status: 'dispatched', dispatched: { by: 'user-administrator' } });
    const note = await t.app.inject({ method: 'POST', url: `/api/v1/alerts/${id}/notes`, headers: as(), payload: { note: 'พบรถจอดหน้าตลาด' } });
    expect(note.statusCode).toBe(200);
    expect(note.json().items.at(-1)).toMatchObject({ type: 'note', note: 'พบรถจอดหน้าตลาด' });
    await t.alerts.onReadsStored([read('3กด9090', Date.now(), { deviceId: 'cam-007' })]);
    const resolved = await step(id, { to: 'resolved', note: 'จับกุมผู้ต้องหาได้' });
    expect(resolved.json()).toMatchObject({ status: 'resolved', closed: { by: 'user-administrator', note: 'จับกุมผู้ต้องหาได้' } });
    expect((await step(id, { to: 'acknowledged' })).statusCode).toBe(409);
    const reassign = await t.app.inject({ method: 'PUT', url: `/api/v1/alerts/${id}/assignee`, headers: as(), payload: { officerId: null } });
    expect(reassign.statusCode).toBe(409);

    const tl = (await t.app.inject({ url: `/api/v1/alerts/${id}/timeline`, headers: as() })).json();
    expect(tl.alert.sightingCount).toBe(2);
    expect(tl.items.map((i: { kind: string; type?: string; deviceId?: string }) => (i.kind === 'event' ? i.type : `sighting ${i.deviceId}`))).toEqual([
      'created',
      'sighting cam-001',
      'acknowledged',
      'assigned',
      'dispatched',
      'note',
      'sighting cam-007',
      'resolved',
    ]);
    const assignedEvent = tl.items.find((i: { type?: string }) => i.type === 'assigned');
    expect(assignedEvent).toMatchObject({ by: 'user-administrator', officer: { id: officerId }, note: 'ใกล้ที่สุด' });
  });

  it('false-positive needs a reason', async () => {
    await watch({ pattern: '7กล 258' });
    const { created } = await t.alerts.onReadsStored([read('7กล258', T0)]);
    const res = await step(created[0]!, { to: 'false-positive' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain('body.note');
    expect((await step(created[0]!, { to: 'false-positive', note: '   ' })).statusCode).toBe(400);
    expect((await step(created[0]!, { to: 'bogus' })).statusCode).toBe(400);
  });

  it('lists with filters and counts open alerts by priority', async () => {
    const list = async (q: string) => (await t.app.inject({ url: `/api/v1/alerts?${q}`, headers: as() })).json();
    const all = await list('pageSize=200');
    expect(all.total).toBeGreaterThan(5);
    const open = await list('open=true&pageSize=200');
    expect(open.items.every((a: { status: string }) => ['new', 'acknowledged', 'dispatched'].includes(a.status))).toBe(true);
    const crit = await list('priority=critical&status=new,acknowledged');
    expect(crit.items.every((a: { priority: string }) => a.priority === 'critical')).toBe(true);
    expect((await list(`q=${encodeURIComponent('1กท 45')}`)).total).toBe(2);
    expect((await list('from=2030-01-01T00:00:00Z')).total).toBe(0);
    const sorted = await list('sort=priority&order=desc&pageSize=200');
    const ranks = sorted.items.map((a: { priority: string }) => ['low', 'medium', 'high', 'critical'].indexOf(a.priority));
    expect([...ranks].sort((x, y) => y - x)).toEqual(ranks);

    const counts = (await t.app.inject({ url: '/api/v1/alerts/counts', headers: as() })).json();
    expect(counts.open.total).toBe(open.total);
    expect(counts.open.critical + counts.open.high + counts.open.medium + counts.open.low).toBe(open.total);
    expect(Object.values(counts.byStatus as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(all.total);
  });

  it('filters and counts by several districts (a user\'s districts): seen there, notifying one, or notifying all', async () => {
    await watch({ pattern: 'ฬฬ 11', notifyDistricts: ['BKK-LPN'] });
    await watch({ pattern: 'ฬฬ 22', notifyDistricts: ['BKK-PTW'] });
    await watch({ pattern: 'ฬฬ 33', notifyDistricts: [] });
    const far = { districtCode: 'BKK-FAR' };
    await t.alerts.onReadsStored([
      read('ฬฬ 11', T0, far),
      read('ฬฬ 22', T0, far),
      read('ฬฬ 33', T0, far),
      // more than the window later, somewhere else: a second alert, seen there
      read('ฬฬ 11', T0 + 30 * MIN, { districtCode: 'BKK-SEEN', deviceId: 'cam-009' }),
    ]);
    const plates = async (district: string) =>
      ((await t.app.inject({ url: `/api/v1/alerts?q=${encodeURIComponent('ฬฬ')}&district=${district}`, headers: as() })).json().items as Array<{ plate: { plate: string }; districtCode: string }>)
        .map((a) => `${a.plate.plate}@${a.districtCode}`)
        .sort();
    expect(await plates('BKK-PTW')).toEqual(['ฬฬ22@BKK-FAR', 'ฬฬ33@BKK-FAR']);
    expect(await plates('BKK-LPN,BKK-PTW')).toEqual(['ฬฬ11@BKK-FAR', 'ฬฬ11@BKK-SEEN', 'ฬฬ22@BKK-FAR', 'ฬฬ33@BKK-FAR']);
    expect(await plates('BKK-NONE,BKK-SEEN')).toEqual(['ฬฬ11@BKK-SEEN', 'ฬฬ33@BKK-FAR']);
    const open = async (district: string) => (await t.app.inject({ url: `/api/v1/alerts/counts?district=${district}`, headers: as() })).json().open.total as number;
    const total = async (district: string) => (await t.app.inject({ url: `/api/v1/alerts?open=true&district=${district}`, headers: as() })).json().total as number;
    expect(await open('BKK-NONE,BKK-SEEN')).toBe(await total('BKK-NONE,BKK-SEEN'));
    expect(await open('BKK-NONE,BKK-SEEN')).toBeGreaterThan(await open('BKK-NONE'));
  });
});

describe('dashboard', () => {
  it('counts alerts by status and priority, and reads per hour over the last 24 hours', async () => {
    const now = Date.now();
    const sum = (r: { items: Array<{ count: number }> }) => r.items.reduce((s, i) => s + i.count, 0);
    const before = sum((await t.app.inject({ url: '/api/v1/dashboard/reads-per-hour', headers: as() })).json());
    await t.db.database.query(
      `INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate, district_code)
       SELECT 'cam-001', 'd-' || g, $1::timestamptz - (g || ' minutes')::interval, 'กข 1', 'กข1', 'BKK-LPN' FROM generate_series(0, 119) g`,
      [new Date(now).toISOString()],
    );
    const perHour = (await t.app.inject({ url: '/api/v1/dashboard/reads-per-hour', headers: as('technician') })).json();
    expect(perHour.items).toHaveLength(24);
    expect(sum(perHour) - before).toBe(120);
    const other = (await t.app.inject({ url: '/api/v1/dashboard/reads-per-hour?district=BKK-PTW', headers: as() })).json();
    expect(other.items.every((i: { count: number }) => i.count === 0)).toBe(true);

    const alerts = (await t.app.inject({ url: '/api/v1/dashboard/alerts', headers: as() })).json();
    const counts = (await t.app.inject({ url: '/api/v1/alerts/counts', headers: as() })).json();
    expect(alerts.open).toEqual(counts.open);
    expect(alerts.items.reduce((s: number, i: { count: number }) => s + i.count, 0)).toBe(
      Object.values(counts.byStatus as Record<string, number>).reduce((x, y) => x + y, 0),
    );
  });
});

describe('alerts and dashboard permissions', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[string, string, 'alert' | 'dashboard', string, Record<string, unknown> | undefined]> = [
    ['GET', '/api/v1/alerts', 'alert', 'r', undefined],
    ['GET', '/api/v1/alerts/counts', 'alert', 'r', undefined],
    ['GET', `/api/v1/alerts/${id}`, 'alert', 'r', undefined],
    ['GET', `/api/v1/alerts/${id}/timeline`, 'alert', 'r', undefined],
    ['POST', `/api/v1/alerts/${id}/transitions`, 'alert', 'u', { to: 'acknowledged' }],
    ['PUT', `/api/v1/alerts/${id}/assignee`, 'alert', 'u', { officerId: null }],
    ['POST', `/api/v1/alerts/${id}/notes`, 'alert', 'u', { note: 'x' }],
    ['GET', '/api/v1/dashboard/alerts', 'dashboard', 'r', undefined],
    ['GET', '/api/v1/dashboard/reads-per-hour', 'dashboard', 'r', undefined],
  ];
  const cases = routes.flatMap(([method, url, resource, action, body]) => DEMO_GROUPS.map((g) => [method, url, action, g.role, resource, body, g] as const));
  it.each(cases)('%s %s (%s) as %s', async (method, url, action, _role, resource, body, group) => {
    const allowed = group.permissions.some((p) => p.resource === resource && p.allow.includes(action));
    const payload = body ? { payload: body } : {};
    const res = await t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${tokens[group.role]}` }, ...payload });
    if (allowed) expect([200, 404]).toContain(res.statusCode);
    else expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: method as 'GET', url, ...payload })).statusCode).toBe(401);
  });
});
