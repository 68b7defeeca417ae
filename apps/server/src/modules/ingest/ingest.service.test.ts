// The ingest service on a real database (PGlite, or PostgreSQL with DATABASE_URL), called directly
// (no broker): what it hands the alert engine after a batch is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migratedTestDatabase, type TestDatabase } from '../../../test/helpers';
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
      log: { warn() {}, error() {} } as never,
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
