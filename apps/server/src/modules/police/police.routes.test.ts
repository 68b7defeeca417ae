import { officerPageSchema } from '@yaam/shared/contracts/police';
import { DEMO_GROUPS } from '@yaam/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../../../test/helpers';
import { startApiTest, type ApiTest, type TestIssuer } from '../../../test/issuer';

let api: ApiTest;
let issuer: TestIssuer;
let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  api = await startApiTest();
  ({ t, issuer, tokens } = api);
});
afterAll(() => api.close());

const admin = () => ({ authorization: `Bearer ${tokens.administrator}` });
const valid = (over: Record<string, unknown> = {}) => ({
  badgeNo: `B${Math.floor(Math.random() * 1e9)}`,
  rank: 'pol-capt',
  firstNameTh: 'สมชาย',
  lastNameTh: 'ใจดี',
  firstNameEn: 'Somchai',
  lastNameEn: 'Jaidee',
  districtCode: 'BKK-LPN',
  phone: '081-234-5678',
  email: 'somchai@police.go.th',
  ...over,
});

async function create(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/polices', headers: admin(), payload: body });
  return res;
}

describe('officers API', () => {
  it('creates, reads, updates with the version, and answers 409 with the current row when stale', async () => {
    const created = await create(valid({ badgeNo: '100001' }));
    expect(created.statusCode).toBe(201);
    const o = created.json();
    expect(o).toMatchObject({ badgeNo: '100001', version: 1, status: 'active', updatedBy: 'user-administrator' });

    const got = await t.app.inject({ url: `/api/v1/polices/${o.id}`, headers: admin() });
    expect(got.json()).toEqual(o);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/polices/${o.id}`,
      headers: admin(),
      payload: { ...valid({ badgeNo: '100001', position: 'สารวัตรจราจร' }), version: 1 },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ version: 2, position: 'สารวัตรจราจร' });

    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/polices/${o.id}`,
      headers: admin(),
      payload: { ...valid({ badgeNo: '100001', position: 'ผู้กำกับ' }), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2, position: 'สารวัตรจราจร' });
    expect(stale.json().message).toContain('user-administrator');

    const forced = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/polices/${o.id}`,
      headers: admin(),
      payload: { ...valid({ badgeNo: '100001', position: 'ผู้กำกับ' }), version: 1, force: true },
    });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ version: 3, position: 'ผู้กำกับ' });
  });

  it('refuses a duplicate badge with 409 and writes nothing', async () => {
    expect((await create(valid({ badgeNo: '200002' }))).statusCode).toBe(201);
    const dup = await create(valid({ badgeNo: '200002', firstNameTh: 'อื่น' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details).toEqual([{ field: 'badgeNo', message: 'already in use' }]);
    const rows = await t.db.database.query("SELECT 1 FROM officers WHERE badge_no = '200002'");
    expect(rows).toHaveLength(1);
    const audits = await t.db.database.query(
      "SELECT 1 FROM audit_log WHERE resource = 'police' AND after->>'badgeNo' = '200002'",
    );
    expect(audits).toHaveLength(1);
  });

  it.each([
    ['badgeNo', { badgeNo: '' }],
    ['badgeNo', { badgeNo: 'ab cd<>' }],
    ['rank', { rank: 'general' }],
    ['firstNameTh', { firstNameTh: '' }],
    ['lastNameTh', { lastNameTh: 'ก'.repeat(101) }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: 'call me' }],
    ['status', { status: 'fired' }],
    ['photoUrl', { photoUrl: 'javascript:alert(1)' }],
    ['userId', { userId: 'nope' }],
  ])('400 names the bad field %s', async (field, over) => {
    const res = await create(valid(over));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.details.map((d: { field: string }) => d.field)).toContain(`body.${field}`);
  });

  it('400 for an unknown district, naming it', async () => {
    const res = await create(valid({ districtCode: 'NOWHERE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'districtCode', message: 'does not exist' }]);
  });

  it('soft-deletes and restores, each audited with before and after', async () => {
    const o = (await create(valid())).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/polices/${o.id}`, headers: admin() });
    expect(del.statusCode).toBe(200);
    expect(del.json().deletedAt).not.toBeNull();
    const list = (await t.app.inject({ url: `/api/v1/polices?q=${o.badgeNo}`, headers: admin() })).json();
    expect(list.total).toBe(0);
    const onlyDeleted = (await t.app.inject({ url: `/api/v1/polices?q=${o.badgeNo}&deleted=only`, headers: admin() })).json();
    expect(onlyDeleted.total).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/polices/${o.id}`, headers: admin() })).statusCode).toBe(409);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/polices/${o.id}/restore`, headers: admin() });
    expect(res.statusCode).toBe(200);
    expect(res.json().deletedAt).toBeNull();

    const audit = (await t.app.inject({ url: `/api/v1/audit?resource=police&entityId=${o.id}`, headers: admin() })).json();
    expect(audit.items.map((a: { action: string }) => a.action)).toEqual(['restore', 'delete', 'create']);
    const [restore, del2] = audit.items;
    expect(del2.before.deletedAt).toBeNull();
    expect(del2.after.deletedAt).not.toBeNull();
    expect(restore.username).toBe('user-administrator');
  });

  it('pages, sorts, filters and searches (Thai partial names, badge)', async () => {
    const names = ['กมล', 'ขวัญใจ', 'คงเดช', 'งามตา', 'จันทร์เพ็ญ'];
    for (const [i, n] of names.entries()) {
      expect((await create(valid({ badgeNo: `S3000${i}`, firstNameTh: n, lastNameTh: 'ทดสอบค้นหา', districtCode: i % 2 ? 'BKK-PTW' : 'BKK-LPN', status: i === 4 ? 'retired' : 'active' }))).statusCode).toBe(201);
    }
    const q = (s: string) => t.app.inject({ url: `/api/v1/polices?${s}`, headers: admin() }).then((r) => r.json());
    const all = await q(`q=${encodeURIComponent('ทดสอบค้น')}&sort=firstNameTh&order=desc&pageSize=2`);
    expect(all.total).toBe(5);
    expect(all.items.map((o: { firstNameTh: string }) => o.firstNameTh)).toEqual(['จันทร์เพ็ญ', 'งามตา']);
    const p3 = await q(`q=${encodeURIComponent('ทดสอบค้น')}&sort=firstNameTh&order=desc&pageSize=2&page=3`);
    expect(p3.items.map((o: { firstNameTh: string }) => o.firstNameTh)).toEqual(['กมล']);
    expect((await q(`q=${encodeURIComponent('ทดสอบค้น')}&district=BKK-PTW`)).total).toBe(2);
    expect((await q(`q=${encodeURIComponent('ทดสอบค้น')}&status=retired`)).total).toBe(1);
    expect((await q(`q=${encodeURIComponent('ขวัญ ทดสอบ')}`)).total).toBe(1);
    expect((await q('q=S3000')).total).toBe(5);
    expect((await q('q=%25')).total).toBe(0); // a literal %, not "everything"
    expect(() => officerPageSchema.parse(all)).not.toThrow();
    const bad = await t.app.inject({ url: '/api/v1/polices?sort=password', headers: admin() });
    expect(bad.statusCode).toBe(400);
  });

  it('a list read after a change sees it (cached pages are dropped), here and in another server process', async () => {
    const q = () => t.app.inject({ url: '/api/v1/polices?q=CACHE0', headers: admin() }).then((r) => r.json().total);
    expect(await q()).toBe(0);
    expect((await create(valid({ badgeNo: 'CACHE01' }))).statusCode).toBe(201);
    expect(await q()).toBe(1);
    // A second server on the same database changes an officer: this one learns through NOTIFY.
    const other = await startTestApp({ db: t.db, env: { OIDC_ISSUER: issuer.url } });
    try {
      expect((await other.app.inject({ method: 'POST', url: '/api/v1/polices', headers: admin(), payload: valid({ badgeNo: 'CACHE02' }) })).statusCode).toBe(201);
      let seen = 0;
      for (let i = 0; i < 40 && seen !== 2; i++) {
        seen = await q();
        if (seen !== 2) await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe(2);
    } finally {
      await other.app.close();
    }
  });

  it('hostile strings round-trip unchanged', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      "Robert'); DROP TABLE officers;--",
      '\u202Eטקסט\u202C ผสม',
      'ก'.repeat(100),
      '" OR 1=1 --',
    ];
    for (const [i, h] of hostile.entries()) {
      const res = await create(valid({ badgeNo: `H40${i}`, firstNameTh: h, lastNameTh: h.slice(0, 100) }));
      expect(res.statusCode).toBe(201);
      const back = (await t.app.inject({ url: `/api/v1/polices/${res.json().id}`, headers: admin() })).json();
      expect(back.firstNameTh).toBe(h);
    }
    expect((await t.db.database.query('SELECT 1 FROM officers LIMIT 1')).length).toBe(1);
  });

  it('exports the current filter as CSV, formula-safe', async () => {
    await create(valid({ badgeNo: 'CSV01', firstNameTh: '=HYPERLINK("x")', lastNameTh: 'ส่งออก,ทดสอบ' }));
    const res = await t.app.inject({ url: `/api/v1/polices/export.csv?q=CSV01`, headers: admin() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^badge_no,rank,first_name_th/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"ส่งออก,ทดสอบ"');
  });
});

