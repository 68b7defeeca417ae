import type { IPublishPacket, MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';

import { pubacks, wrapServerClient } from './server-client';

describe('pubacks', () => {
  it('writes one four-byte PUBACK per id, in order', () => {
    expect([...pubacks([1, 0x1234, 65535])]).toEqual([0x40, 2, 0, 1, 0x40, 2, 0x12, 0x34, 0x40, 2, 0xff, 0xff]);
    expect(pubacks([]).length).toBe(0);
  });
});

/** What wrapServerClient uses of an mqtt.js client, with the socket's writes recorded. */
function fakeClient() {
  const writes: Buffer[] = [];
  const client = {
    connected: true,
    stream: { write: (b: Buffer) => writes.push(Buffer.from(b)) },
    handleMessage: (() => {}) as MqttClient['handleMessage'],
    subscribeAsync: async () => [{ qos: 1 }],
    reconnect() {},
  };
  return { client, writes };
}

const publish = (messageId: number): IPublishPacket => ({ cmd: 'publish', topic: 'yaam/v1/devices/cam-1/reads', payload: Buffer.from('{}'), qos: 1, dup: false, retain: false, messageId });

describe('wrapServerClient acknowledgements', () => {
  it('acknowledges the messages one commit settled in one write, in the order they came', async () => {
    const { client, writes } = fakeClient();
    const log = { warn() {}, error() {} };
    const server = wrapServerClient(client as unknown as MqttClient, { sharedSubscriptions: true, log });
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    await server.subscribe('yaam/v1/devices/+/reads', async () => {
      await committed;
    });
    const ids = Array.from({ length: 300 }, (_, i) => i + 1);
    for (const id of ids) client.handleMessage(publish(id), () => {});
    await new Promise((r) => setImmediate(r));
    expect(writes).toHaveLength(0); // nothing acknowledged before the commit
    commit();
    await new Promise((r) => setImmediate(r));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual(pubacks(ids));
  });

  it('holds back the PUBACK of a message whose handler has not finished, and of every one after it', async () => {
    const { client, writes } = fakeClient();
    const server = wrapServerClient(client as unknown as MqttClient, { sharedSubscriptions: true, log: { warn() {}, error() {} } });
    const release = new Map<number, () => void>();
    await server.subscribe('yaam/v1/devices/+/reads', (m) => new Promise<void>((resolve) => release.set(m.packet.messageId ?? 0, resolve)));
    for (const id of [1, 2, 3]) client.handleMessage(publish(id), () => {});
    release.get(2)!();
    release.get(3)!();
    await new Promise((r) => setImmediate(r));
    expect(writes).toHaveLength(0);
    release.get(1)!();
    await new Promise((r) => setImmediate(r));
    expect(Buffer.concat(writes)).toEqual(pubacks([1, 2, 3]));
  });
});
