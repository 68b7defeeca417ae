// The ingest's insert on a real database (PGlite, or PostgreSQL with DATABASE_URL): it answers only
// the ids of the rows it inserted, and the ingest gives them to its rows by position — so the order
// must be the batch's, across partitions too; and a batch with reads stored before is sorted out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migratedTestDatabase, type TestDatabase } from '../../../test/helpers';
import { copyNewReads, copyText, createReadIds, encodeRows, insertReads, READ_COLUMNS, READ_IDS_AHEAD, rowValues, storedRows, type ReadInsert } from './ingest.repo';
import { matchInserted } from './ingest.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db?.drop());

const DAY = 86_400_000;
let seq = 0;
function read(device: string, capturedMs: number, readId = `r-${seq++}`): ReadInsert {
  return {
    device_id: device,
    read_id: readId,
    captured_at: new Date(capturedMs).toISOString(),
    plate_raw: 'กข 1234',
    plate: 'กข1234',
    series: 'กข',
    number: '1234',
    province: 'กรุงเทพมหานคร',
    district_code: 'BKK-LPN',
    vehicle_type: 'sedan',
    vehicle_color: 'white',
    vehicle_make: 'Toyota',
    confidence: 0.875,
    lat: 13.7312,
    lng: 100.5418,
    heading: 275,
    image_url: `https://cam.example/${readId}.jpg`,
  };
}
const keyOf = (r: { device_id: string; read_id: string }, ms: number) => `${r.device_id}|${r.read_id}|${ms}`;

describe('insertReads', () => {
  it("answers the inserted rows' ids in the order of the batch, across partitions", async () => {
    const now = Date.now();
    // Shuffled devices and times, months apart (different partitions), and a clock years off (default partition).
    const rows = Array.from({ length: 300 }, (_, i) =>
      read(
        `cam-${(i * 7) % 5}`,
        now - ((i * 7919) % 300) * 3_600_000 - (i % 3) * 40 * DAY - (i === 17 ? 3000 * DAY : 0),
      ),
    );
    const json = encodeRows(rows);
    const receivedAt = new Date(now).toISOString();
    const ids = await insertReads(db.database, json, receivedAt);
    expect(ids).toHaveLength(rows.length);
    const stored = await storedRows(db.database, json);
    const idOf = new Map(stored.map((s) => [keyOf(s, s.captured_ms), s.id]));
    expect(rows.map((r) => idOf.get(keyOf(r, Date.parse(r.captured_at))))).toEqual(ids);
    const [first] = await db.database.query<{ received_at: Date | string }>(
      'SELECT received_at FROM plate_reads WHERE id = $1',
      [ids[0]],
    );
    expect(new Date(first!.received_at).toISOString()).toBe(receivedAt);
  });

  it('inserts only the reads not stored before, and the ingest tells which those are', async () => {
    const now = Date.now();
    const before = [read('cam-x', now - 1000), read('cam-x', now - 2000)];
    await insertReads(db.database, encodeRows(before), new Date().toISOString());
    const fresh = read('cam-x', now - 3000);
    const batch = [
      before[0]!,
      fresh,
      { ...fresh },
      before[1]!,
      read('cam-y', now - 1000, before[0]!.read_id),
    ];
    const json = encodeRows(batch);
    const ids = await insertReads(db.database, json, new Date(now).toISOString());
    expect(ids).toHaveLength(2);
    const results = matchInserted(batch, ids, await storedRows(db.database, json));
    expect(results.map((r) => r.stored)).toEqual([false, true, false, false, true]);
    expect([results[1]!.id, results[4]!.id]).toEqual(ids);
  });
});

describe('rowValues', () => {
  it('lists a row in the order of READ_COLUMNS', () => {
    const row = read('cam-o', Date.now());
    expect(rowValues(row)).toEqual(READ_COLUMNS.map(([name]) => row[name]));
    expect(new Set(rowValues(row)).size).toBe(READ_COLUMNS.length); // every value apart, so the order is checked
  });
});