describe('officers API permissions', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[string, string, string, Record<string, unknown> | undefined]> = [
    ['GET', '/api/v1/polices', 'r', undefined],
    ['GET', '/api/v1/polices/summary', 'r', undefined],
    ['GET', '/api/v1/polices/export.csv', 'r', undefined],
    ['GET', `/api/v1/polices/${id}`, 'r', undefined],
    ['POST', '/api/v1/polices', 'c', valid()],
    ['PUT', `/api/v1/polices/${id}`, 'u', { ...valid(), version: 1 }],
    ['DELETE', `/api/v1/polices/${id}`, 'd', undefined],
    ['POST', `/api/v1/polices/${id}/restore`, 'd', undefined],
    ['GET', '/api/v1/audit', 'r', undefined],
  ];
  const cases = routes.flatMap((r) => DEMO_GROUPS.map((g) => [...r, g] as const));
  it.each(cases)('%s %s (%s) as %s', async (method, url, action, body, group) => {
    const resource = url.startsWith('/api/v1/audit') ? 'audit' : 'police';
    const allowed = group.permissions.some((p) => p.resource === resource && p.allow.includes(action));
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${tokens[group.role]}` },
      ...(body ? { payload: { ...body, badgeNo: `P${Math.floor(Math.random() * 1e9)}` } } : {}),
    });
    if (allowed) expect([200, 201, 404]).toContain(res.statusCode);
    else expect(res.statusCode).toBe(403);
    const anon = await t.app.inject({ method: method as 'GET', url, ...(body ? { payload: body } : {}) });
    expect(anon.statusCode).toBe(401);
  });
});
