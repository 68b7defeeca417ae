// The device simulator as a library: N cameras, each its own MQTT connection with its id and secret,
// status online (retained) with a last will "offline", plate reads at QoS 1 with a persistent session.
import fs from 'node:fs';

import mqtt from 'mqtt';

import { DEVICE_LAST_WILL, topics } from '../../packages/shared/src/topics';
import { LeanClient } from './lean-client';
import { garbage, makeVehicles, pick, rng, vehiclesByCamera } from './traffic';

export interface SimulatorOptions {
  url: string;
  devices: number;
  /** reads per second, all devices together */
  rate: number;
  /** share of reads whose plate comes from the watchlist (0–1) */
  watched: number;
  /** share of messages that are malformed (0–1) */
  garbage: number;
  /** the secret of every device (demo devices: the demo password), unless `secrets` names one */
  password: string;
  secrets?: Record<string, string>;
  /** device ids are `${prefix}-001` … */
  prefix: string;
  watchlist: string[];
  /** reads per message (an array when > 1) */
  batch: number;
  vehicles: number;
  seed: number;
  protocolVersion: 4 | 5;
  /** stop publishing after this many reads (whole run); 0 = no limit */
  limit: number;
  /** keep at most this many unacknowledged messages per device */
  maxInflight: number;
  /**
   * Connect with the minimal MQTT 3.1.1 client (lean-client.ts) instead of mqtt.js: for the benchmark,
   * where the simulator shares the cores with the server. No reconnect; clean sessions.
   */
  lean?: boolean;
  /**
   * Keep the id of every acknowledged read in `stats.ackedIds` (default true), to tell which were
   * lost. Off, only `stats.acknowledged` counts them: a set of millions of ids cost the benchmark's
   * simulator, on the server's cores, a few µs a read.
   */
  trackIds?: boolean;
}

/** What the simulator needs of a device's connection: mqtt.js's client, or the lean one. */
interface DeviceClient {
  readonly connected: boolean;
  publish(topic: string, payload: string, options: { qos: 1; retain?: boolean }, cb?: (err?: Error) => void): unknown;
  publishAsync(topic: string, payload: string, options: { qos: 1; retain: boolean }): Promise<unknown>;
  endAsync(force?: boolean): Promise<void>;
  on(event: 'connect' | 'close', fn: () => void): unknown;
  on(event: 'error', fn: (err: Error) => void): unknown;
  once(event: 'connect', fn: () => void): unknown;
}

export interface SimulatorStats {
  sent: number;
  acknowledged: number;
  failed: number;
  garbage: number;
  watched: number;
  throttled: number;
  connected: number;
  /** ids of reads whose message the broker acknowledged (unless `trackIds` is off) */
  ackedIds: Set<string>;
}

export const deviceId = (prefix: string, i: number) => `${prefix}-${String(i + 1).padStart(3, '0')}`;

export function readWatchlist(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text.startsWith('[')) return (JSON.parse(text) as unknown[]).map(String);
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}

