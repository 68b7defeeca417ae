// The same server code against a real Mosquitto: the server client on MQTT_URL (when set), its
// readiness across a broker restart, and deploy/mosquitto/mosquitto.conf with dynamic security
// enforcing the device rules. Each test starts its own mosquitto on free ports in a temp dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { SERVER_FILTERS, topics } from '@yaam/shared/topics';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createBroker, type Broker } from '../src/realtime/broker';
import { RECEIVE_MAXIMUM } from '../src/realtime/external-broker';
import type { IncomingMessage } from '../src/realtime/server-client';
import { closed, connectOnce, refusal, silentLog, sleep, tokenKit, until } from './broker-fixtures';
import { freePort, migratedTestDatabase, REAL_MQTT, testConfig, type TestDatabase } from './helpers';
import { dynsecFile, HAS_DYNSEC, MOSQUITTO } from './mosquitto-fixture';

const HAS_MOSQUITTO = fs.existsSync(MOSQUITTO);
const DEPLOY_CONF = new URL('../../../deploy/mosquitto/mosquitto.conf', import.meta.url).pathname;

if (!HAS_MOSQUITTO)
  console.warn(`broker-mosquitto: ${MOSQUITTO} missing, own-broker tests skipped (apt install mosquitto)`);
if (!REAL_MQTT) console.warn('broker-mosquitto: MQTT_URL unset, the MQTT_URL test is skipped');

let db: TestDatabase;
const cleanups: Array<() => Promise<unknown> | void> = [];
beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
afterAll(() => db?.drop());

async function externalBroker(url: string, env: Record<string, string> = {}): Promise<Broker> {
  const kit = await tokenKit();
  const config = testConfig({ MQTT_URL: url, PORT: String(await freePort()), ...env });
  const broker = await createBroker({
    config,
    database: db.database,
    verifyToken: kit.verifyToken,
    log: silentLog,
    clientId: `yaam-server-test-${randomBytes(4).toString('hex')}`,
  });
  cleanups.push(() => broker.close());
  return broker;
}

interface OwnMosquitto {
  port: number;
  url: string;
  dir: string;
  start(): Promise<void>;
  kill(): Promise<void>;
}

