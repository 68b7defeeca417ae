// The embedded Aedes broker: who may connect, what they may publish and subscribe to, sessions that
// keep QoS 1 messages across a reconnect, the WebSocket origin check and kicking a device.
import http from 'node:http';
import type net from 'node:net';
import { Duplex } from 'node:stream';

import { SERVER_FILTERS, topics } from '@yaam/shared/topics';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { createBroker, type Broker } from '../src/realtime/broker';
import { oneFramePerPacket } from '../src/realtime/embedded-broker';
import type { IncomingMessage } from '../src/realtime/server-client';
import {
  closed,
  collect,
  connectOnce,
  grantedQos,
  insertDevice,
  insertUser,
  refusal,
  silentLog,
  sleep,
  tokenKit,
  until,
  type TokenKit,
} from './broker-fixtures';
import { freePort, migratedTestDatabase, testConfig, type TestDatabase } from './helpers';

let db: TestDatabase;
let broker: Broker;
let http1: http.Server;
let kit: TokenKit;
let tcpUrl: string;
let wsUrl: string;
let origin: string;
let tech: { id: string; subject: string; role: string };
let viewer: { id: string; subject: string; role: string };
const otherUpgrades: string[] = [];
const serverGot: IncomingMessage[] = [];

beforeAll(async () => {
  db = await migratedTestDatabase();
  kit = await tokenKit();
  await insertDevice(db.database, 'cam-1', 'secret-one');
  await insertDevice(db.database, 'cam-2', 'secret-two');
  await insertDevice(db.database, 'cam-off', 'secret-off', false);
  tech = await insertUser(db.database, 'tech', 'technician', [
    { resource: 'mqtt', allow: 'cr' },
    { resource: 'device', allow: 'r' },
  ]);
  viewer = await insertUser(db.database, 'viewer', 'other', [{ resource: 'alert', allow: 'r' }]);

  const [tcpPort, httpPort] = await Promise.all([freePort(), freePort()]);
  origin = `http://127.0.0.1:${httpPort}`;
  const config = testConfig({ MQTT_URL: '', MQTT_TCP_PORT: String(tcpPort), PUBLIC_URL: origin, HOST: '127.0.0.1' });
  broker = await createBroker({ config, database: db.database, verifyToken: kit.verifyToken, log: silentLog });
  http1 = http.createServer();
  // Another upgrade handler on the same server: the broker must leave its paths alone.
  http1.on('upgrade', (req, socket: net.Socket) => {
    if (req.url !== '/mqtt') {
      otherUpgrades.push(req.url ?? '');
      socket.destroy();
    }
  });
  broker.attach(http1);
  await new Promise<void>((resolve) => http1.listen(httpPort, '127.0.0.1', resolve));
  tcpUrl = `mqtt://127.0.0.1:${tcpPort}`;
  wsUrl = `ws://127.0.0.1:${httpPort}/mqtt`;
  await broker.client.subscribe(SERVER_FILTERS.reads, (m) => void serverGot.push(m), { qos: 1, shared: true });
});

afterAll(async () => {
  await broker?.close();
  await new Promise((r) => http1?.close(r));
  await db?.drop();
});

const device = (id: string, secret: string, extra = {}) =>
  connectOnce(tcpUrl, { username: id, password: secret, protocolVersion: 4, ...extra });
const browser = async (
  user: { id: string; subject: string; role: string },
  extra = {},
  expiresInSec = 300,
  setup?: (c: MqttClient) => void,
) =>
  connectOnce(
    wsUrl,
    {
      username: user.id,
      password: await kit.sign({ sub: user.subject, role: user.role }, expiresInSec),
      protocolVersion: 4,
      wsOptions: { headers: { Origin: origin } },
      ...extra,
    },
    setup,
  );

