import { DEMO_GROUPS } from '@yaam/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../../test/helpers';
import { startApiTest, type ApiTest } from '../../../test/issuer';

let api: ApiTest;
let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  api = await startApiTest();
  ({ t, tokens } = api);
});
afterAll(() => api.close());

const as = (role = 'administrator') => ({ authorization: `Bearer ${tokens[role]}` });
const valid = (over: Record<string, unknown> = {}) => ({
  pattern: '1กท 4521',
  mode: 'exact',
  province: 'กรุงเทพมหานคร',
  reason: 'stolen',
  priority: 'critical',
  caseNo: 'คดีอาญาที่ 123/2569',
  notes: 'Toyota Fortuner สีดำ',
  notifyDistricts: ['BKK-LPN'],
  ...over,
});
const create = (body: Record<string, unknown>, role = 'administrator') =>
  t.app.inject({ method: 'POST', url: '/api/v1/kwatch', headers: as(role), payload: body });
const read = (plate: string, province: string | null = 'กรุงเทพมหานคร') => ({ plate, province, capturedAt: Date.now() });

describe('watch entries API', () => {
  it('creates with the pattern normalised, the province by any name, and the matcher updated at once', async () => {
    const res = await create(valid({ pattern: '๑กท-๔๕๒๑', province: 'Bangkok' }));
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({ pattern: '1กท4521', province: 'กรุงเทพมหานคร', status: 'active', version: 1, updatedBy: 'user-administrator' });
    expect(e.ownerId).toBeTruthy();
    expect(t.alerts.matcher.match(read('1กท4521')).map((m) => m.entry.id)).toEqual([e.id]);
    const got = await t.app.inject({ url: `/api/v1/kwatch/${e.id}`, headers: as() });
    expect(got.json()).toEqual(e);
  });

  it('updates with the version, answers 409 with the current entry when stale, and re-indexes', async () => {
    const e = (await create(valid({ pattern: 'ฆจ 7730' }))).json();
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/kwatch/${e.id}`,
      headers: as(),
      payload: { ...valid({ pattern: 'ฆจ 7731', mode: 'fuzzy', maxDistance: 1 }), version: 1 },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ version: 2, pattern: 'ฆจ7731', mode: 'fuzzy' });
    expect(t.alerts.matcher.match(read('ฆจ7730')).map((m) => m.entry.id)).toContain(e.id);
    expect(t.alerts.matcher.match(read('ฆจ7731')).find((m) => m.entry.id === e.id)?.score).toBe(1);

    const stale = await t.app.inject({ method: 'PUT', url: `/api/v1/kwatch/${e.id}`, headers: as(), payload: { ...valid(), version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2, pattern: 'ฆจ7731' });
    expect(stale.json().message).toContain('user-administrator');
  });

  it("names each entry's owner (their name, else their username) in the list, the entry and every write", async () => {
    const somchai = await api.issuer.sign({ sub: 'u-somchai', preferred_username: 'somchai', role: 'administrator', given_name: 'สมชาย', family_name: 'ใจดี' });
    const byName = { authorization: `Bearer ${somchai}` };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/kwatch', headers: byName, payload: valid({ pattern: 'ฮฮ 1001' }) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ownerName: 'สมชาย ใจดี', ownerNameEn: null });
    const mine = (await create(valid({ pattern: 'ฮฮ 1002' }))).json();
    expect(mine).toMatchObject({ ownerName: 'user-administrator', ownerNameEn: null });

    await t.db.database.query("UPDATE users SET first_name_en = 'Somchai', last_name_en = 'Jaidee' WHERE username = 'somchai'");
    const list = (await t.app.inject({ url: `/api/v1/kwatch?q=${encodeURIComponent('ฮฮ')}&sort=pattern&order=asc`, headers: as() })).json();
    expect(list.items.map((e: { ownerName: string; ownerNameEn: string | null }) => [e.ownerName, e.ownerNameEn])).toEqual([
      ['สมชาย ใจดี', 'Somchai Jaidee'],
      ['user-administrator', null],
    ]);
    const id = created.json().id;
    expect((await t.app.inject({ url: `/api/v1/kwatch/${id}`, headers: as() })).json()).toMatchObject({ ownerName: 'สมชาย ใจดี', ownerNameEn: 'Somchai Jaidee' });
    // someone else's edit keeps the owner, and says so
    const edited = await t.app.inject({ method: 'PUT', url: `/api/v1/kwatch/${id}`, headers: as(), payload: { ...valid({ pattern: 'ฮฮ 1001', priority: 'low' }), version: 1 } });
    expect(edited.json()).toMatchObject({ version: 2, ownerName: 'สมชาย ใจดี', updatedBy: 'user-administrator' });
    const stale = await t.app.inject({ method: 'PUT', url: `/api/v1/kwatch/${id}`, headers: as(), payload: { ...valid({ pattern: 'ฮฮ 1001' }), version: 1 } });
    expect(stale.json().current).toMatchObject({ version: 2, ownerName: 'สมชาย ใจดี' });
    const closed = await t.app.inject({ method: 'POST', url: `/api/v1/kwatch/${id}/close`, headers: as(), payload: {} });
    expect(closed.json()).toMatchObject({ status: 'closed', ownerName: 'สมชาย ใจดี' });
    // an owner whose account is gone leaves the entry without one
    await t.db.database.query("DELETE FROM users WHERE username = 'somchai'");
    expect((await t.app.inject({ url: `/api/v1/kwatch/${id}`, headers: as() })).json()).toMatchObject({ ownerId: null, ownerName: null, ownerNameEn: null });
  });

  it.each([
    ['pattern', { pattern: '' }],
    ['pattern', { pattern: 'กข*' }],
    ['pattern', { mode: 'wildcard', pattern: '*' }],
    ['pattern', { pattern: '<script>' }],
    ['maxDistance', { mode: 'fuzzy', pattern: 'กข12', maxDistance: 2 }],
    ['province', { province: 'Atlantis' }],
    ['reason', { reason: 'bored' }],
    ['priority', { priority: 'urgent' }],
    ['validUntil', { validFrom: '2026-11-21T00:00:00Z', validUntil: '2026-11-20T00:00:00Z' }],
  ])('400 names the bad field %s', async (field, over) => {
    const res = await create(valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(`body.${field}`);
  });

  it('400 for an unknown district, and nothing written', async () => {
    const res = await create(valid({ pattern: 'ฐฐ 999', notifyDistricts: ['NOWHERE'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('notifyDistricts');
    expect(await t.db.database.query("SELECT 1 FROM watch_entries WHERE pattern = 'ฐฐ999'")).toHaveLength(0);
  });

  it('expires, closes, reopens and deletes; each leaves or rejoins the matcher and is audited', async () => {
    const e = (await create(valid({ pattern: 'งม 4412' }))).json();
    const post = (action: string, body?: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/kwatch/${e.id}/${action}`, headers: as(), ...(body ? { payload: body } : {}) });
    const expired = await post('expire');
    expect(expired.json()).toMatchObject({ status: 'expired' });
    expect(t.alerts.matcher.has(e.id)).toBe(false);
    expect((await post('expire')).statusCode).toBe(409);
    const reopened = await post('reopen');
    expect(reopened.json()).toMatchObject({ status: 'active', validUntil: null });
    expect(t.alerts.matcher.has(e.id)).toBe(true);
    const closed = await post('close', { note: 'รถถูกส่งคืนเจ้าของแล้ว' });
    expect(closed.json()).toMatchObject({ status: 'closed', closeNote: 'รถถูกส่งคืนเจ้าของแล้ว' });
    expect(t.alerts.matcher.has(e.id)).toBe(false);
    expect((await post('close')).statusCode).toBe(409);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/kwatch/${e.id}`, headers: as() });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/kwatch/${e.id}`, headers: as() })).statusCode).toBe(404);
    const audit = (await t.app.inject({ url: `/api/v1/audit?resource=kwatch&entityId=${e.id}`, headers: as() })).json();
    expect(audit.items.map((a: { action: string }) => a.action)).toEqual(['delete', 'update', 'update', 'update', 'create']);
  });

  it('lists with filters, search, paging and sort by priority rank', async () => {
    const tag = 'ค้นหาทดสอบ';
    const specs = [
      { pattern: 'ฉฉ 1001', priority: 'low', reason: 'other', notifyDistricts: [] },
      { pattern: 'ฉฉ 1002', priority: 'critical', reason: 'wanted', notifyDistricts: ['BKK-PTW'] },
      { pattern: 'ฉฉ 10*', mode: 'wildcard', priority: 'high', reason: 'suspect', notifyDistricts: ['BKK-LPN'] },
      { pattern: 'ฉฉ 1004', mode: 'fuzzy', priority: 'medium', reason: 'missing', notifyDistricts: ['BKK-LPN'] },
    ];
    for (const s of specs) expect((await create(valid({ ...s, notes: tag }))).statusCode).toBe(201);
    const q = async (s: string) => (await t.app.inject({ url: `/api/v1/kwatch?q=${encodeURIComponent(tag)}&${s}`, headers: as() })).json();
    expect((await q('sort=priority&order=desc')).items.map((e: { priority: string }) => e.priority)).toEqual(['critical', 'high', 'medium', 'low']);
    expect((await q('mode=wildcard')).total).toBe(1);
    expect((await q('reason=missing')).total).toBe(1);
    // the district filter includes entries that notify every district
    expect((await q('district=BKK-PTW')).items.map((e: { pattern: string }) => e.pattern).sort()).toEqual(['ฉฉ1001', 'ฉฉ1002']);
    const page = await q('pageSize=3&page=2&sort=pattern&order=asc');
    expect(page).toMatchObject({ total: 4, page: 2 });
    expect(page.items).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/v1/kwatch?q=${encodeURIComponent('ฉฉ 1002')}`, headers: as() })).json().total).toBe(1);
    expect((await t.app.inject({ url: '/api/v1/kwatch?sort=secret', headers: as() })).statusCode).toBe(400);
  });

  it('imports CSV all-or-nothing by default, reporting every bad row; mode=valid keeps the good rows', async () => {
    const csv = [
      '\uFEFFpattern,mode,max_distance,province,reason,priority,case_no,notes,valid_from,valid_until,notify_districts',
      'ญญ 1111,exact,,กรุงเทพมหานคร,stolen,high,,"หมายเหตุ, มีจุลภาค",,,BKK-LPN',
      'ญญ 2222,fuzzy,1,Bangkok,wanted,critical,,,,,BKK-LPN BKK-PTW',
      'ญญ*,wildcard,,,suspect,low,,,,,',
      ',exact,,,stolen,low,,,,,',
      'ญญ 5555,exact,,,flying,low,,,,,',
      'ญญ 6666,exact,,,stolen,low,,,,,NOWHERE',
    ].join('\r\n');
    const post = (mode: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/kwatch/import?mode=${mode}`, headers: { ...as(), 'content-type': 'text/csv' }, payload: csv });
    const all = await post('all');
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({ total: 6, created: 0 });
    expect(all.json().errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [4, 'pattern'],
      [5, 'reason'],
      [6, 'notifyDistricts'],
    ]);
    expect(await t.db.database.query("SELECT 1 FROM watch_entries WHERE pattern LIKE 'ญญ%'")).toHaveLength(0);

    const some = await post('valid');
    expect(some.statusCode).toBe(200);
    expect(some.json()).toMatchObject({ total: 6, created: 3 });
    expect(t.alerts.matcher.match(read('ญญ2222')).length).toBeGreaterThan(0);
    const rows = await t.db.database.query<{ notes: string; notify_districts: string[] }>(
      "SELECT notes, notify_districts FROM watch_entries WHERE pattern LIKE 'ญญ%' ORDER BY pattern",
    );
    expect(rows.map((r) => r.notes)).toContain('หมายเหตุ, มีจุลภาค');
    expect(rows.map((r) => r.notify_districts)).toContainEqual(['BKK-LPN', 'BKK-PTW']);

    const badHeader = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kwatch/import',
      headers: { ...as(), 'content-type': 'text/csv' },
      payload: 'plate,why\nกข1,x',
    });
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().errors[0].field).toBe('header');
  });

  it('exports the filtered list as CSV that imports again', async () => {
    await create(valid({ pattern: 'ฑฑ 7', notes: '=cmd|calc' }));
    const res = await t.app.inject({ url: '/api/v1/kwatch/export.csv?q=%E0%B8%91%E0%B8%91', headers: as() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('pattern,mode,max_distance,province,reason,priority,case_no,notes,valid_from,valid_until,notify_districts,status,id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=cmd|calc");
    await t.db.database.query("UPDATE watch_entries SET deleted_at = now() WHERE pattern = 'ฑฑ7'");
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kwatch/import',
      headers: { ...as(), 'content-type': 'text/csv' },
      payload: res.body,
    });
    expect(again.json()).toMatchObject({ created: 1, errors: [] });
    const [row] = await t.db.database.query<{ notes: string }>("SELECT notes FROM watch_entries WHERE pattern = 'ฑฑ7' AND deleted_at IS NULL");
    expect(row?.notes).toBe('=cmd|calc');
  });
});

