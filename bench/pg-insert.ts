// The floor under the PostgreSQL ingest (issue 5): how fast the machine's PostgreSQL alone takes our
// reads with the insert statement the ingest uses, in 500-row batches over one connection, next to
// a plain COPY of the same rows into the same table — the ratio the issue asks of the whole pipeline,
// for the database's part alone. No MQTT, no server. Variants show what each part of the statement
// costs (ON CONFLICT, RETURNING). A database of its own, dropped at the end.
// Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/pg-insert.ts`
// (prints rows/s; not part of `npm run bench`).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

import { listMigrations } from '../apps/server/src/db/migrate';
import { encodeRows, READ_COLUMNS, READ_VALUES } from '../apps/server/src/modules/ingest/ingest.repo';
import { readRows as rows, readRowsCsv as csv } from './read-rows';

const ROWS = Number(process.env.ROWS ?? 100_000);
const BATCH = Number(process.env.BATCH ?? 500);
const NAMES = READ_COLUMNS.map(([n]) => n).join(', ');
const insertSql = (onConflict: string, returning: string) =>
  `INSERT INTO plate_reads (${NAMES}, received_at) SELECT ${READ_VALUES}, $2::timestamptz FROM jsonb_array_elements($1::jsonb) AS e ${onConflict} ${returning}`;

const base = process.env.DATABASE_URL;
if (!base) throw new Error('set DATABASE_URL to the machine PostgreSQL');
const dbName = `yaam_pg_insert_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const u = new URL(base);
u.pathname = `/${dbName}`;
const client = new pg.Client({ connectionString: u.toString() });
await client.connect();
try {
  for (const m of listMigrations()) for (const statement of m.statements) await client.query(statement);
  for (let i = 0; i < 40; i++)
    await client.query(insertSql('ON CONFLICT DO NOTHING', ''), [
      encodeRows(rows(2000)),
      new Date().toISOString(),
    ]);

  const measure = async (label: string, sql: string) => {
    const batches = Array.from({ length: ROWS / BATCH }, () => encodeRows(rows(BATCH)));
    const started = performance.now();
    for (const json of batches) await client.query(sql, [json, new Date().toISOString()]);
    console.info(
      `${label.padEnd(52)} ${Math.round(ROWS / ((performance.now() - started) / 1000)).toLocaleString('en')} rows/s`,
    );
  };
  for (let round = 0; round < 2; round++) {
    await measure('the ingest (no ON CONFLICT, RETURNING id)', insertSql('', 'RETURNING id::text AS id'));
    await measure(
      'ON CONFLICT DO NOTHING, RETURNING id',
      insertSql('ON CONFLICT DO NOTHING', 'RETURNING id::text AS id'),
    );
    await measure('no ON CONFLICT, nothing returned', insertSql('', ''));
    const file = path.join(os.tmpdir(), `${dbName}.csv`);
    fs.writeFileSync(file, csv(rows(ROWS)));
    const started = performance.now();
    await promisify(execFile)('psql', [
      u.toString(),
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy plate_reads (${NAMES}) FROM '${file}' WITH (FORMAT csv)`,
    ]);
    console.info(
      `${'COPY (psql \\copy, one statement)'.padEnd(52)} ${Math.round(ROWS / ((performance.now() - started) / 1000)).toLocaleString('en')} rows/s`,
    );
    fs.rmSync(file);
  }
} finally {
  await client.end();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
