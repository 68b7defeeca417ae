// Ingest across server processes on a real Mosquitto (a test-owned one, so its queue settings are
// known): two servers in one shared-subscription group store each read once; a server killed
// mid-stream and started again loses no read the broker acknowledged to a device.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { topics } from '@yaam/shared/topics';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';

import { createSimulator } from '../../../tools/simulator/simulator';
import { openDatabase } from '../src/db/client';
import { hashPassword } from '../src/identity/password';
import { createTestDatabase, freePort, migratedTestDatabase, REAL_PG, startTestApp, type TestApp } from './helpers';
import { aRead, eventually, unique } from './ingest-fixtures';
import { HAS_MOSQUITTO, startMosquitto, type OwnMosquitto } from './mosquitto-fixture';

if (!HAS_MOSQUITTO) console.warn('ingest-scale: /usr/sbin/mosquitto missing, skipped (apt install mosquitto)');

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.skipIf(!HAS_MOSQUITTO)('two servers on one Mosquitto (shared subscription)', () => {
  it('store each read once and split the work', async () => {
    const mosq = await startMosquitto();
    cleanups.push(() => mosq.stop());
    const db = await migratedTestDatabase();
    cleanups.push(() => db.drop());
    await db.database.query(`INSERT INTO districts (code, name_th, name_en, province_code, lat, lng) VALUES ('BKK-LPN', 'ล', 'L', '10', 13.7, 100.5)`);
    const group = unique('yaam-share');
    const apps: TestApp[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await startTestApp({ db, env: { MQTT_URL: mosq.url, MQTT_SHARE_GROUP: group, PORT: String(await freePort()) } });
      cleanups.push(() => app.close());
      apps.push(app);
    }
    const devices = ['cam-s1', 'cam-s2', 'cam-s3', 'cam-s4'];
    const hash = await hashPassword('x');
    for (const id of devices) {
      await db.database.query("INSERT INTO devices (id, serial, name, secret_hash, district_code) VALUES ($1, $1, $1, $2, 'BKK-LPN')", [id, hash]);
    }
    const N = 2000;
    const clients = await Promise.all(
      devices.map(async (id) => {
        const c = mqtt.connect(mosq.url, { clientId: unique(id), protocolVersion: 5 });
        await new Promise((r) => c.once('connect', r));
        return c;
      }),
    );
    const published: Array<{ deviceId: string; readId: string }> = [];
    let acknowledged = 0;
    await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const id = devices[i % devices.length] as string;
        published.push({ deviceId: id, readId: `${id}-${i}` });
        await clients[i % clients.length]?.publishAsync(topics.deviceReads(id), JSON.stringify(aRead(`${id}-${i}`)), { qos: 1 });
        acknowledged++;
      }),
    );
    const countRows = async () => (await db.database.query<{ n: number }>('SELECT count(*)::int AS n FROM plate_reads'))[0]?.n ?? 0;
    await eventually(async () => (await countRows()) >= N, 30_000, `${N} reads stored`);
    // Batches still in hand (redeliveries) finish first, so the counters printed below are complete.
    await Promise.all(apps.map((x) => x.dataPath.ingest.idle()));
    const rows = await db.database.query<{ device_id: string; read_id: string }>('SELECT device_id, read_id FROM plate_reads');
    const once = new Set(rows.map((r) => `${r.device_id}/${r.read_id}`));
    const lost = published.filter((p) => !once.has(`${p.deviceId}/${p.readId}`));
    // QoS 1 is at least once: a server that reconnects (a failed batch, a missed keep-alive under
    // load) gets its unacknowledged messages again and counts them as duplicates; only the table
    // says whether a read was stored twice.
    const accepted = apps.map((x) => x.dataPath.ingest.counters.accepted);
    const duplicated = apps.reduce((n, x) => n + x.dataPath.ingest.counters.duplicate, 0);
    console.info(
      `two servers: attempted ${N}, acknowledged ${acknowledged}, stored ${rows.length} (${accepted.join(' + ')} by server), duplicated (redelivered, skipped) ${duplicated}, lost ${lost.length}`,
    );
    expect(acknowledged).toBe(N);
    expect(lost).toEqual([]);
    expect(rows.length).toBe(N);
    expect(once.size).toBe(N);
    expect(Math.min(...accepted)).toBeGreaterThan(N * 0.2);
    for (const c of clients) c.end(true);
  }, 60_000);
});

