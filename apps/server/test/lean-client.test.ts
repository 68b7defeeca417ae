// The benchmark's minimal MQTT 3.1.1 device client (tools/simulator/lean-client.ts) against the
// server's broker (the embedded one, or MQTT_URL): what it publishes at QoS 1 is acknowledged once and
// stored, large packets included; a wrong secret is refused; its last will goes out when it drops.
import { DEVICE_LAST_WILL, topics } from '@yaam/shared/topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LeanClient } from '../../../tools/simulator/lean-client';
import { REAL_MQTT } from './helpers';
import { aRead, eventually, startIngestApp, unique, type IngestApp } from './ingest-fixtures';

let a: IngestApp;
const clients: LeanClient[] = [];
beforeAll(async () => {
  a = await startIngestApp();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await a?.close();
});

function connect(id: string, password: string): LeanClient {
  const will = { topic: topics.deviceStatus(id), payload: Buffer.from(DEVICE_LAST_WILL), qos: 1 as const, retain: true };
  const client = new LeanClient(a.deviceUrl, { clientId: `${id}-lean`, username: id, password, will });
  clients.push(client);
  return client;
}

const connected = (client: LeanClient) =>
  new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });

describe('the lean device client', () => {
  it('publishes at QoS 1: every message acknowledged once, every read stored, packets past 16 KB too', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'lean-secret');
    const client = connect(id, 'lean-secret');
    await connected(client);
    expect(client.connected).toBe(true);
    const acks = new Map<number, number>();
    const errors: Error[] = [];
    const publish = (n: number, body: unknown) =>
      new Promise<void>((resolve) =>
        client.publish(topics.deviceReads(id), JSON.stringify(body), { qos: 1 }, (err) => {
          if (err) errors.push(err);
          acks.set(n, (acks.get(n) ?? 0) + 1);
          resolve();
        }),
      );
    // 1,500 single reads in one go (their packets leave together), then one array of 150 reads:
    // ~30 KB, a three-byte remaining length.
    const singles = Array.from({ length: 1500 }, (_, i) => publish(i, aRead(`${id}-${i}`, { plate: `กข ${1000 + (i % 9000)}` })));
    const big = Array.from({ length: 150 }, (_, i) => aRead(`${id}-big-${i}`, { plate: 'ฮฮ 9999' }));
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(16_384);
    await Promise.all([...singles, publish(1500, big)]);
    expect(errors).toEqual([]);
    expect(acks.size).toBe(1501);
    expect([...acks.values()].every((n) => n === 1)).toBe(true);
    await eventually(async () => (await a.countReads('device_id = $1', [id])) === 1650, 15_000, '1,650 reads stored');
    expect(await a.countReads("device_id = $1 AND plate = 'ฮฮ9999'", [id])).toBe(150);
  });

  it.skipIf(Boolean(REAL_MQTT))('is refused with a wrong secret: an error, never connected', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'right');
    const client = connect(id, 'wrong');
    await expect(connected(client)).rejects.toThrow(/CONNACK/);
    expect(client.connected).toBe(false);
  });

  it('has its last will published when its connection drops', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'will-secret');
    const client = connect(id, 'will-secret');
    await connected(client);
    await client.publishAsync(topics.deviceStatus(id), JSON.stringify({ status: 'online' }), { qos: 1, retain: true });
    const events = () => a.t.db.database.query<{ s: string }>("SELECT status || ':' || reason AS s FROM device_status_events WHERE device_id = $1 ORDER BY id", [id]);
    await eventually(async () => (await events()).length === 1, 10_000, 'online');
    await client.endAsync(true);
    expect(client.connected).toBe(false);
    await eventually(async () => (await events()).length === 2, 10_000, 'offline by the last will');
    expect((await events()).map((e) => e.s)).toEqual(['online:status-message', 'offline:last-will']);
  });
});
