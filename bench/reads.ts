// Reads queries on a big table (issue 5): every query the product makes on plate_reads, through the
// product's own functions, timed on a table of BENCH_READS_ROWS synthetic reads (200 cameras in 20
// districts, 20 days). Each index of plate_reads costs every stored read a few microseconds (see
// the ingest section), so this is what shows whether a change to the indexes leaves every query on
// one. PGlite always; the machine's PostgreSQL too when DATABASE_URL is set (own database, dropped).
import os from 'node:os';

import { readListQuerySchema } from '@yaam/shared/contracts/reads';

import { openDatabase, type Database } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { readsAfter, readsPerHour } from '../apps/server/src/modules/alerts/alerts.repo';
import { recentReads } from '../apps/server/src/modules/devices/devices.repo';
import { searchReads } from '../apps/server/src/modules/reads/reads.repo';
import { scratchDatabase, syntheticReadsSql, writeSection } from './lib';

const ROWS = Number(process.env.BENCH_READS_ROWS ?? 1_000_000);
const RUNS = 5;
const DAY = 86_400_000;

/** 200 cameras in 20 districts (D0 … D19), over the last 20 days. */
const fill = (from: number, to: number) =>
  syntheticReadsSql(from, to, { cameras: 200, readPrefix: 'fill-', secondsAgo: '(g * 7) % 1728000', district: `'D' || (g % 200) / 10` });

const q = (o: object) => readListQuerySchema.parse(o);
const dayAgo = () => new Date(Date.now() - DAY);
/** Every reads query of the product, by what it is for. */
const CASES: Array<[string, (database: Database) => Promise<unknown>]> = [
  ['search: newest first', (d) => searchReads(d, q({}))],
  ['search: newest, page 20', (d) => searchReads(d, q({ page: 20 }))],
  ['search: oldest first', (d) => searchReads(d, q({ order: 'asc' }))],
  ['search: one device', (d) => searchReads(d, q({ device: 'cam-042' }))],
  ['search: one district', (d) => searchReads(d, q({ district: 'D7' }))],
  ['search: one district, last day', (d) => searchReads(d, q({ district: 'D7', from: dayAgo().toISOString() }))],
  ['search: last day', (d) => searchReads(d, q({ from: dayAgo().toISOString() }))],
  ['search: whole plate', (d) => searchReads(d, q({ plate: 'กท 1234' }))],
  ['search: four digits', (d) => searchReads(d, q({ plate: '1234' }))],
  ['search: two characters', (d) => searchReads(d, q({ plate: '12' }))],
  ['search: province', (d) => searchReads(d, q({ province: 'ชลบุรี' }))],
  ['device page: recent reads', (d) => recentReads(d.db, 'cam-042', 50)],
  ['alerts: reads after a time (catch-up)', (d) => readsAfter(d.db, new Date(Date.now() - 600_000), null, 500)],
  ['dashboard: reads per hour, 24 h', (d) => readsPerHour(d.db, { from: dayAgo(), to: new Date() })],
  ['dashboard: per hour, 24 h, one district', (d) => readsPerHour(d.db, { from: dayAgo(), to: new Date(), district: 'D7' })],
];

async function timeSetup(database: Database): Promise<{ fillPerSec: number; medians: number[] }> {
  await migrate(database);
  const started = performance.now();
  for (let from = 0; from < ROWS; from += 250_000) await database.query(fill(from, Math.min(ROWS, from + 250_000)));
  const fillPerSec = ROWS / ((performance.now() - started) / 1000);
  await database.query('ANALYZE plate_reads');
  const medians: number[] = [];
  for (const [, run] of CASES) {
    await run(database);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run(database);
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
    const scratch = await scratchDatabase(process.env.DATABASE_URL, 'yaam_bench_reads');
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      setups.push({ name: 'PostgreSQL', ...(await timeSetup(database)) });
    } finally {
      await database.close();
      await scratch.drop();
    }
  }
  const names = CASES.map(([n]) => n);
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