describe('embedded broker: devices', () => {
  it('accepts a device with its secret and refuses a bad secret, an unknown id and a disabled device', async () => {
    const ok = await device('cam-1', 'secret-one');
    expect(ok.connected).toBe(true);
    await ok.endAsync();
    expect(await refusal(device('cam-1', 'wrong'))).toBe(4);
    expect(await refusal(device('cam-nope', 'secret-one'))).toBe(4);
    expect(await refusal(device('cam-off', 'secret-off'))).toBe(5);
  });

  it('delivers a device read to the server, and drops a publish under another device id', async () => {
    const cam1 = await device('cam-1', 'secret-one');
    // Under cam-2's id: refused; Aedes closes the connection (no negative PUBACK in MQTT 3.1.1).
    cam1.publish(topics.deviceReads('cam-2'), '{"forged":true}', { qos: 1 });
    await closed(cam1);
    cam1.end(true);
    const again = await device('cam-1', 'secret-one');
    await again.publishAsync(topics.deviceReads('cam-1'), '{"id":"r1"}', { qos: 1 });
    await until(() => serverGot.some((m) => m.payload.toString() === '{"id":"r1"}'), 5000, 'the read');
    await sleep(100);
    expect(serverGot.map((m) => m.topic)).not.toContain(topics.deviceReads('cam-2'));
    expect(serverGot.some((m) => m.payload.toString().includes('forged'))).toBe(false);
    // Devices subscribe to nothing.
    expect(await grantedQos(again, [topics.deviceState('cam-1')], 0)).toEqual([128]);
    await again.endAsync();
  });

  it("hands a device's retained status to the server as a live message, once", async () => {
    const got: Array<{ retain: boolean | undefined; payload: string }> = [];
    const off = await broker.client.subscribe(topics.deviceStatus('cam-1'), (m) => {
      got.push({ retain: m.packet.retain, payload: m.payload.toString() });
    });
    const cam1 = await device('cam-1', 'secret-one');
    await cam1.publishAsync(topics.deviceStatus('cam-1'), '{"status":"online"}', { qos: 1, retain: true });
    // Handled before the PUBACK, so it is there when publishAsync resolves.
    expect(got).toEqual([{ retain: false, payload: '{"status":"online"}' }]);
    await sleep(100);
    expect(got).toHaveLength(1); // not a second time when the broker routes it
    await cam1.endAsync();
    await off();
  });

  it('disconnectDevice ends the device connection at once', async () => {
    const cam2 = await device('cam-2', 'secret-two');
    const gone = closed(cam2, 2000);
    await broker.disconnectDevice('cam-2');
    await gone;
    cam2.end(true);
    // The registry disables it in the database first; then the reconnect is refused.
    await db.database.query('UPDATE devices SET enabled = false WHERE id = $1', ['cam-2']);
    expect(await refusal(device('cam-2', 'secret-two'))).toBe(5);
    await db.database.query('UPDATE devices SET enabled = true WHERE id = $1', ['cam-2']);
  });

  it('refuses a client id held by another principal', async () => {
    const cam1 = await device('cam-1', 'secret-one', { clientId: 'shared-id' });
    expect(await refusal(browser(tech, { clientId: 'shared-id' }))).toBe(2);
    expect(await refusal(device('cam-2', 'secret-two', { clientId: 'yaam-server' }))).toBe(2);
    expect(cam1.connected).toBe(true);
    await cam1.endAsync();
  });
});

describe('embedded broker: browsers', () => {
  it('accepts a valid token and refuses an expired one or one for another user', async () => {
    const ok = await browser(tech);
    expect(ok.connected).toBe(true);
    await ok.endAsync();
    expect(await refusal(browser(tech, {}, -60))).toBe(4);
    expect(await refusal(browser(tech, { username: viewer.id }))).toBe(4);
    // The token's sub is accepted as the username too.
    const bySub = await browser(tech, { username: tech.subject });
    await bySub.endAsync();
  });

  it('refuses # and device traffic, allows what the permissions allow', async () => {
    const c = await browser(tech);
    const granted = await grantedQos(c, [
      '#',
      SERVER_FILTERS.reads,
      topics.deviceState('cam-1'),
      topics.sandbox('t/1'),
      topics.alerts('D1'),
    ]);
    expect(granted).toEqual([128, 128, 1, 1, 128]);
    await c.endAsync();
    const v = await browser(viewer);
    expect(await grantedQos(v, [topics.alerts('D1'), topics.sandbox('x')], 0)).toEqual([0, 128]);
    // Publishing outside the sandbox closes the connection.
    v.publish(topics.deviceReads('cam-1'), '{}', { qos: 1 });
    await closed(v);
    v.end(true);
  });

  it('is disconnected when its token expires', async () => {
    // exp is whole seconds: a 3 s token lives more than 2 s, so well over 1 s remains after connecting.
    const c = await browser(tech, {}, 3);
    const started = Date.now();
    await closed(c, 6000);
    c.end(true);
    expect(Date.now() - started).toBeGreaterThan(1000);
  });

  it('refuses a WebSocket from a foreign origin and leaves other upgrade paths alone', async () => {
    expect(await refusal(browser(tech, { wsOptions: { headers: { Origin: 'http://evil.example' } } }))).not.toBe(
      'connected',
    );
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl, 'mqtt', { headers: { Origin: 'http://evil.example' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => {});
    });
    expect(status).toBe(403);
    await new Promise<void>((resolve) => {
      const ws = new WebSocket(wsUrl.replace('/mqtt', '/other'));
      ws.on('error', () => resolve());
      ws.on('close', () => resolve());
    });
    expect(otherUpgrades).toContain('/other');
  });
});

