// Reads queries on a big table (issue 5): every query the product makes on plate_reads, through the
// product's own functions, timed on a table of BENCH_READS_ROWS synthetic reads (200 cameras in 20
// districts, 20 days). Each index of plate_reads costs every stored read a few microseconds (see
// the ingest section), so this is what shows whether a change to the indexes leaves every query on
// one. PGlite always; the machine's PostgreSQL too when DATABASE_URL is set (own database, dropped).
import { randomBytes } from 'node:crypto';
import os from 'node:os';

import { readListQuerySchema } from '@yaam/shared/contracts/reads';
import pg from 'pg';

import { openDatabase, type Database } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { readsAfter, readsPerHour } from '../apps/server/src/modules/alerts/alerts.repo';
import { recentReads } from '../apps/server/src/modules/devices/devices.repo';
import { searchReads } from '../apps/server/src/modules/reads/reads.repo';
import { writeSection } from './lib';

const ROWS = Number(process.env.BENCH_READS_ROWS ?? 1_000_000);
const RUNS = 5;
const DAY = 86_400_000;

const fill = (from: number, to: number) => `
INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate, series, number, province, district_code, vehicle_type, confidence, lat, lng, heading)
SELECT 'cam-' || lpad(((g % 200) + 1)::text, 3, '0'), 'fill-' || g, now() - ((g * 7) % 1728000) * interval '1 second',
  p.s || ' ' || p.n, p.s || p.n, p.s, p.n, CASE WHEN g % 3 = 0 THEN 'ชลบุรี' ELSE 'กรุงเทพมหานคร' END, 'D' || (g % 200) / 10, 'sedan', 0.9, 13.7, 100.5, 90
FROM generate_series(${from}::bigint, ${to - 1}) AS g,
  LATERAL (SELECT (ARRAY['1กข', '2ขค', '3คง', 'กท', 'ขก', 'ฆข', '5กก', '7ฮฮ'])[1 + (g % 8)] AS s, ((g * 7919) % 9999 + 1)::text AS n) AS p`;

function cases(database: Database): Array<[string, () => Promise<unknown>]> {
  const q = (o: object) => readListQuerySchema.parse(o);
  const day = new Date(Date.now() - DAY).toISOString();
  return [
    ['search: newest first', () => searchReads(database, q({}))],
    ['search: newest, page 20', () => searchReads(database, q({ page: 20 }))],
    ['search: oldest first', () => searchReads(database, q({ order: 'asc' }))],
    ['search: one device', () => searchReads(database, q({ device: 'cam-042' }))],
    ['search: one district', () => searchReads(database, q({ district: 'D7' }))],
    ['search: one district, last day', () => searchReads(database, q({ district: 'D7', from: day }))],
    ['search: last day', () => searchReads(database, q({ from: day }))],
    ['search: whole plate', () => searchReads(database, q({ plate: 'กท 1234' }))],
    ['search: four digits', () => searchReads(database, q({ plate: '1234' }))],
    ['search: two characters', () => searchReads(database, q({ plate: '12' }))],
    ['search: province', () => searchReads(database, q({ province: 'ชลบุรี' }))],
    ['device page: recent reads', () => recentReads(database.db, 'cam-042', 50)],
    ['alerts: reads after a time (catch-up)', () => readsAfter(database.db, new Date(Date.now() - 600_000), null, 500)],
    ['dashboard: reads per hour, 24 h', () => readsPerHour(database.db, { from: new Date(Date.now() - DAY), to: new Date() })],
    ['dashboard: per hour, 24 h, one district', () => readsPerHour(database.db, { from: new Date(Date.now() - DAY), to: new Date(), district: 'D7' })],
  ];
}

async function timeSetup(database: Database): Promise<{ fillPerSec: number; medians: number[] }> {
  await migrate(database);
  const started = performance.now();
  for (let from = 0; from < ROWS; from += 250_000) await database.query(fill(from, Math.min(ROWS, from + 250_000)));
  const fillPerSec = ROWS / ((performance.now() - started) / 1000);
  await database.query('ANALYZE plate_reads');
  const medians: number[] = [];
  for (const [, run] of cases(database)) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    medians.push(times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!);
  }
  return { fillPerSec, medians };
}

export async function benchReads() {
  const setups: Array<{ name: string; fillPerSec: number; medians: number[] }> = [];
  const embedded = await openDatabase({ dataDir: 'memory://', thread: false });
  try {
    setups.push({ name: 'PGlite', ...(await timeSetup(embedded)) });
  } finally {
    await embedded.close();
  }
  if (process.env.DATABASE_URL) {
    const name = `yaam_bench_reads_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      setups.push({ name: 'PostgreSQL', ...(await timeSetup(database)) });
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  const names = cases(null as unknown as Database).map(([n]) => n);
  const fmt = (n: number) => n.toLocaleString('en-US');
  writeSection(
    'reads',
    `## Reads queries on a big table (issue 5)

Node ${process.version}, ${os.cpus().length} cores, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Every query the product makes on
\`plate_reads\`, through its own functions (reads search with its capped total, the device page, the
alert engine's catch-up, the dashboard), on ${fmt(ROWS)} synthetic reads (200 cameras in 20 districts, over
20 days; \`BENCH_READS_ROWS\`), after ANALYZE; median of ${RUNS} runs after one warm-up, in ms. The table has
the indexes the ingest pays for (see "Plate-read ingest"): primary key (captured_at, id), dedupe key (device_id,
captured_at, read_id), (district_code, captured_at) and the trigram index on the plate. Run
\`npm run bench -- reads\` (PostgreSQL too with DATABASE_URL) after any change to those indexes.

| query | ${setups.map((s) => `${s.name} (ms)`).join(' | ')} |
| --- | ${setups.map(() => '---').join(' | ')} |
${names.map((n, i) => `| ${n} | ${setups.map((s) => s.medians[i]!.toFixed(1)).join(' | ')} |`).join('\n')}
| (filling the table, rows/s) | ${setups.map((s) => fmt(Math.round(s.fillPerSec))).join(' | ')} |

Searches count their total up to 10,000 rows, which is most of the time of the device and district
searches; "two characters" has no trigram to use, so it reads rows until it has its page and its capped total.`,
  );
  return names.map((n, i) => ({ query: n, ...Object.fromEntries(setups.map((s) => [s.name, Math.round(s.medians[i]! * 10) / 10])) }));
}
