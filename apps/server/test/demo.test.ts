// The demo seed on a real database (PGlite, or PostgreSQL with DATABASE_URL): counts, accounts,
// idempotence, places and the shape of a week of reads.
import { DEMO_ACCOUNTS } from '@yaam/shared/roles';
import { RANK_CODES, normalisePlate } from '@yaam/shared/thai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { printSignInHelp, seedDemo, type SeedSummary } from '../src/demo/seed';
import { verifyPassword } from '../src/identity/password';
import { migratedTestDatabase, REAL_PG, type TestDatabase } from './helpers';

const PASSWORD = 'demo-test-password';
/** Bangkok's extent (data/thailand-provinces.geojson, province 10). */
const BANGKOK = { minLat: 13.487, maxLat: 13.955, minLng: 100.327, maxLng: 100.938 };
const NOW = new Date('2026-03-02T05:00:00.000Z');
const DAY_MS = 86_400_000;

let t: TestDatabase;
let summary: SeedSummary;

const count = async (table: string) =>
  Number((await t.database.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

beforeAll(async () => {
  t = await migratedTestDatabase();
  summary = await seedDemo(t.database, { password: PASSWORD, now: NOW });
  console.info(`demo seed on ${REAL_PG ? 'PostgreSQL' : 'PGlite'}: ${summary.elapsedMs} ms`, summary);
}, 120_000);

afterAll(async () => {
  await t?.drop();
});

describe('seedDemo', () => {
  it('inserts each kind of data in the expected amounts, and says so', async () => {
    expect(summary.inserted).toBe(true);
    const counts = {
      districts: await count('districts'),
      officers: await count('officers'),
      devices: await count('devices'),
      groups: await count('groups'),
      users: await count('users'),
      watchEntries: await count('watch_entries'),
      reads: await count('plate_reads'),
    };
    expect(counts).toEqual({
      districts: summary.districts,
      officers: summary.officers,
      devices: summary.devices,
      groups: summary.groups,
      users: summary.users,
      watchEntries: summary.watchEntries,
      reads: summary.reads,
    });
    expect(counts.districts).toBeGreaterThanOrEqual(25);
    expect(counts.officers).toBeGreaterThanOrEqual(180);
    expect(counts.officers).toBeLessThanOrEqual(220);
    expect(counts.devices).toBe(20);
    expect(counts.groups).toBe(5);
    expect(counts.users).toBe(5);
    expect(counts.watchEntries).toBeGreaterThanOrEqual(25);
    expect(counts.watchEntries).toBeLessThanOrEqual(40);
    expect(counts.reads).toBeGreaterThanOrEqual(45_000);
    expect(counts.reads).toBeLessThanOrEqual(55_000);
    expect(await count('user_groups')).toBe(5);
  });

  it('takes seconds, not minutes', () => {
    expect(summary.elapsedMs).toBeLessThan(60_000);
  });

  it('creates the demo accounts with the password, subject = id, and their group', async () => {
    const rows = await t.database.query<{
      id: string;
      subject: string;
      username: string;
      role: string;
      password_hash: string;
      group_name: string;
      districts: string[];
    }>(
      `SELECT u.id, u.subject, u.username, u.role, u.password_hash, g.name AS group_name, u.districts
         FROM users u JOIN user_groups ug ON ug.user_id = u.id JOIN groups g ON g.id = ug.group_id ORDER BY u.username`,
    );
    expect(rows.map((r) => r.username).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
    for (const a of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.username === a.username);
      expect(row, a.username).toBeDefined();
      if (!row) continue;
      expect(row.subject).toBe(row.id);
      expect(row.role).toBe(a.role);
      expect(row.group_name).toBe(a.group);
      expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', row.password_hash)).toBe(false);
      if (['manager', 'officer', 'uturn'].includes(a.username))
        expect(row.districts.length).toBeGreaterThan(0);
    }
    const groupRoles = await t.database.query<{
      name: string;
      role: string;
      permissions: unknown[];
      menu: string[];
    }>('SELECT name, role, permissions, menu FROM groups');
    for (const g of groupRoles) {
      expect(g.permissions.length).toBeGreaterThan(0);
      expect(g.menu.length).toBeGreaterThan(0);
    }
  });

  it('gives every device the demo password as its secret and a place in Bangkok', async () => {
    const devices = await t.database.query<{
      id: string;
      kind: string;
      lat: number;
      lng: number;
      heading: number;
      district_code: string;
      secret_hash: string;
      serial: string;
    }>(
      'SELECT d.id, d.kind, d.lat, d.lng, d.heading, d.district_code, d.secret_hash, d.serial FROM devices d JOIN districts s ON s.code = d.district_code ORDER BY d.id',
    );
    expect(devices.map((d) => d.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `cam-${String(i + 1).padStart(3, '0')}`),
    );
    expect(new Set(devices.map((d) => d.serial)).size).toBe(20);
    expect(devices.filter((d) => d.kind === 'lpr-camera').length).toBeGreaterThan(10);
    expect(devices.some((d) => d.kind === 'checkpoint')).toBe(true);
    for (const d of devices) {
      expect(d.lat, d.id).toBeGreaterThan(BANGKOK.minLat);
      expect(d.lat, d.id).toBeLessThan(BANGKOK.maxLat);
      expect(d.lng, d.id).toBeGreaterThan(BANGKOK.minLng);
      expect(d.lng, d.id).toBeLessThan(BANGKOK.maxLng);
      expect(d.heading).toBeGreaterThanOrEqual(0);
      expect(d.heading).toBeLessThan(360);
    }
    expect(await verifyPassword(PASSWORD, devices[0]?.secret_hash)).toBe(true);
    const districts = await t.database.query<{ lat: number; lng: number; province_code: string }>(
      'SELECT lat, lng, province_code FROM districts',
    );
    for (const d of districts) {
      expect(d.province_code).toBe('10');
      expect(
        d.lat > BANGKOK.minLat && d.lat < BANGKOK.maxLat && d.lng > BANGKOK.minLng && d.lng < BANGKOK.maxLng,
      ).toBe(true);
    }
  });

  it('gives officers known ranks, unique badges, districts that exist, and mostly active status', async () => {
    const officers = await t.database.query<{
      badge_no: string;
      rank: string;
      district_code: string | null;
      status: string;
      first_name_en: string | null;
    }>('SELECT badge_no, rank, district_code, status, first_name_en FROM officers');
    expect(new Set(officers.map((o) => o.badge_no)).size).toBe(officers.length);
    for (const o of officers) expect(RANK_CODES).toContain(o.rank);
    const active = officers.filter((o) => o.status === 'active').length;
    expect(active / officers.length).toBeGreaterThan(0.8);
    expect(
      officers.some((o) => o.status === 'suspended') || officers.some((o) => o.status === 'retired'),
    ).toBe(true);
    expect(officers.filter((o) => o.first_name_en).length / officers.length).toBeGreaterThan(0.7);
    const orphans = await t.database.query(
      'SELECT 1 FROM officers o LEFT JOIN districts d ON d.code = o.district_code WHERE o.district_code IS NOT NULL AND d.code IS NULL',
    );
    expect(orphans).toHaveLength(0);
    const linked = await t.database.query('SELECT 1 FROM officers o JOIN users u ON u.id = o.user_id');
    expect(linked.length).toBeGreaterThanOrEqual(3);
  });

  it('fills the watchlist with every reason and mode, owned by admin', async () => {
    const entries = await t.database.query<{ reason: string; mode: string; owner: string; pattern: string }>(
      'SELECT w.reason, w.mode, u.username AS owner, w.pattern FROM watch_entries w JOIN users u ON u.id = w.owner_id',
    );
    expect(entries.length).toBe(summary.watchEntries);
    expect(new Set(entries.map((e) => e.reason))).toEqual(
      new Set(['stolen', 'wanted', 'suspect', 'missing', 'other']),
    );
    expect(new Set(entries.map((e) => e.mode))).toEqual(new Set(['exact', 'wildcard', 'fuzzy']));
    expect(entries.every((e) => e.owner === 'admin')).toBe(true);
    expect(entries.filter((e) => e.mode === 'exact').length).toBeGreaterThan(entries.length / 2);
  });

  it('spreads reads over the past seven days, from existing devices, with day and night traffic', async () => {
    const [span] = await t.database.query<{
      first: Date | string;
      last: Date | string;
      orphans: string | number;
      dup: string | number;
    }>(
      `SELECT min(captured_at) AS first, max(captured_at) AS last,
              (SELECT count(*) FROM plate_reads r LEFT JOIN devices d ON d.id = r.device_id WHERE d.id IS NULL) AS orphans,
              (SELECT count(*) FROM (SELECT device_id, read_id FROM plate_reads GROUP BY 1, 2 HAVING count(*) > 1) x) AS dup
         FROM plate_reads`,
    );
    const first = new Date(span?.first ?? 0).getTime();
    const last = new Date(span?.last ?? 0).getTime();
    expect(first).toBeGreaterThanOrEqual(NOW.getTime() - 7 * DAY_MS);
    expect(first).toBeLessThan(NOW.getTime() - 6.5 * DAY_MS);
    expect(last).toBeLessThanOrEqual(NOW.getTime());
    expect(last).toBeGreaterThan(NOW.getTime() - DAY_MS / 24);
    expect(Number(span?.orphans)).toBe(0);
    expect(Number(span?.dup)).toBe(0);

    const perDevice = await t.database.query<{ device_id: string; n: string | number }>(
      'SELECT device_id, count(*) AS n FROM plate_reads GROUP BY 1',
    );
    expect(perDevice).toHaveLength(20);

    const hours = await t.database.query<{ h: number; n: string | number }>(
      `SELECT extract(hour FROM captured_at AT TIME ZONE 'Asia/Bangkok')::int AS h, count(*) AS n FROM plate_reads GROUP BY 1`,
    );
    const byHour = new Map(hours.map((r) => [Number(r.h), Number(r.n)]));
    expect(byHour.get(8) ?? 0).toBeGreaterThan(3 * (byHour.get(3) ?? 0));
  });

  it('stores plates normalised, with series and number, and repeat sightings of the same vehicles', async () => {
    const sample = await t.database.query<{
      plate_raw: string;
      plate: string;
      series: string;
      number: string;
      province: string;
      confidence: number;
    }>(
      'SELECT plate_raw, plate, series, number, province, confidence FROM plate_reads ORDER BY id LIMIT 500',
    );
    for (const r of sample) {
      expect(normalisePlate(r.plate_raw)).toEqual({ plate: r.plate, series: r.series, number: r.number });
      expect(r.plate_raw).toMatch(/^\d?[\u0E01-\u0E2E]{1,3} [1-9]\d{0,3}$/);
      expect(r.confidence).toBeGreaterThan(0.5);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    const [stats] = await t.database.query<{
      vehicles: string | number;
      repeat: string | number;
      bangkok: string | number;
      total: string | number;
    }>(
      `SELECT count(*) AS vehicles, count(*) FILTER (WHERE n > 1) AS repeat,
              sum(n) FILTER (WHERE province = 'กรุงเทพมหานคร') AS bangkok, sum(n) AS total
         FROM (SELECT plate, province, count(*) AS n, count(DISTINCT device_id) AS cams FROM plate_reads GROUP BY 1, 2) v`,
    );
    expect(Number(stats?.vehicles)).toBeGreaterThan(5_000);
    expect(Number(stats?.vehicles)).toBeLessThan(9_000);
    expect(Number(stats?.repeat)).toBeGreaterThan(Number(stats?.vehicles) / 2);
    expect(Number(stats?.bangkok) / Number(stats?.total)).toBeGreaterThan(0.45);

    const watched = await t.database.query(
      `SELECT 1 FROM plate_reads r JOIN watch_entries w ON w.mode = 'exact' AND w.pattern = r.plate AND (w.province IS NULL OR w.province = r.province)`,
    );
    expect(watched.length).toBeGreaterThanOrEqual(5);
  });

  it('inserts nothing the second time, even when two runs race', async () => {
    const before = await count('plate_reads');
    const again = await Promise.all([
      seedDemo(t.database, { password: PASSWORD }),
      seedDemo(t.database, { password: PASSWORD }),
    ]);
    for (const s of again) expect(s).toMatchObject({ inserted: false, users: 0, reads: 0 });
    expect(await count('plate_reads')).toBe(before);
    expect(await count('users')).toBe(5);
  });
});

describe('seedDemo on empty databases racing', () => {
  it('seeds once when two runs start together', async () => {
    const other = await migratedTestDatabase();
    try {
      const runs = await Promise.all(
        [1, 2].map(() => seedDemo(other.database, { password: PASSWORD, reads: 2_000, vehicles: 500 })),
      );
      expect(runs.filter((r) => r.inserted)).toHaveLength(1);
      expect(
        Number((await other.database.query<{ n: string | number }>('SELECT count(*) AS n FROM users'))[0]?.n),
      ).toBe(5);
      expect(
        Number(
          (await other.database.query<{ n: string | number }>('SELECT count(*) AS n FROM plate_reads'))[0]?.n,
        ),
      ).toBe(2_000);
    } finally {
      await other.drop();
    }
  });

  it('gives the same data for the same seed and time', async () => {
    const a = await migratedTestDatabase();
    const b = await migratedTestDatabase();
    try {
      const opts = { password: PASSWORD, now: NOW, reads: 1_000, vehicles: 300, seed: 42 };
      await seedDemo(a.database, opts);
      await seedDemo(b.database, opts);
      const dump = (db: TestDatabase) =>
        db.database.query(
          `SELECT device_id, read_id, captured_at, plate_raw, province, vehicle_make, confidence FROM plate_reads ORDER BY device_id, read_id`,
        );
      const officers = (db: TestDatabase) =>
        db.database.query('SELECT id, badge_no, first_name_th, rank FROM officers ORDER BY badge_no');
      expect(await dump(a)).toEqual(await dump(b));
      expect(await officers(a)).toEqual(await officers(b));
    } finally {
      await a.drop();
      await b.drop();
    }
  });
});

describe('printSignInHelp', () => {
  it('names the address and all five accounts with the default password', () => {
    const text = printSignInHelp('http://localhost:3000', 'yaam-demo');
    expect(text).toContain('http://localhost:3000');
    expect(text).toContain('yaam-demo');
    for (const a of DEMO_ACCOUNTS) expect(text).toContain(a.username);
    expect(text).toContain('/police');
  });

  it('does not print a password someone chose', () => {
    const text = printSignInHelp('https://yaam.example', 'my-own-secret');
    expect(text).not.toContain('my-own-secret');
    expect(text).toContain('YAAM_DEMO_PASSWORD');
  });

  it('without the password, names the default and the variable that changes it', () => {
    const text = printSignInHelp('http://localhost:3000');
    expect(text).toContain('yaam-demo');
    expect(text).toContain('YAAM_DEMO_PASSWORD');
  });
});