/** The real server process (src/main.ts) with the demo devices, on MQTT_URL. */
function startServer(env: Record<string, string>): { proc: ChildProcess; ready: Promise<void>; log: () => string } {
  const root = new URL('..', import.meta.url).pathname;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const ready = (async () => {
    const end = Date.now() + 90_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
      const ok = await fetch(`http://127.0.0.1:${env.PORT}/readyz`).then((r) => r.ok, () => false);
      if (ok) return;
      if (Date.now() > end) throw new Error(`server not ready: ${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return { proc, ready, log: () => out };
}

const metric = async (port: string, name: string) => {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
  return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
};

describe.skipIf(!HAS_MOSQUITTO)('a server killed mid-stream', () => {
  it('loses no acknowledged read after it restarts', async () => {
    const mosq: OwnMosquitto = await startMosquitto();
    cleanups.push(() => mosq.stop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-kill-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (REAL_PG) {
      const t = await createTestDatabase();
      await t.database.close();
      databaseUrl = t.url;
      cleanups.push(() => t.drop());
    }
    const port = String(await freePort());
    const env = {
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MQTT_URL: mosq.url,
      MQTT_SHARE_GROUP: unique('yaam-kill'),
      YAAM_DATA_DIR: dataDir,
      YAAM_DEMO: '1',
      YAAM_DEMO_PASSWORD: 'kill-test-pw',
      YAAM_WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    let server = startServer(env);
    cleanups.push(async () => server.proc.kill('SIGKILL'));
    await server.ready;

    const sim = createSimulator({
      url: mosq.url,
      devices: 5,
      rate: 1000,
      watched: 0,
      garbage: 0,
      password: 'kill-test-pw',
      prefix: 'cam',
      watchlist: [],
      batch: 1,
      vehicles: 500,
      seed: 7,
      protocolVersion: 5,
      limit: 0,
      maxInflight: 1000,
    });
    await sim.start();
    await new Promise((r) => setTimeout(r, 2000));
    server.proc.kill('SIGKILL');
    await new Promise((r) => server.proc.once('exit', r));
    const killedAt = sim.stats.acknowledged;
    await new Promise((r) => setTimeout(r, 1500)); // devices keep publishing; the broker queues for the server's session
    server = startServer(env);
    await server.ready;
    await new Promise((r) => setTimeout(r, 1500));
    await sim.stop({ drainMs: 10_000 });
    const attempted = sim.stats.sent;
    const acknowledged = sim.stats.acknowledged;
    // Settled: the broker has handed over its queue (the counters stop moving) and no batch is open.
    let last = -1;
    await eventually(
      async () => {
        const handled = (await metric(port, 'yaam_ingest_reads_accepted_total')) + (await metric(port, 'yaam_ingest_reads_duplicate_total'));
        const settled = handled === last && handled > 0 && (await metric(port, 'yaam_ingest_backlog_reads')) === 0;
        last = handled;
        if (!settled) await new Promise((r) => setTimeout(r, 1000));
        return settled;
      },
      60_000,
      'ingest to settle',
    );
    const duplicated = await metric(port, 'yaam_ingest_reads_duplicate_total');
    const stopped = new Promise((r) => server.proc.once('exit', r));
    server.proc.kill('SIGTERM');
    await stopped;

    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
    const stored = new Set(
      (await database.query<{ read_id: string }>("SELECT read_id FROM plate_reads WHERE received_at > now() - interval '10 minutes' AND read_id LIKE 'cam-%-%-%'")).map((r) => r.read_id),
    );
    await database.close();
    const lost = [...sim.stats.ackedIds].filter((id) => !stored.has(id));
    console.info(
      `kill test (${databaseUrl ? 'PostgreSQL' : 'PGlite'} + Mosquitto): attempted ${attempted}, acknowledged ${acknowledged} (${killedAt} before the kill), stored ${stored.size}, duplicated (redelivered, skipped) ${duplicated}, lost ${lost.length}`,
    );
    if (lost.length) console.info(`lost, e.g.: ${lost.slice(0, 5).join(', ')}`);
    expect(acknowledged).toBeGreaterThan(killedAt);
    expect(lost).toEqual([]);
  }, 180_000);
});