describe('watch entries API permissions', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[string, string, string, Record<string, unknown> | string | undefined]> = [
    ['GET', '/api/v1/kwatch', 'r', undefined],
    ['GET', '/api/v1/kwatch/export.csv', 'r', undefined],
    ['GET', `/api/v1/kwatch/${id}`, 'r', undefined],
    ['POST', '/api/v1/kwatch', 'c', valid({ pattern: 'ฬฬ 1' })],
    ['POST', '/api/v1/kwatch/import?mode=valid', 'c', 'pattern,reason\n'],
    ['PUT', `/api/v1/kwatch/${id}`, 'u', { ...valid(), version: 1 }],
    ['POST', `/api/v1/kwatch/${id}/expire`, 'u', undefined],
    ['POST', `/api/v1/kwatch/${id}/close`, 'u', undefined],
    ['POST', `/api/v1/kwatch/${id}/reopen`, 'u', undefined],
    ['DELETE', `/api/v1/kwatch/${id}`, 'd', undefined],
  ];
  const cases = routes.flatMap(([method, url, action, body]) => DEMO_GROUPS.map((g) => [method, url, action, g.role, body, g] as const));
  it.each(cases)('%s %s (%s) as %s', async (method, url, action, _role, body, group) => {
    const allowed = group.permissions.some((p) => p.resource === 'kwatch' && p.allow.includes(action));
    const payload = body === undefined ? {} : { payload: body };
    const headers = typeof body === 'string' ? { 'content-type': 'text/csv' } : {};
    const res = await t.app.inject({ method: method as 'GET', url, headers: { ...headers, authorization: `Bearer ${tokens[group.role]}` }, ...payload });
    if (allowed) expect([200, 201, 404]).toContain(res.statusCode);
    else expect(res.statusCode).toBe(403);
    const anon = await t.app.inject({ method: method as 'GET', url, headers, ...payload });
    expect(anon.statusCode).toBe(401);
  });
});
