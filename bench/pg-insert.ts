// The floor under the PostgreSQL ingest (issue 5): how fast the machine's PostgreSQL alone takes our
// reads the way the ingest stores them (ids taken ahead, then COPY: copyNewReads), in 500-row batches
// through the server's own Database (one batch at a time), next to a plain COPY of the same kind of
// rows into the same table — the ratio the issue asks of the whole pipeline, for the database's part
// alone. No MQTT, no server. The INSERT … SELECT from JSON the ingest used before COPY (and still
// uses for a batch holding a read stored before) is measured too, with what each part of it costs
// (ON CONFLICT, RETURNING). A database of its own, dropped at the end.
// Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/pg-insert.ts`
// (prints rows/s; not part of `npm run bench`).
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { copyNewReads, createReadIds, encodeRows, READ_VALUES } from '../apps/server/src/modules/ingest/ingest.repo';
import { scratchDatabase } from './lib';
import { copyRowsPerSec, READ_NAMES, readRows as rows } from './read-rows';

const ROWS = Number(process.env.ROWS ?? 100_000);
const BATCH = Number(process.env.BATCH ?? 500);
const insertSql = (onConflict: string, returning: string) =>
  `INSERT INTO plate_reads (${READ_NAMES}, received_at) SELECT ${READ_VALUES}, $2::timestamptz FROM jsonb_array_elements($1::jsonb) AS e ${onConflict} ${returning}`;

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to the machine PostgreSQL');
const scratch = await scratchDatabase(process.env.DATABASE_URL, 'yaam_pg_insert');
const database = await openDatabase({ databaseUrl: scratch.url });
const report = (label: string, perSec: number) => console.info(`${label.padEnd(52)} ${Math.round(perSec).toLocaleString('en')} rows/s`);
try {
  await migrate(database);
  for (let i = 0; i < 40; i++) await database.query(insertSql('ON CONFLICT DO NOTHING', ''), [encodeRows(rows(2000)), new Date().toISOString()]);

  const measure = async (label: string, sql: string) => {
    const batches = Array.from({ length: ROWS / BATCH }, () => encodeRows(rows(BATCH)));
    const started = performance.now();
    for (const json of batches) await database.query(sql, [json, new Date().toISOString()]);
    report(label, ROWS / ((performance.now() - started) / 1000));
  };
  for (let round = 0; round < 2; round++) {
    const batches = Array.from({ length: ROWS / BATCH }, () => rows(BATCH));
    const started = performance.now();
    const ids = createReadIds(database);
    for (const batch of batches) await copyNewReads(database, ids, batch, new Date().toISOString());
    report('the ingest (ids taken ahead, then COPY)', ROWS / ((performance.now() - started) / 1000));
    await measure('INSERT from JSON, no ON CONFLICT, RETURNING id', insertSql('', 'RETURNING id::text AS id'));
    await measure('ON CONFLICT DO NOTHING, RETURNING id', insertSql('ON CONFLICT DO NOTHING', 'RETURNING id::text AS id'));
    await measure('no ON CONFLICT, nothing returned', insertSql('', ''));
    report('COPY (psql \\copy, one statement)', await copyRowsPerSec({ url: scratch.url }, rows(ROWS)));
  }
} finally {
  await database.close();
  await scratch.drop();
}
