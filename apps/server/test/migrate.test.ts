import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { afterEach, describe, expect, it } from 'vitest';

import { listMigrations, migrate } from '../src/db/migrate';
import { createTestDatabase, REAL_PG, type TestDatabase } from './helpers';

const run = promisify(execFile);
let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.drop();
  t = undefined;
});

const tags = listMigrations().map((m) => m.tag);

describe(`migrations on ${REAL_PG ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('apply on an empty database, then again as a no-op', async () => {
    t = await createTestDatabase();
    expect(await migrate(t.database)).toEqual(tags);
    expect(await migrate(t.database)).toEqual([]);
    const [ext] = await t.database.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(ext?.extname).toBe('pg_trgm');
    const rows = await t.database.query<{ tag: string }>('SELECT tag FROM yaam_migrations ORDER BY tag');
    expect(rows.map((r) => r.tag)).toEqual(tags);
    // The trigram index works: a partial plate finds its row.
    await t.database.query(
      `INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate) VALUES ('cam-001', 'r1', now(), 'กข 1234', 'กข1234')`,
    );
    const hits = await t.database.query("SELECT read_id FROM plate_reads WHERE plate LIKE '%ข12%'");
    expect(hits).toHaveLength(1);
  });

  it.runIf(REAL_PG)('are safe from two processes at once', async () => {
    t = await createTestDatabase();
    const script = new URL('./fixtures/migrate-once.ts', import.meta.url).pathname;
    const both = await Promise.all(
      [1, 2].map(() => run(process.execPath, ['--import', 'tsx', script, t!.url!], { timeout: 60_000 })),
    );
    const applied = both.map((r) => JSON.parse(r.stdout) as string[]);
    // Exactly one process applied everything; the other waited for the lock and found nothing to do.
    expect(applied.flat().sort()).toEqual([...tags].sort());
    expect(applied.some((a) => a.length === 0)).toBe(true);
    const rows = await t.database.query<{ n: string }>('SELECT count(*)::text AS n FROM yaam_migrations');
    expect(Number(rows[0]?.n)).toBe(tags.length);
  });
});
