// Ingest benchmark (issue 5): sustained plate reads per second stored at QoS 1 through the real
// server process (src/main.ts, dedupe index, plate indexes, fan-out to browsers on), fed by the device
// simulator from this process; next to a plain COPY of the same kind of rows into the same table
// (same indexes) measured in the same run as the ceiling. Embedded PGlite + Aedes always; the
// machine's PostgreSQL + Mosquitto when DATABASE_URL and MQTT_URL are set.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { normaliseReadPlate } from '@yaam/shared/plates';
import pg from 'pg';

import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { createSimulator } from '../tools/simulator/simulator';
import { makeVehicles, rng } from '../tools/simulator/traffic';
import { ROOT, writeSection } from './lib';

const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_INGEST_RATE ?? 25_000);
const COPY_ROWS = Number(process.env.BENCH_COPY_ROWS ?? 200_000);
const WARMUP_S = 5;
/** Reads put in the table before the server starts, to see ingest on a big table (e.g. 10,000,000). */
const PREFILL = Number(process.env.BENCH_INGEST_PREFILL ?? 0);
const PASSWORD = 'bench-ingest-pw';
const run = promisify(execFile);

const NOTES = `
Reading the figures (measured 2026-11-22, quiet machine, load < 2; targets NOT met):
- Embedded, three changes this session, each measured with this bench: a watched read no longer waits
  for others to gather (latency, no throughput effect); stored reads fan out to browsers as one message
  per district per batch instead of one per read (fan-out switched off entirely: 12,300 → 14,400/s,
  so that is the most batching can give); two batches in flight on PGlite too, so its thread inserts
  the next batch while the main thread finishes the last one (12,300 → 14,000/s); then smaller things
  (inserted rows matched in one walk, times returned as numbers, no per-read weak-map entry, topic
  matching without splitting). Embedded runs today: 12,292 · 12,268 · 12,534 · 11,765 before the
  two-batch change; 13,962 · 13,993 · 14,115 · 12,952 · 14,228 · 14,477 after it (the table is the
  last). Never a lost read. Now PGlite's thread is the wall: 87 % busy over the whole run (WebAssembly
  59 %, PGlite's JavaScript 14 %, file writes ~7 %).
- Where the time goes: with one batch in flight neither thread was saturated (server main thread
  57 % busy, PGlite's thread 77 %, simulator 23 % of a core): the stages took turns. Our insert alone,
  outside the server (500-row batches, every index, JSON recordset, ON CONFLICT, RETURNING), runs at
  20,000–22,000 rows/s on PGlite here (\`npx tsx bench/pglite-insert.ts\`; tried by hand and no
  better: COPY into a staging table then INSERT … SELECT 21,000–23,000, full_page_writes or
  synchronous_commit off, no RETURNING, json instead of jsonb, batches of 100–5,000: all within ±10 %).
  The seven indexes cost it: the bare table takes 45,000 rows/s, each b-tree 3–5 µs a row, the plate
  b-tree and the trigram index the most. So on this 2-core machine, with the simulator on the same
  cores, PGlite cannot store 20,000 reads/s with the indexes the product needs; the ceiling for our
  pipeline is about 21,000 with nothing else running.
- PostgreSQL + Mosquitto: 13,000–14,900 stored/s before this session's changes, 15,378 · 15,932 ·
  15,670 after (the server's main thread does ~60 µs of JavaScript per read, 17–20 % of it garbage
  collection; the machine's two cores are then full: server ~80 %, simulator ~35 %, PostgreSQL ~40 %,
  Mosquitto ~16 %; Mosquitto acknowledges the devices at 24,300/s). Batches in flight 2 or 4: same.
  MQTT_CONNECTIONS 4 / 8 gave 15,378 / 13,810 stored/s (16 / 32, before the fan-out change: 11,708 /
  9,394 against 13,348 with 4): more sessions only
  lengthen the backlog. "lost" is the machine Mosquitto's own drops: its defaults (max_inflight_messages
  20, max_queued_messages 1000 per session) make it discard what queues beyond 1000 for a session
  after acknowledging the device; deploy/mosquitto/mosquitto.conf raises both, and the kill test in
  apps/server/test/ingest-scale.test.ts (own Mosquitto with deep queues) loses nothing.
- Next, in order of what the profiles say: fewer allocations per read on the server's main thread
  (JSON payload → zod output → row → one JSON string per batch; the fan-out's read objects), which
  is what PostgreSQL's figure waits on; for PGlite only less work per row in the database would do —
  whether every one of the seven indexes earns its 3–5 µs a row (e.g. does the reads search need
  plate_reads_captured_idx next to the per-device and per-district ones?) is the question to measure.
  On a machine with more cores than this one, a second server process on PostgreSQL (the shared
  subscription already splits the load) adds throughput; here the cores are already full.`;