describe('embedded broker: sessions and the server client', () => {
  it('keeps a QoS 1 message for a persistent session across its reconnect', async () => {
    const clientId = `tech-${Date.now()}`;
    const first = await browser(tech, { clientId, clean: false });
    await first.subscribeAsync(topics.sandbox('persist'), { qos: 1 });
    await first.endAsync();
    await broker.client.publish(topics.sandbox('persist'), 'while away', { qos: 1 });
    const got: string[] = [];
    const second = await browser(tech, { clientId, clean: false }, 300, (c) =>
      c.on('message', (_t, p) => got.push(p.toString())),
    );
    await until(() => got.includes('while away'), 3000, 'the queued message');
    await second.endAsync();
  });

  it('refuses a QoS 1 publish whose handler failed, and takes it when the client sends it again', async () => {
    let attempts = 0;
    const stored: string[] = [];
    const off = await broker.client.subscribe(topics.sandbox('ingest'), async (m) => {
      attempts++;
      if (attempts === 1) throw new Error('database down');
      stored.push(m.payload.toString());
    });
    // The handler runs before the PUBACK: its failure closes the connection (MQTT 3.1.1 has no
    // negative PUBACK), and a client that reconnects sends its unacknowledged message again.
    const c = await browser(tech, { reconnectPeriod: 200 });
    await c.publishAsync(topics.sandbox('ingest'), 'read-1', { qos: 1 });
    expect(stored).toEqual(['read-1']); // acknowledged only after it was handled
    expect(attempts).toBe(2);
    await off();
    await c.endAsync();
  });

  it('is ready while the server client is connected, and closes', async () => {
    expect(await broker.isReady()).toBe(true);
    expect(broker.browserProtocolVersion).toBe(4);
    expect(broker.client.connected).toBe(true);
  });
});

describe('embedded broker: collect helper sanity', () => {
  it('server client publishes reach a browser subscriber', async () => {
    const c = await browser(tech);
    const got = collect(c);
    await c.subscribeAsync(topics.deviceState('cam-1'), { qos: 1 });
    await broker.client.publish(topics.deviceState('cam-1'), '{"status":"online"}', { qos: 1 });
    await until(() => got.length === 1, 3000, 'state message');
    await c.endAsync();
  });

  it('delivers every retained state to a browser even when unretained publishes follow at once', async () => {
    // Aedes numbers each publish and a subscriber drops one numbered below what it last received; a
    // retained publish is stored before it is routed, so a later unretained one used to overtake it.
    const c = await browser(tech);
    const got = collect(c);
    await c.subscribeAsync([topics.deviceState('+'), topics.sandbox('#')], { qos: 1 });
    const sent: Promise<void>[] = [];
    for (let i = 0; i < 50; i++) {
      sent.push(broker.client.publish(topics.deviceState('cam-2'), JSON.stringify({ n: i }), { qos: 1, retain: true }));
      sent.push(broker.client.publish(topics.sandbox('load'), JSON.stringify({ n: i }), { qos: 1 }));
    }
    await Promise.all(sent);
    await until(() => got.length >= 100, 5000, 'all messages').catch(() => {});
    const states = got.filter((m) => m.topic === topics.deviceState('cam-2')).map((m) => JSON.parse(m.payload.toString()).n);
    expect(states).toEqual([...Array(50).keys()]);
    await c.endAsync();
  });
});

describe('embedded broker: WebSocket frames', () => {
  it('sends the pieces of a packet written together as one write (one WebSocket frame)', async () => {
    const sent: Buffer[] = [];
    const stream = oneFramePerPacket(
      new Duplex({
        read() {},
        write(chunk: Buffer, _enc, cb) {
          sent.push(chunk);
          cb();
        },
      }),
    );
    // What mqtt-packet does for one packet: cork, write the pieces, uncork on the next tick.
    stream.cork();
    stream.write(Buffer.from([0x30, 0x07]));
    stream.write(Buffer.from([0x00, 0x01, 0x74]));
    stream.write(Buffer.from('abcd'));
    await new Promise<void>((r) => process.nextTick(() => r(stream.uncork())));
    stream.write(Buffer.from('next'));
    await new Promise((r) => setImmediate(r));
    expect(sent.map((b) => b.toString('hex'))).toEqual(['300700017461626364', Buffer.from('next').toString('hex')]);
  });
});