/** A mosquitto of our own on a free port in a temp dir; `conf` gets the port and dir. */
async function ownMosquitto(conf: (port: number, dir: string) => string): Promise<OwnMosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-mosq-'));
  // Started as root, mosquitto drops to the `mosquitto` user, which must read and write here.
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'mosquitto.conf'), conf(port, dir));
  let proc: ChildProcess | null = null;
  const m: OwnMosquitto = {
    port,
    url: `mqtt://127.0.0.1:${port}`,
    dir,
    async start() {
      const p = spawn(MOSQUITTO, ['-c', path.join(dir, 'mosquitto.conf')], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      p.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      proc = p;
      const end = Date.now() + 5000;
      while (!(await accepts(port))) {
        if (p.exitCode !== null || Date.now() > end) throw new Error(`mosquitto did not start: ${stderr}`);
        await sleep(50);
      }
    },
    async kill() {
      const p = proc;
      proc = null;
      if (!p || p.exitCode !== null) return;
      const exited = new Promise((r) => p.once('exit', r));
      p.kill('SIGKILL');
      await exited;
    },
  };
  cleanups.push(async () => {
    await m.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await m.start();
  return m;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

describe.skipIf(!REAL_MQTT)('server client on MQTT_URL', () => {
  it('connects with MQTT 5, publishes and receives QoS 1', async () => {
    const broker = await externalBroker(REAL_MQTT ?? '');
    expect(await broker.isReady()).toBe(true);
    expect(broker.browserProtocolVersion).toBe(5);
    const topic = topics.sandbox(`test-${randomBytes(4).toString('hex')}`);
    const got: IncomingMessage[] = [];
    await broker.client.subscribe(topic, (m) => void got.push(m), { qos: 1, shared: true });
    await broker.client.publish(topic, 'hello', { qos: 1 });
    await until(() => got.length === 1, 5000, 'the message');
    expect(got[0]?.payload.toString()).toBe('hello');
    expect(got[0]?.packet.qos).toBe(1);
  });
});

describe.skipIf(!HAS_MOSQUITTO)('server client across a broker restart', () => {
  it('turns unready when the broker goes away and ready again when it is back', async () => {
    const mosq = await ownMosquitto(
      (port) => `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`,
    );
    const broker = await externalBroker(mosq.url);
    expect(await broker.isReady()).toBe(true);
    await mosq.kill();
    await until(() => !broker.client.connected, 5000, 'unready');
    expect(await broker.isReady()).toBe(false);
    await mosq.start();
    await until(() => broker.client.connected, 8000, 'ready again');
    expect(await broker.isReady()).toBe(true);
    // And it works after the reconnect.
    const got: string[] = [];
    await broker.client.subscribe(topics.sandbox('after'), (m) => void got.push(m.payload.toString()));
    await broker.client.publish(topics.sandbox('after'), 'x', { qos: 1 });
    await until(() => got.length === 1, 5000, 'message after reconnect');
  });
});

describe.skipIf(!HAS_MOSQUITTO)('server client on a Mosquitto with default limits', () => {
  /**
   * A Mosquitto with its default limits, a one-connection server whose handler is `handle`, and a
   * device whose `publishAll(count)` sends `count` messages ("0", "1", …) at QoS 1.
   */
  async function onDefaultLimits(name: string, handle: (m: IncomingMessage) => Promise<void>) {
    const mosq = await ownMosquitto(
      (port) => `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`,
    );
    await mosq.start();
    cleanups.push(() => mosq.kill());
    const broker = await externalBroker(mosq.url, { MQTT_CONNECTIONS: '1' });
    const topic = topics.sandbox(name);
    await broker.client.subscribe(topic, handle, { qos: 1, shared: true });
    const device = await connectOnce(mosq.url, {});
    cleanups.push(() => device.endAsync());
    const publishAll = (count: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => device.publishAsync(topic, String(i), { qos: 1 })));
    return { broker, publishAll };
  }

  /** The server records each message and then waits (a batch not yet committed: no PUBACK). */
  async function heldMessages(name: string, count: number) {
    const seen = new Set<string>();
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const { publishAll } = await onDefaultLimits(name, async (m) => {
      seen.add(m.payload.toString());
      await released;
    });
    return { seen, published: publishAll(count), release };
  }

  it('takes more unacknowledged messages than max_inflight_messages (Receive Maximum)', async () => {
    // Mosquitto sends a session at most 20 unacknowledged QoS 1 messages unless the client says
    // otherwise; the ingest acknowledges a read only after its batch is committed, so at 20 it could
    // never gather a batch bigger than that per connection.
    const { seen, published, release } = await heldMessages('inflight', 200);
    await until(() => seen.size === 200, 5000, '200 messages in flight at once');
    release();
    await published;
  });

  it('holds more unacknowledged messages than such a broker queues for a session, so a slow database loses none', async () => {
    // Mosquitto acknowledges a device's message, then queues what a session cannot take in flight and
    // drops past max_queued_messages (1,000 by default). While batches are slow the server holds
    // its messages unacknowledged: 3,000 of them here, more than 1,000 in flight + 1,000 queued.
    const { seen, published, release } = await heldMessages('slow-db', 3000);
    await published; // every one acknowledged to the device
    await until(() => seen.size === 3000, 10_000, '3,000 messages held unacknowledged');
    release();
  });

  it('keeps reading with its window full, so a handler waiting for the PUBACK of its own publish finishes', async () => {
    // A device's status message publishes its new state and waits for the broker's PUBACK. Reads fill
    // the session's window behind it (their PUBACKs go out in order, after it); a connection that
    // stopped reading then would never see that PUBACK, and every message behind would wait for good.
    const total = RECEIVE_MAXIMUM + 500;
    const seen = new Set<string>();
    const server = await onDefaultLimits('window', async (m) => {
      const text = m.payload.toString();
      seen.add(text);
      if (text !== '0') return;
      // The first message publishes once the window is full of the ones behind it.
      await until(() => seen.size >= RECEIVE_MAXIMUM, 20_000, 'a full window');
      await server.broker.client.publish(topics.sandbox('window-state'), 'state', { qos: 1 });
    });
    await server.publishAll(total);
    await until(() => seen.size === total, 20_000, `all ${total} messages, past the full window`);
  });
});

describe.skipIf(!HAS_DYNSEC)('deploy/mosquitto/mosquitto.conf with dynamic security', () => {
  it('provisions devices; checks their secrets; refuses a cross-device publish; disables a device', async () => {
    const adminPassword = randomBytes(16).toString('hex');
    const mosq = await ownMosquitto((port, dir) => {
      fs.writeFileSync(
        path.join(dir, 'dynamic-security.json'),
        JSON.stringify(dynsecFile('yaam-server', adminPassword)),
        {
          mode: 0o666,
        },
      );
      return fs
        .readFileSync(DEPLOY_CONF, 'utf8')
        .replace(/^listener 1883$/m, `listener ${port} 127.0.0.1`)
        .replace(/^listener 9001$\n^protocol websockets$/m, '')
        .replace(/^plugin_opt_config_file .*$/m, `plugin_opt_config_file ${dir}/dynamic-security.json`)
        .replace(/^persistence_location .*$/m, `persistence_location ${dir}/`);
    });
    const broker = await externalBroker(mosq.url, {
      MQTT_USERNAME: 'yaam-server',
      MQTT_PASSWORD: adminPassword,
    });
    expect(await broker.isReady()).toBe(true);
    const accounts = broker.deviceAccounts;
    if (!accounts) throw new Error('external broker has device accounts');
    await accounts.upsert('cam-1', 'secret-one');
    await accounts.upsert('cam-2', 'secret-two');

    const got: IncomingMessage[] = [];
    await broker.client.subscribe(SERVER_FILTERS.reads, (m) => void got.push(m), { qos: 1, shared: true });

    const device = (id: string, secret: string) =>
      connectOnce(mosq.url, { username: id, password: secret, protocolVersion: 4, clientId: `${id}-test` });
    expect([4, 5]).toContain(await refusal(device('cam-1', 'wrong')));
    expect([4, 5]).toContain(await refusal(device('cam-9', 'secret-one')));

    const cam1 = await device('cam-1', 'secret-one');
    await cam1.publishAsync(topics.deviceReads('cam-2'), '{"forged":true}', { qos: 1 }); // acked, dropped
    await cam1.publishAsync(topics.deviceReads('cam-1'), '{"id":"r1"}', { qos: 1 });
    await until(() => got.length >= 1, 5000, 'the read');
    await sleep(200);
    expect(got.map((m) => [m.topic, m.payload.toString()])).toEqual([
      [topics.deviceReads('cam-1'), '{"id":"r1"}'],
    ]);

    // Kicked at once, then refused until enabled again; a new secret replaces the old one.
    const gone = closed(cam1, 3000);
    await broker.disconnectDevice('cam-1');
    await gone;
    cam1.end(true);
    expect([4, 5]).toContain(await refusal(device('cam-1', 'secret-one')));
    await accounts.setEnabled('cam-1', true);
    await accounts.upsert('cam-1', 'secret-new');
    expect([4, 5]).toContain(await refusal(device('cam-1', 'secret-one')));
    const again = await device('cam-1', 'secret-new');
    await again.endAsync();
    await accounts.remove('cam-2');
    expect([4, 5]).toContain(await refusal(device('cam-2', 'secret-two')));
  });
});