/**
 * Synthetic reads, `from` … `to - 1`, generated inside the database: 20 cameras, 80,000 vehicles
 * seen again and again, captured 9 to 13 days ago — in this month's partition (where new reads go)
 * when the bench runs after the 13th, and older than what the server goes over when it starts (the
 * demo's 8 days of alerts and read counts).
 */
const prefillSql = (from: number, to: number) => `
INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate, series, number, province, district_code, vehicle_type, confidence, lat, lng, heading)
SELECT 'cam-' || lpad(((g % 20) + 1)::text, 3, '0'), 'pre-' || g, now() - interval '9 days' - ((g * 7) % 345600) * interval '1 second',
  p.s || ' ' || p.n, p.s || p.n, p.s, p.n, 'กรุงเทพมหานคร', 'BKK-LPN', 'sedan', 0.9, 13.7, 100.5, 90
FROM generate_series(${from}::bigint, ${to - 1}) AS g,
  LATERAL (SELECT (ARRAY['1กข', '2ขค', '3คง', 'กท', 'ขก', 'ฆข', '5กก', '7ฮฮ'])[1 + (g % 8)] AS s, ((g * 7919) % 9999 + 1)::text AS n) AS p`;

/** Migrates the bench's database and fills it with PREFILL reads, printing the progress. */
async function prefill(target: { dataDir?: string; url?: string }): Promise<number> {
  const database = await openDatabase(target.url ? { databaseUrl: target.url } : { dataDir: target.dataDir, thread: false });
  try {
    await migrate(database);
    const started = performance.now();
    const step = 500_000;
    for (let from = 0; from < PREFILL; from += step) {
      await database.query(prefillSql(from, Math.min(PREFILL, from + step)));
      const done = Math.min(PREFILL, from + step);
      console.info(`prefill: ${done.toLocaleString('en')} reads, ${Math.round(done / ((performance.now() - started) / 1000)).toLocaleString('en')}/s`);
    }
    const perSec = PREFILL / ((performance.now() - started) / 1000);
    if (target.url) await database.query('ANALYZE plate_reads');
    return perSec;
  } finally {
    await database.close();
  }
}

const BIG_TABLE_NOTES = `
Measured 2026-11-22 (quiet machine): with 10,000,000 reads in the table the embedded setup stored
14,466 reads/s against 14,477 on the small table, PostgreSQL + Mosquitto 15,332 against 15,670 —
within the run-to-run spread, so the rate does not fall as the table grows past 10 million rows (it
is bounded by CPU, not by the depth of the indexes). Filling the table took 8.5 minutes on PGlite and
7 on PostgreSQL. "lost" on PostgreSQL + Mosquitto is again the machine
broker's own queue limit (see above).`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function metrics(port: number) {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
  const get = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { accepted: get('yaam_ingest_reads_accepted_total'), duplicate: get('yaam_ingest_reads_duplicate_total'), backlog: get('yaam_ingest_backlog_reads') };
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m?.[1] ? Math.round(Number(m[1]) / 1024) : 0;
};

