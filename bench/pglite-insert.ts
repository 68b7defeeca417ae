// The floor under the embedded ingest (issue 5): how fast PGlite alone takes our reads, and what each
// index of plate_reads costs. No MQTT, no server: the same insert statement the ingest uses (JSON
// array per row, ON CONFLICT DO NOTHING, RETURNING the id) in 500-row batches into a migrated
// database on disk that already holds 80,000 reads (opened with PGlite's own start parameters and
// with the server's), then the same rows into a copy of the table built up one index at a time.
// Run: `npx tsx bench/pglite-insert.ts` (prints rows/s; not part of `npm run bench`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import { listMigrations } from '../apps/server/src/db/migrate';
import { pgliteOptions } from '../apps/server/src/db/pglite-options.mjs';
import { encodeRows, READ_VALUES } from '../apps/server/src/modules/ingest/ingest.repo';
import { READ_NAMES, readRows as rows } from './read-rows';

const ROWS = Number(process.env.ROWS ?? 40_000);
const BATCH = Number(process.env.BATCH ?? 500);
const insertInto = (table: string, onConflict = 'ON CONFLICT DO NOTHING') =>
  `INSERT INTO ${table} (${READ_NAMES}, received_at) SELECT ${READ_VALUES}, $2::timestamptz FROM jsonb_array_elements($1::jsonb) AS e ${onConflict} RETURNING id::text AS id`;

// On disk, as the server keeps it (WAL segments and page writes are part of the cost).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-pglite-insert-'));
async function open(name: string, options: PGliteOptions) {
  const db = await PGlite.create(path.join(dir, name), options);
  for (const m of listMigrations()) for (const statement of m.statements) await db.exec(statement);
  for (let i = 0; i < 40; i++) await db.query(insertInto('plate_reads'), [encodeRows(rows(2000)), new Date().toISOString()]);
  return db;
}

async function measure(db: PGlite, label: string, sql: string) {
  const started = performance.now();
  for (let i = 0; i < ROWS / BATCH; i++) await db.query(sql, [encodeRows(rows(BATCH)), new Date().toISOString()]);
  console.info(`${label.padEnd(44)} ${Math.round(ROWS / ((performance.now() - started) / 1000)).toLocaleString('en')} rows/s`);
}

// PGlite's own start parameters, then the server's (pglite-options.mjs: wal_init_zero=off).
const plain = await open('plain', { extensions: { pg_trgm } });
await measure(plain, "plate_reads, PGlite's own start parameters", insertInto('plate_reads'));
await plain.close();
const db = await open('server', pgliteOptions());
await measure(db, 'plate_reads as the server opens it', insertInto('plate_reads'));
await db.exec('CREATE TABLE t (LIKE plate_reads INCLUDING DEFAULTS)');
await measure(db, 'the bare table (no index, not partitioned)', insertInto('t', ''));
const steps: Array<[string, string]> = [
  ['+ unique (device_id, captured_at, read_id)', 'CREATE UNIQUE INDEX ON t (device_id, captured_at, read_id)'],
  ['+ primary key (captured_at, id)', 'ALTER TABLE t ADD PRIMARY KEY (captured_at, id)'],
  ['+ (district_code, captured_at)', 'CREATE INDEX ON t (district_code, captured_at)'],
  ['+ trigram on plate', 'CREATE INDEX ON t USING gin (plate gin_trgm_ops)'],
];
for (const [label, ddl] of steps) {
  await db.exec(ddl);
  await measure(db, label, insertInto('t'));
}
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