describe('copyNewReads', () => {
  const pool = { ids: null as ReturnType<typeof createReadIds> | null };
  const readIds = () => (pool.ids ??= createReadIds(db.database));
  const count = async (device: string) =>
    (await db.database.query<{ n: number }>('SELECT count(*)::int AS n FROM plate_reads WHERE device_id = $1', [device]))[0]?.n;

  it('stores a batch of new reads with the ids it answers, in order, across partitions', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 120 }, (_, i) => read('cam-c', now - (i % 3) * 40 * DAY - (i === 7 ? 3000 * DAY : 0) - i));
    const ids = await copyNewReads(db.database, readIds(), rows, new Date(now).toISOString());
    expect(ids).toHaveLength(rows.length);
    const stored = await db.database.query<{ id: string; read_id: string }>("SELECT id::text AS id, read_id FROM plate_reads WHERE device_id = 'cam-c'");
    const readIdOf = new Map(stored.map((r) => [r.id, r.read_id]));
    expect(ids!.map((id) => readIdOf.get(id))).toEqual(rows.map((r) => r.read_id));
  });

  it('stores every value as the INSERT from JSON does, whatever the text holds', async () => {
    const now = Date.now();
    const tricky = (device: string, readId: string): ReadInsert => ({
      ...read(device, now - 5000, readId),
      plate_raw: 'กข\t12\n34\\N \\ \r',
      province: '\\N',
      vehicle_type: null,
      vehicle_color: '',
      vehicle_make: 'Toyota 😀 \\.',
      confidence: 1e-7,
      lat: 0.1 + 0.2,
      lng: -0,
      heading: 0,
      image_url: null,
    });
    const receivedAt = new Date(now).toISOString();
    await insertReads(db.database, encodeRows([tricky('cam-j', 'same')]), receivedAt);
    expect(await copyNewReads(db.database, readIds(), [tricky('cam-k', 'same')], receivedAt)).toHaveLength(1);
    const [a, b] = await db.database.query<Record<string, unknown>>(
      `SELECT ${READ_COLUMNS.map(([n]) => n).join(', ')}, received_at FROM plate_reads WHERE device_id IN ('cam-j', 'cam-k') ORDER BY device_id`,
    );
    expect({ ...b, device_id: 'cam-j' }).toEqual(a);
    expect(a?.plate_raw).toBe('กข\t12\n34\\N \\ \r');
    expect(a?.province).toBe('\\N');
    expect(b?.vehicle_type).toBeNull();
  });

  it('answers null and stores nothing when the batch holds a read stored before or twice', async () => {
    const now = Date.now();
    const fresh = [read('cam-n', now - 1000), read('cam-n', now - 2000)];
    expect(await copyNewReads(db.database, readIds(), fresh, new Date(now).toISOString())).toHaveLength(2);
    expect(await count('cam-n')).toBe(2);
    const third = read('cam-n', now - 3000);
    expect(await copyNewReads(db.database, readIds(), [third, fresh[1]!], new Date(now).toISOString())).toBeNull();
    expect(await copyNewReads(db.database, readIds(), [third, { ...third }], new Date(now).toISOString())).toBeNull();
    expect(await count('cam-n')).toBe(2);
    // what the ingest does then: the same batch with ON CONFLICT DO NOTHING
    expect(await insertReads(db.database, encodeRows([third, fresh[1]!]), new Date(now).toISOString())).toHaveLength(1);
    expect(await count('cam-n')).toBe(3);
  });
});

describe('createReadIds', () => {
  it('hands out ids nobody else gets, in one round trip for several batches', async () => {
    const asked: number[] = [];
    const database = { ...db.database, query: ((text: string, params?: unknown[]) => {
      if (text.includes('nextval')) asked.push(Number(params?.[0]));
      return db.database.query(text, params);
    }) as typeof db.database.query };
    const a = createReadIds(database);
    const b = createReadIds(database);
    const taken = await Promise.all([a.take(500), a.take(700), b.take(300), a.take(900), a.take(READ_IDS_AHEAD + 1)]);
    expect(taken.map((t) => t.length)).toEqual([500, 700, 300, 900, READ_IDS_AHEAD + 1]);
    // One batch after another: ten batches of 300 ask twice (2,000 ids cover six of them).
    asked.length = 0;
    const c = createReadIds(database);
    for (let i = 0; i < 10; i++) taken.push(await c.take(300));
    expect(asked).toEqual([READ_IDS_AHEAD, READ_IDS_AHEAD]);
    const all = taken.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('copyText', () => {
  it('writes a row in the order of READ_COLUMNS, between its id and the time of receipt', () => {
    const row = read('cam-o', Date.now());
    const [line] = copyText([row], ['42'], '2026-11-25T10:00:00.000Z').split('\n');
    expect(line?.split('\t')).toEqual(['42', ...rowValues(row).map(String), '2026-11-25T10:00:00.000Z']);
  });
});
