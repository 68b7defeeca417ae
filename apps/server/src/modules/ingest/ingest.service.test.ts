// The ingest service on a real database (PGlite, or PostgreSQL with DATABASE_URL), called directly
// (no broker): what it hands the alert engine after a batch is stored; how often it asks the
// database who a device is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { silentLog } from '../../../test/broker-fixtures';
import { migratedTestDatabase, type TestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { createIngest, type StoredRead } from './ingest.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db?.drop());

describe('createIngest → onReadsStored', () => {
  it('hands the alert engine the reads that may match: matched before storing, or not matched yet', async () => {
    await db.database.query(
      "INSERT INTO devices (id, serial, name, secret_hash, district_code, enabled) VALUES ('cam-w', 'cam-w', 'cam-w', 'x', NULL, true)",
    );
    const handed: StoredRead[][] = [];
    const matchRead = ({ plate }: { plate: string }) =>
      plate === '9กก9' ? [{ entry: { id: 'e1' } } as never] : plate === '8กก8' ? undefined : [];
    const ingest = createIngest({
      database: db.database,
      broker: {} as never, // fanOut off and never started: the broker is not used
      log: silentLog,
      fanOut: false,
      matchRead,
      onReadsStored: async (reads) => void handed.push(reads),
    });
    const at = new Date().toISOString();
    const body = ['1กก1', '9กก9', '8กก8', '2กก2'].map((plate, i) => ({ id: `w-${i}`, plate, capturedAt: at }));
    expect(await ingest.ingest('cam-w', body)).toMatchObject({ accepted: 4, duplicate: 0 });
    expect(handed.flat().map((r) => [r.readId, r.matches?.length])).toEqual([
      ['w-1', 1],
      ['w-2', undefined],
    ]);
    // A batch whose reads all matched nothing is not handed over at all.
    await ingest.ingest('cam-w', [{ id: 'w-9', plate: '3กก3', capturedAt: at }]);
    expect(handed).toHaveLength(1);
    await ingest.close();
  });
});

describe('createIngest → text the database cannot store', () => {
  it('refuses a read with text the database cannot store or captured before the year 1, rounds numbers its columns cannot hold, and stores the rest of its batch', async () => {
    await db.database.query(
      "INSERT INTO devices (id, serial, name, secret_hash, district_code, enabled) VALUES ('cam-n', 'cam-n', 'cam-n', 'x', NULL, true)",
    );
    const ingest = createIngest({ database: db.database, broker: {} as never, log: silentLog, fanOut: false });
    const at = new Date().toISOString();
    const body = [
      { id: 'n-1', plate: '1กก1', capturedAt: at },
      { id: 'n-2', plate: '1กก1\u0000', capturedAt: at },
      { id: 'n-3\ud800', plate: '1กก1', capturedAt: at },
      { id: 'n-4', plate: '1กก1', capturedAt: at, vehicle: { make: 'x\u0000' } },
      { id: 'n-5', plate: '2กก2', capturedAt: at, heading: 90.6, confidence: 1e-50, lat: 13.75, lng: -0 },
      { id: 'n-6', plate: '1กก1', capturedAt: '0001-01-01T00:00:00+01:00' },
      { id: 'n-7', plate: '1กก1', capturedAt: '1970-01-01T00:00:00Z' },
    ];
    // Before: the batch failed whole ("unsupported Unicode escape sequence"), and so did its redelivery.
    const result = await ingest.ingest('cam-n', body);
    expect(result).toMatchObject({ accepted: 3, duplicate: 0 });
    expect(result.rejected.map((r) => [r.index, r.reason, r.message.split(':')[0]])).toEqual([
      [1, 'invalid-schema', 'plate'],
      [2, 'invalid-schema', 'id'],
      [3, 'invalid-schema', 'vehicle.make'],
      [5, 'invalid-schema', 'capturedAt 0001-01-01T00'],
    ]);
    const rows = await db.database.query<{ read_id: string; heading: number | null; confidence: number | null }>(
      "SELECT read_id, heading, confidence FROM plate_reads WHERE device_id = 'cam-n' ORDER BY read_id",
    );
    // A heading in degrees with a fraction (smallint column) and a confidence too small for a real
    // failed their batches the same way: they are stored rounded.
    expect(rows).toEqual([
      { read_id: 'n-1', heading: null, confidence: null },
      { read_id: 'n-5', heading: 91, confidence: 0 },
      { read_id: 'n-7', heading: null, confidence: null },
    ]);
    await ingest.close();
  });
});

describe('createIngest → a read the database refuses', () => {
  it('stores the rest of the batch and counts that read as not storable, instead of failing the batch for good', async () => {
    await db.database.query(
      "INSERT INTO devices (id, serial, name, secret_hash, district_code, enabled) VALUES ('cam-r', 'cam-r', 'cam-r', 'x', NULL, true)",
    );
    // Something the checks before the database do not know about.
    await db.database.query("ALTER TABLE plate_reads ADD CONSTRAINT test_refuse CHECK (vehicle_make IS DISTINCT FROM 'REFUSE')");
    try {
      const ingest = createIngest({ database: db.database, broker: {} as never, log: silentLog, fanOut: false });
      const at = new Date().toISOString();
      const body = Array.from({ length: 9 }, (_, i) => ({
        id: `r-${i}`,
        plate: i === 0 ? '' : `${i}กก${i}`,
        capturedAt: at,
        vehicle: { make: i === 3 || i === 7 ? 'REFUSE' : 'Toyota' },
      }));
      const result = await ingest.ingest('cam-r', body);
      expect(result).toMatchObject({ accepted: 6, duplicate: 0 });
      expect(result.rejected.map((r) => [r.index, r.reason])).toEqual([
        [0, 'invalid-schema'],
        [3, 'not-storable'],
        [7, 'not-storable'],
      ]);
      expect(ingest.counters.rejected.get('not-storable')).toBe(2);
      const rows = await db.database.query<{ read_id: string }>("SELECT read_id FROM plate_reads WHERE device_id = 'cam-r' ORDER BY read_id");
      expect(rows.map((r) => r.read_id)).toEqual(['r-1', 'r-2', 'r-4', 'r-5', 'r-6', 'r-8']);
      // Sent again (a redelivery): the stored ones are duplicates, the refused ones refused again.
      expect(await ingest.ingest('cam-r', body.slice(1))).toMatchObject({ accepted: 0, duplicate: 6 });
      // A batch of which every read is refused is more likely our fault than theirs: it fails, and
      // its messages stay unacknowledged with the broker instead of being counted and gone.
      const allRefused = [0, 1].map((i) => ({ id: `r-all-${i}`, plate: '1กก1', capturedAt: at, vehicle: { make: 'REFUSE' } }));
      await expect(ingest.ingest('cam-r', allRefused)).rejects.toThrow(/test_refuse/);
      await ingest.close();
    } finally {
      await db.database.query('ALTER TABLE plate_reads DROP CONSTRAINT test_refuse');
    }
  });
});

describe('createIngest → the device directory', () => {
  it('asks the database once for a flood of messages on a cold start, and once per unknown device', async () => {
    await db.database.query(
      "INSERT INTO devices (id, serial, name, secret_hash, district_code, enabled) VALUES ('cam-d', 'cam-d', 'cam-d', 'x', NULL, true)",
    );
    const asked: string[] = [];
    const database: Database = {
      ...db.database,
      query: (text, params) => {
        if (/\bFROM devices\b/.test(text)) asked.push(params?.length ? String(params[0]) : '*');
        return db.database.query(text, params);
      },
    };
    const ingest = createIngest({ database, broker: {} as never, log: silentLog, fanOut: false });
    const at = new Date().toISOString();
    // What a restarted server's session delivers at once: hundreds of messages before the directory is in.
    const results = await Promise.all([
      ...Array.from({ length: 200 }, (_, i) => ingest.ingest('cam-d', { id: `d-${i}`, plate: `1กก${i}`, capturedAt: at })),
      ...Array.from({ length: 50 }, (_, i) => ingest.ingest('cam-gone', { id: `g-${i}`, plate: '1กก1', capturedAt: at })),
    ]);
    expect(results.slice(0, 200).every((r) => r.accepted === 1)).toBe(true);
    expect(results.slice(200).every((r) => r.rejected[0]?.reason === 'unknown-device')).toBe(true);
    expect(asked.sort()).toEqual(['*', 'cam-gone']);
    await ingest.close();
  });
});
