// The broker floor under the PostgreSQL + Mosquitto ingest (issue 5): what the machine's Mosquitto and
// the device simulator cost when nothing else runs — the same cameras as the ingest bench (lean
// MQTT clients, QoS 1) at the same rate and reads a message, into a subscriber that does nothing but
// acknowledge (broker-subscriber.ts, its own process, a shared subscription on four connections like
// the server's). Whatever the server and database do, the cores cannot store more reads a second
// than these three alone leave room for.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';

import { createSimulator } from '../tools/simulator/simulator';
import { cpuSeconds, cpuSecondsOf } from './lib';

export interface BrokerFloor {
  /** messages a second the subscriber got */
  messagesPerSec: number;
  /** CPU µs a message: the broker, the simulated cameras, the subscriber */
  brokerUs: number;
  simulatorUs: number;
  subscriberUs: number;
  /**
   * reads a second the machine's cores would carry at most if the server did no more than this
   * subscriber (take each message off the socket and acknowledge it) and the database nothing
   */
  readsPerSecCeiling: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function brokerFloor(o: { url: string; rate: number; readsPerMessage: number; password: string; seconds?: number }): Promise<BrokerFloor> {
  const group = `yaam-floor-${randomBytes(3).toString('hex')}`;
  const subscriber = fork(new URL('./broker-subscriber.ts', import.meta.url).pathname, [o.url, '4', group], { execArgv: ['--import', 'tsx'] });
  let received = 0;
  subscriber.on('message', (m: { received: number }) => (received = m.received));
  try {
    await sleep(2000); // connected and subscribed
    const sim = createSimulator({
      url: o.url,
      devices: 20,
      rate: o.rate,
      watched: 0,
      garbage: 0,
      password: o.password,
      prefix: 'cam',
      watchlist: [],
      batch: o.readsPerMessage,
      vehicles: 20_000,
      seed: 7,
      protocolVersion: 4,
      limit: 0,
      maxInflight: Math.max(100, Math.ceil(2000 / o.readsPerMessage)),
      lean: true,
      trackIds: false,
    });
    await sim.start();
    await sleep(3000); // warm-up
    const broker0 = cpuSecondsOf('mosquitto');
    const sub0 = cpuSeconds(subscriber.pid ?? 0);
    const sim0 = process.cpuUsage();
    const got0 = received;
    const t0 = performance.now();
    await sleep((o.seconds ?? 15) * 1000);
    const secs = (performance.now() - t0) / 1000;
    const messages = Math.max(1, received - got0);
    const simCpu = process.cpuUsage(sim0);
    const result = {
      messagesPerSec: messages / secs,
      brokerUs: ((cpuSecondsOf('mosquitto') - broker0) / messages) * 1e6,
      simulatorUs: (simCpu.user + simCpu.system) / messages,
      subscriberUs: ((cpuSeconds(subscriber.pid ?? 0) - sub0) / messages) * 1e6,
      readsPerSecCeiling: 0,
    };
    result.readsPerSecCeiling = ((os.cpus().length * 1e6) / (result.brokerUs + result.simulatorUs + result.subscriberUs)) * o.readsPerMessage;
    await sim.stop({ drainMs: 10_000, offline: false });
    return result;
  } finally {
    subscriber.kill();
  }
}
