// Reads storage and search on a real database: search filters, monthly partitions made ahead (and
// reads moved out of the default partition), retention in batches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migratedTestDatabase, startTestApp, type TestApp } from '../../../test/helpers';
import { insertDemoGroups, startTestIssuer, type TestIssuer } from '../../../test/issuer';
import { applyRetention, ensurePartitions, listPartitions, partitionName } from './partitions';

let issuer: TestIssuer;
let t: TestApp;
let token = '';
const DAY = 86_400_000;

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await startTestApp({ env: { OIDC_ISSUER: issuer.url } });
  await insertDemoGroups(t.db.database);
  token = await issuer.sign({ sub: 'u-officer', role: 'user' });
  await t.db.database.query(
    `INSERT INTO districts (code, name_th, name_en, province_code, lat, lng) VALUES ('BKK-LPN', 'สน.ลุมพินี', 'Lumphini', '10', 13.7, 100.5)`,
  );
  await t.db.database.query("INSERT INTO devices (id, serial, name, secret_hash, district_code) VALUES ('cam-s1', 'S1', 'S1', 'x', 'BKK-LPN'), ('cam-s2', 'S2', 'S2', 'x', NULL)");
  const now = Date.now();
  const reads = [
    { id: 'a', plate: 'กข 1234', province: 'Bangkok', capturedAt: new Date(now - 60_000).toISOString() },
    { id: 'b', plate: '1กข 1234', province: 'นนทบุรี', capturedAt: new Date(now - 2 * 3_600_000).toISOString() },
    { id: 'c', plate: 'ขค 999', capturedAt: new Date(now - 3 * DAY).toISOString() },
  ];
  await t.dataPath.ingest.ingest('cam-s1', reads);
  await t.dataPath.ingest.ingest('cam-s2', { id: 'd', plate: 'ฮฮ 1234', capturedAt: new Date(now - 5 * 60_000).toISOString() });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const search = (q: string) =>
  t.app.inject({ url: `/api/v1/reads?${q}`, headers: { authorization: `Bearer ${token}` } }).then((r) => {
    expect(r.statusCode).toBe(200);
    return r.json() as { items: Array<{ readId: string }>; total: number };
  });
const ids = (r: { items: Array<{ readId: string }> }) => r.items.map((i) => i.readId);

describe('GET /api/v1/reads', () => {
  it('finds partial plates in any spelling, newest first', async () => {
    expect(ids(await search(`plate=${encodeURIComponent('กข 12')}`))).toEqual(['a', 'b']);
    expect(ids(await search(`plate=${encodeURIComponent('๑๒๓๔')}`))).toEqual(['a', 'd', 'b']);
    expect(ids(await search('plate=%25'))).toEqual([]);
  });

  it('filters by province (any name form), device, district and time window, and pages', async () => {
    expect(ids(await search('province=Nonthaburi'))).toEqual(['b']);
    expect(ids(await search(`province=${encodeURIComponent('กรุงเทพมหานคร')}`))).toEqual(['a']);
    expect(ids(await search('device=cam-s2'))).toEqual(['d']);
    expect((await search('district=BKK-LPN')).total).toBe(3);
    const from = new Date(Date.now() - 4 * DAY).toISOString();
    const to = new Date(Date.now() - DAY).toISOString();
    expect(ids(await search(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`))).toEqual(['c']);
    const p2 = await search('pageSize=2&page=2&order=asc');
    expect(p2.total).toBe(4);
    expect(ids(p2)).toEqual(['d', 'a']);
  });
});

describe('partitions and retention', () => {
  it('creates months ahead, moves default-partition reads into a new month, and deletes old reads in batches', async () => {
    const t2 = await migratedTestDatabase();
    const db = t2.database;
    try {
      const now = new Date();
      // Reads from 14 months ago land in the default partition (no month partition that old).
      const old = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 14, 10));
      await db.query(
        `INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate)
         SELECT 'cam', 'old-' || g, $1::timestamptz + make_interval(mins => g), 'x', 'x' FROM generate_series(1, 120) g`,
        [old.toISOString()],
      );
      await db.query(
        `INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate)
         SELECT 'cam', 'new-' || g, now() - make_interval(mins => g), 'x', 'x' FROM generate_series(1, 50) g`,
      );
      const created = await ensurePartitions(db, old, 0, 0);
      expect(created).toEqual([partitionName(old)]);
      const [where] = await db.query<{ p: string; n: number }>(
        `SELECT tableoid::regclass::text AS p, count(*)::int AS n FROM plate_reads WHERE read_id LIKE 'old-%' GROUP BY 1`,
      );
      expect(where).toEqual({ p: partitionName(old), n: 120 });
      const ahead = await ensurePartitions(db, now, 0, 6);
      expect(ahead.length).toBeGreaterThanOrEqual(3);

      // Retention of 90 days: the old month is dropped whole; a straddling month loses its old rows in batches.
      await db.query(
        `INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate)
         SELECT 'cam', 'edge-' || g, now() - interval '100 days' + make_interval(mins => g), 'x', 'x' FROM generate_series(1, 30) g`,
      );
      await ensurePartitions(db, new Date(now.getTime() - 100 * DAY), 0, 0);
      const r = await applyRetention(db, 90, { batch: 7, pauseMs: 1 });
      expect(r.droppedPartitions).toContain(partitionName(old));
      expect(r.deletedRows).toBeGreaterThanOrEqual(30);
      const left = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM plate_reads`);
      expect(left[0]?.n).toBe(50);
      expect((await listPartitions(db)).map((p) => p.name)).not.toContain(partitionName(old));
      // Exactly-once still holds across the partitioned table.
      const again = await db.query(
        `INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate)
         SELECT device_id, read_id, captured_at, 'x', 'x' FROM plate_reads ON CONFLICT DO NOTHING RETURNING 1`,
      );
      expect(again).toHaveLength(0);
    } finally {
      await t2.drop();
    }
  });
});