export function createSimulator(o: SimulatorOptions) {
  const r = rng(o.seed);
  const vehicles = makeVehicles(r, o.vehicles, o.devices);
  const byCamera = vehiclesByCamera(vehicles, o.devices);
  const runId = Date.now().toString(36);
  const trackIds = o.trackIds ?? true;
  const stats: SimulatorStats = { sent: 0, acknowledged: 0, failed: 0, garbage: 0, watched: 0, throttled: 0, connected: 0, ackedIds: new Set() };
  const clients: DeviceClient[] = [];
  const inflight: number[] = new Array<number>(o.devices).fill(0);
  const owed: number[] = new Array<number>(o.devices).fill(0);
  let seq = 0;
  let timer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let stopped = false;

  const status = (state: 'online' | 'offline') => JSON.stringify({ status: state, ts: new Date().toISOString(), firmware: 'yaam-sim-1' });

  function read(i: number, id: string) {
    seq++;
    const watched = o.watchlist.length > 0 && r() < o.watched;
    const v = pick(r, byCamera[i]?.length ? (byCamera[i] as typeof vehicles) : vehicles);
    if (watched) stats.watched++;
    return {
      id: `${id}-${runId}-${seq}`,
      plate: watched ? pick(r, o.watchlist) : v.plate,
      province: v.province,
      capturedAt: new Date().toISOString(),
      confidence: Math.round((0.8 + r() * 0.2) * 100) / 100,
      vehicle: { type: v.type, color: v.color, make: v.make },
      heading: Math.floor(r() * 360),
    };
  }

  function publish(i: number) {
    const client = clients[i];
    const id = deviceId(o.prefix, i);
    if (!client) return;
    if (inflight[i]! >= o.maxInflight) {
      stats.throttled++;
      return;
    }
    let payload: string;
    let ids: string[] = [];
    if (o.garbage > 0 && r() < o.garbage) {
      payload = garbage(r, id, seq++).payload;
      stats.garbage++;
    } else {
      const reads = Array.from({ length: o.batch }, () => read(i, id));
      ids = reads.map((x) => x.id);
      payload = JSON.stringify(o.batch === 1 ? reads[0] : reads);
    }
    stats.sent += Math.max(1, ids.length);
    inflight[i]!++;
    client.publish(topics.deviceReads(id), payload, { qos: 1 }, (err) => {
      inflight[i]!--;
      if (err) stats.failed += Math.max(1, ids.length);
      else {
        stats.acknowledged += Math.max(1, ids.length);
        if (trackIds) for (const x of ids) stats.ackedIds.add(x);
      }
    });
  }

  function tick() {
    if (stopped) return;
    // Messages per device per 50 ms tick; the fractions carry over so any rate comes out right.
    const perDevice = o.rate / o.devices / o.batch / 20;
    for (let i = 0; i < o.devices; i++) {
      owed[i]! += perDevice;
      while (owed[i]! >= 1) {
        owed[i]! -= 1;
        if (o.limit > 0 && stats.sent >= o.limit) return;
        publish(i);
      }
    }
  }

  return {
    stats,
    /** in every read id this simulator makes (`{device}-{runId}-{n}`): tells its reads from any other run's */
    runId,
    async start() {
      await Promise.all(
        Array.from({ length: o.devices }, async (_, i) => {
          const id = deviceId(o.prefix, i);
          const will = { topic: topics.deviceStatus(id), payload: Buffer.from(DEVICE_LAST_WILL), qos: 1 as const, retain: true };
          const password = o.secrets?.[id] ?? o.password;
          const client: DeviceClient = o.lean
            ? new LeanClient(o.url, { clientId: `${id}-sim`, username: id, password, will })
            : mqtt.connect(o.url, {
                clientId: `${id}-sim`,
                // mqtt.js logs every packet through `debug`; even switched off that is a call or two per message.
                ...(/mqttjs/.test(process.env.DEBUG ?? '') ? {} : { log: () => {} }),
                username: id,
                password,
                protocolVersion: o.protocolVersion,
                clean: false,
                ...(o.protocolVersion === 5 ? { properties: { sessionExpiryInterval: 3600 } } : {}),
                keepalive: 30,
                reconnectPeriod: 1000,
                connectTimeout: 10_000,
                will,
              });
          clients[i] = client;
          client.on('connect', () => {
            stats.connected++;
            client.publish(topics.deviceStatus(id), status('online'), { qos: 1, retain: true });
          });
          client.on('close', () => {
            if (client.connected === false && stats.connected > 0) stats.connected = clients.filter((c) => c?.connected).length;
          });
          client.on('error', (err) => {
            if (!stopped) console.error(`${id}: ${err.message}`);
          });
          await new Promise<void>((resolve) => {
            client.once('connect', () => resolve());
            setTimeout(resolve, 10_000).unref();
          });
        }),
      );
      stats.connected = clients.filter((c) => c?.connected).length;
      timer = setInterval(tick, 50);
      heartbeat = setInterval(() => {
        clients.forEach((c, i) => c?.connected && c.publish(topics.deviceStatus(deviceId(o.prefix, i)), status('online'), { qos: 1, retain: true }));
      }, 30_000);
      heartbeat.unref();
    },
    /** Waits until every sent message is acknowledged (or `timeoutMs`). */
    async drain(timeoutMs = 30_000) {
      const end = Date.now() + timeoutMs;
      while (inflight.some((n) => n > 0) && Date.now() < end) await new Promise((res) => setTimeout(res, 50));
    },
    async stop(options: { drainMs?: number; offline?: boolean } = {}) {
      stopped = true;
      if (timer) clearInterval(timer);
      if (heartbeat) clearInterval(heartbeat);
      await this.drain(options.drainMs ?? 10_000);
      await Promise.all(
        clients.map(async (c, i) => {
          if (!c) return;
          if (c.connected && options.offline !== false) {
            await c.publishAsync(topics.deviceStatus(deviceId(o.prefix, i)), status('offline'), { qos: 1, retain: true }).catch(() => {});
          }
          await c.endAsync(!c.connected);
        }),
      );
      stats.connected = 0;
    },
  };
}