/** Extra node flags for the server process, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'src/main.ts'], { cwd: path.join(ROOT, 'apps/server'), env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  return (async () => {
    const end = Date.now() + 120_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited: ${err}`);
      if (await fetch(`http://127.0.0.1:${env.PORT}/readyz`).then((r) => r.ok, () => false)) return proc;
      if (Date.now() > end) throw new Error(`server not ready: ${err}`);
      await sleep(250);
    }
  })();
}

/** The COPY rows: same columns the ingest writes, realistic plates. */
function copyCsv(n: number): string {
  const r = rng(99);
  const vehicles = makeVehicles(r, 20_000, 20);
  const now = Date.now();
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = vehicles[i % vehicles.length]!;
    const { plate, series, number } = normaliseReadPlate(v.plate);
    lines.push(
      [`cam-${String((i % 20) + 1).padStart(3, '0')}`, `copy-${i}`, new Date(now - (i % 3_600_000)).toISOString(), v.plate, plate, series, number, v.province, 'BKK-LPN', v.type, v.color, v.make, '0.9', '13.7', '100.5', '90'].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
const COPY_COLUMNS = 'device_id, read_id, captured_at, plate_raw, plate, series, number, province, district_code, vehicle_type, vehicle_color, vehicle_make, confidence, lat, lng, heading';

async function copyCeiling(target: { dataDir?: string; url?: string }): Promise<number> {
  const csv = copyCsv(COPY_ROWS);
  if (target.url) {
    const file = path.join(os.tmpdir(), `yaam-copy-${randomBytes(4).toString('hex')}.csv`);
    fs.writeFileSync(file, csv);
    const started = performance.now();
    await run('psql', [target.url, '-v', 'ON_ERROR_STOP=1', '-c', `\\copy plate_reads (${COPY_COLUMNS}) FROM '${file}' WITH (FORMAT csv)`]);
    const s = (performance.now() - started) / 1000;
    fs.rmSync(file);
    return COPY_ROWS / s;
  }
  const client = await PGlite.create(target.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const started = performance.now();
  await client.query(`COPY plate_reads (${COPY_COLUMNS}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
  const s = (performance.now() - started) / 1000;
  await client.close();
  return COPY_ROWS / s;
}

interface SetupResult {
  setup: string;
  offered: number;
  storedPerSec: number;
  ackedPerSec: number;
  copyPerSec: number;
  ratio: number;
  lost: number;
  backlog: string;
  rss: string;
  tableRows: number;
  prefillPerSec: number;
}

async function benchSetup(kind: 'embedded' | 'postgres'): Promise<SetupResult> {
  const port = await freePort();
  const tcpPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-bench-ingest-'));
  let url: string | undefined;
  let dbName = '';
  if (kind === 'postgres') {
    dbName = `yaam_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL ?? '');
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    YAAM_DATA_DIR: dataDir,
    YAAM_DEMO: '1',
    YAAM_DEMO_PASSWORD: PASSWORD,
    YAAM_WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'error',
    MQTT_SHARE_GROUP: `yaam-bench-${randomBytes(3).toString('hex')}`,
    ...(kind === 'embedded' ? { MQTT_TCP_PORT: String(tcpPort), DATABASE_URL: '', MQTT_URL: '' } : { DATABASE_URL: url ?? '', MQTT_URL: process.env.MQTT_URL ?? '' }),
  };
  const prefillPerSec = PREFILL > 0 ? await prefill(kind === 'postgres' ? { url: url ?? '' } : { dataDir: path.join(dataDir, 'pglite') }) : 0;
  const server = await startServer(env);
  const brokerUrl = kind === 'embedded' ? `mqtt://127.0.0.1:${tcpPort}` : (process.env.MQTT_URL ?? '');
  // A browser's worth of fan-out is on regardless: the server publishes every stored read.
  const sim = createSimulator({
    url: brokerUrl,
    devices: 20,
    rate: RATE,
    watched: 0.001,
    garbage: 0,
    password: PASSWORD,
    prefix: 'cam',
    watchlist: ['1กท 4521'],
    batch: 1,
    vehicles: 20_000,
    seed: 5,
    protocolVersion: kind === 'embedded' ? 4 : 5,
    limit: 0,
    maxInflight: 2000,
  });
  await sim.start();
  const samples: Array<{ t: number; accepted: number; backlog: number; rss: number; acked: number }> = [];
  const t0 = Date.now();
  while (Date.now() - t0 < (SECONDS + WARMUP_S) * 1000) {
    await sleep(1000);
    const m = await metrics(port);
    samples.push({ t: (Date.now() - t0) / 1000, accepted: m.accepted, backlog: m.backlog, rss: rssMb(server.pid ?? 0), acked: sim.stats.acknowledged });
  }
  await sim.stop({ drainMs: 60_000 });
  let last = -1;
  for (let i = 0; i < 120; i++) {
    const m = await metrics(port);
    if (m.accepted + m.duplicate === last && m.backlog === 0) break;
    last = m.accepted + m.duplicate;
    await sleep(1000);
  }
  const w0 = samples[WARMUP_S - 1]!;
  const w1 = samples[samples.length - 1]!;
  const secs = w1.t - w0.t;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;

  // Loss: every read the broker acknowledged to a device is in the table.
  let stored = 0;
  let tableRows = 0;
  const acked = sim.stats.ackedIds;
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    stored = Number((await c.query(`SELECT count(*) AS n FROM plate_reads WHERE read_id LIKE 'cam-%-%-%'`)).rows[0].n);
    tableRows = Number((await c.query('SELECT count(*) AS n FROM plate_reads')).rows[0].n);
    await c.end();
  } else {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    stored = Number((await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM plate_reads WHERE read_id LIKE 'cam-%-%-%'`)).rows[0]?.n);
    tableRows = Number((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM plate_reads')).rows[0]?.n);
    await client.close();
  }
  const copyPerSec = await copyCeiling(kind === 'postgres' ? { url: url ?? '' } : { dataDir: path.join(dataDir, 'pglite') });
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const storedPerSec = (w1.accepted - w0.accepted) / secs;
  const backlogs = samples.slice(WARMUP_S).map((s) => s.backlog);
  const rss = samples.map((s) => s.rss);
  return {
    setup: kind === 'embedded' ? 'PGlite + Aedes (embedded)' : 'PostgreSQL + Mosquitto (machine)',
    offered: RATE,
    storedPerSec: Math.round(storedPerSec),
    ackedPerSec: Math.round((w1.acked - w0.acked) / secs),
    copyPerSec: Math.round(copyPerSec),
    ratio: Math.round((storedPerSec / copyPerSec) * 100) / 100,
    lost: Math.max(0, acked.size - stored),
    backlog: `${Math.min(...backlogs)}–${Math.max(...backlogs)} (end ${backlogs[backlogs.length - 1]})`,
    rss: `${Math.min(...rss)}–${Math.max(...rss)} MB`,
    tableRows,
    prefillPerSec: Math.round(prefillPerSec),
  };
}

export async function benchIngest() {
  const results: SetupResult[] = process.env.BENCH_INGEST_ONLY === 'postgres' ? [] : [await benchSetup('embedded')];
  if (process.env.DATABASE_URL && process.env.MQTT_URL) results.push(await benchSetup('postgres'));
  const fmt = (n: number) => n.toLocaleString('en-US');
  const rows = results.map(
    (r) =>
      `| ${r.setup} | ${fmt(r.offered)} | **${fmt(r.storedPerSec)}** | ${fmt(r.ackedPerSec)} | ${fmt(r.copyPerSec)} | ${r.ratio}× | ${r.lost} | ${r.backlog} | ${r.rss} | ${fmt(r.tableRows)} |`,
  );
  if (PREFILL > 0) {
    writeSection(
      'ingest-big-table',
      `## Plate-read ingest on a big table (issue 5)

${os.cpus().length} cores, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: the same bench as above (${SECONDS} s after a ${WARMUP_S} s warm-up, ${fmt(RATE)} reads/s
offered at QoS 1, every index on), but with ${fmt(PREFILL)} synthetic reads put into \`plate_reads\` before the server started
(\`BENCH_INGEST_PREFILL=${PREFILL}\`; 20 cameras, 80,000 vehicles, captured 9–13 days ago, i.e. in the month's partition the
new reads go to; generated inside the database).

| setup | reads in the table before | prefill rows/s | stored reads/s | lost | backlog (reads) | server RSS | rows at end |
| --- | --- | --- | --- | --- | --- | --- | --- |
${results.map((r) => `| ${r.setup} | ${fmt(PREFILL)} | ${fmt(r.prefillPerSec)} | **${fmt(r.storedPerSec)}** | ${r.lost} | ${r.backlog} | ${r.rss} | ${fmt(r.tableRows)} |`).join('\n')}

Compare with the stored reads/s of the table above (same bench on a table of ~0.5 million reads).
${BIG_TABLE_NOTES}`,
    );
    return results;
  }
  writeSection(
    'ingest',
    `## Plate-read ingest (issue 5)

Node ${process.version}, ${os.cpus().length} cores, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. The server is the real
process (\`src/main.ts\`, demo data seeded: 50,000 reads already in the table${PREFILL ? `, plus ${fmt(PREFILL)} synthetic reads put in before the server started (\`BENCH_INGEST_PREFILL\`)` : ''}), with the dedupe index,
the plate indexes (b-tree and trigram), per-minute device counts and the fan-out of every stored read
to \`yaam/v1/reads/{district}\` on. The device simulator (20 devices, one MQTT connection each, QoS 1,
one read per message) runs in the bench process on the other core and offers the rate below for
${SECONDS} s after a ${WARMUP_S} s warm-up; "stored/s" is the server's own accepted counter over that window.
The ceiling is a plain \`COPY\` of ${fmt(COPY_ROWS)} rows of the same columns into the same table, in the
same run (PGlite: \`COPY … FROM '/dev/blob'\`; PostgreSQL: \`psql \\copy\`). "lost" = reads the broker
acknowledged to a device that are not in the table after the run.

| setup | offered reads/s | stored reads/s | acknowledged to devices/s | COPY rows/s | stored / COPY | lost | backlog (reads) | server RSS | rows at end |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Targets: ≥ 20,000 reads/s at QoS 1 on both setups with zero loss and a flat backlog; ≥ 0.5× COPY on
PostgreSQL. Run \`BENCH_INGEST_SECONDS=60 npm run bench -- ingest\` for the issue's 60 s,
\`BENCH_INGEST_PREFILL=10000000\` for the big table below.
${NOTES}`,
  );
  return results;
}
