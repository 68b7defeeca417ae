// `npm run simulate -- --devices N --rate R [--watched P] [--garbage G] [--url …] [--password …]`
// N simulated cameras (cam-001 …) publishing R plate reads per second in total. Prints sent and
// acknowledged counts each second; Ctrl-C stops cleanly (status offline, sessions closed).
//
// The watchlist share (--watched) takes plates from, in order: --watchlist FILE (one plate per line,
// or a JSON array); the active exact watch entries of DATABASE_URL when it is set; otherwise the demo
// watchlist the embedded demo database is seeded with.
import { parseArgs } from 'node:util';

import { WATCH_SPECS } from '../../apps/server/src/demo/watchlist';
import { createSimulator, readWatchlist } from './simulator';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '20' },
    rate: { type: 'string', default: '50' },
    watched: { type: 'string', default: '0.01' },
    garbage: { type: 'string', default: '0' },
    url: { type: 'string', default: process.env.SIMULATOR_URL ?? `mqtt://127.0.0.1:${process.env.MQTT_TCP_PORT ?? '1884'}` },
    password: { type: 'string', default: process.env.YAAM_DEMO_PASSWORD ?? 'yaam-demo' },
    secrets: { type: 'string' },
    prefix: { type: 'string', default: 'cam' },
    watchlist: { type: 'string' },
    batch: { type: 'string', default: '1' },
    vehicles: { type: 'string', default: '5000' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    protocol: { type: 'string', default: '4' },
    duration: { type: 'string', default: '0' },
    limit: { type: 'string', default: '0' },
    'max-inflight': { type: 'string', default: '1000' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
});

if (values.help) {
  console.info(`npm run simulate -- [options]
  --devices N        simulated cameras cam-001 … (default 20)
  --rate R           reads per second, all cameras together (default 50)
  --watched P        share of reads with a watchlist plate, 0–1 (default 0.01)
  --garbage G        share of malformed messages, 0–1 (default 0)
  --url URL          broker (default mqtt://127.0.0.1:1884, the embedded broker's device port)
  --password S       every device's secret (default YAAM_DEMO_PASSWORD or yaam-demo)
  --secrets FILE     JSON {"cam-001": "secret", …} for devices with their own secrets
  --watchlist FILE   plates for --watched (one per line, or a JSON array)
  --batch K          reads per message (default 1)
  --protocol 4|5     MQTT version (default 4)
  --duration S       stop after S seconds (default: until Ctrl-C)
  --limit N          stop publishing after N reads`);
  process.exit(0);
}

const num = (name: string, v: string | undefined, min: number, max: number) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max) {
    console.error(`--${name} must be a number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
};

async function watchlist(): Promise<string[]> {
  if (values.watchlist) return readWatchlist(values.watchlist);
  if (process.env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    try {
      await client.connect();
      const { rows } = await client.query<{ pattern: string }>(
        "SELECT pattern FROM watch_entries WHERE status = 'active' AND mode = 'exact' AND (valid_until IS NULL OR valid_until > now())",
      );
      if (rows.length) return rows.map((r) => r.pattern);
    } catch (err) {
      console.warn(`watchlist from DATABASE_URL unavailable (${(err as Error).message}); using the demo watchlist`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  return WATCH_SPECS.filter((w) => w.mode === 'exact').map((w) => w.pattern);
}

const sim = createSimulator({
  url: values.url,
  devices: num('devices', values.devices, 1, 10_000),
  rate: num('rate', values.rate, 0, 1_000_000),
  watched: num('watched', values.watched, 0, 1),
  garbage: num('garbage', values.garbage, 0, 1),
  password: values.password,
  ...(values.secrets ? { secrets: JSON.parse((await import('node:fs')).readFileSync(values.secrets, 'utf8')) as Record<string, string> } : {}),
  prefix: values.prefix,
  watchlist: await watchlist(),
  batch: num('batch', values.batch, 1, 1000),
  vehicles: num('vehicles', values.vehicles, 1, 10_000_000),
  seed: num('seed', values.seed, 0, 2 ** 31),
  protocolVersion: values.protocol === '5' ? 5 : 4,
  limit: num('limit', values.limit, 0, Number.MAX_SAFE_INTEGER),
  maxInflight: num('max-inflight', values['max-inflight'], 1, 65_535),
});

const started = Date.now();
console.info(`simulating ${values.devices} devices at ${values.rate} reads/s on ${values.url} (Ctrl-C to stop)`);
await sim.start();
if (sim.stats.connected === 0) console.warn('no device connected yet: check --url and --password (the devices must exist in Yaam)');

let last = { sent: 0, acked: 0 };
const report = setInterval(() => {
  const s = sim.stats;
  const secs = Math.round((Date.now() - started) / 1000);
  console.info(
    `${String(secs).padStart(5)} s  sent ${s.sent} (+${s.sent - last.sent})  acknowledged ${s.acknowledged} (+${s.acknowledged - last.acked})` +
      `  in flight ${s.sent - s.acknowledged - s.failed}  connected ${s.connected}/${values.devices}` +
      (s.garbage ? `  garbage ${s.garbage}` : '') +
      (s.watched ? `  watched ${s.watched}` : '') +
      (s.throttled ? `  throttled ${s.throttled}` : ''),
  );
  last = { sent: s.sent, acked: s.acknowledged };
}, 1000);

let stopping = false;
async function stop(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  clearInterval(report);
  console.info(`${signal}: waiting for acknowledgements, then disconnecting (again to quit now)`);
  await sim.stop();
  const s = sim.stats;
  console.info(JSON.stringify({ sent: s.sent, acknowledged: s.acknowledged, failed: s.failed, garbage: s.garbage, watched: s.watched, seconds: (Date.now() - started) / 1000 }));
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
const duration = Number(values.duration);
if (duration > 0) setTimeout(() => void stop('time is up'), duration * 1000);
