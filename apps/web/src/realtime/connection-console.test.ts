// What the MQTT console needs from the one connection: when the state last changed and to what it
// connects, each filter's SUBACK (refusals included), raw messages with QoS and retain, and publish.
// mqtt.js is replaced by a small fake client here; the e2e spec runs the same paths against the broker.
import { EventEmitter } from 'node:events';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type SubscribeCallback = (err: Error | null, granted?: Array<{ topic: string; qos: number }>, packet?: { granted: number[] }) => void;

class FakeClient extends EventEmitter {
  connected = false;
  options: Record<string, unknown>;
  subscribes: Array<{ filter: string; qos: number; cb: SubscribeCallback }> = [];
  unsubscribes: string[] = [];
  published: Array<{ topic: string; payload: string; opts: unknown }> = [];
  constructor(
    readonly url: string,
    options: Record<string, unknown>,
  ) {
    super();
    this.options = options;
  }
  subscribe(filter: string, opts: { qos: number }, cb: SubscribeCallback) {
    this.subscribes.push({ filter, qos: opts.qos, cb });
    return this;
  }
  unsubscribe(filter: string) {
    this.unsubscribes.push(filter);
    return this;
  }
  publish(topic: string, payload: string, opts: unknown, cb: (err?: Error) => void) {
    this.published.push({ topic, payload, opts });
    cb();
    return this;
  }
  end() {
    this.connected = false;
    return this;
  }
  reconnect() {
    return this;
  }
  /** The broker's CONNACK. */
  up() {
    this.connected = true;
    this.emit('connect');
  }
  /** The broker's SUBACK for the latest SUBSCRIBE of `filter`, as mqtt.js reports it. */
  suback(filter: string, code: number) {
    const sub = [...this.subscribes].reverse().find((s) => s.filter === filter);
    if (!sub) throw new Error(`no SUBSCRIBE for ${filter}`);
    if (code & 0x80) sub.cb(Object.assign(new Error('Subscribe error: Unspecified error'), { code }), [{ topic: filter, qos: sub.qos }], { granted: [code] });
    else sub.cb(null, [{ topic: filter, qos: code }], { granted: [code] });
  }
}

const clients: FakeClient[] = [];
vi.mock('mqtt', () => ({
  connect: (url: string, options: Record<string, unknown>) => {
    const c = new FakeClient(url, options);
    clients.push(c);
    return c;
  },
}));

const { connectionDetails, connectionState, connectRealtime, disconnectRealtime, publishMessage, subscribeOutcome, subscribeTopic } = await import('./connection');

const input = { url: 'ws://localhost:3000/mqtt', protocolVersion: 4, username: 'u1', getPassword: () => 'a.b.c' };
const last = () => clients[clients.length - 1] as FakeClient;

beforeEach(async () => {
  await connectRealtime(input);
});
afterEach(() => {
  disconnectRealtime();
  connectionState.set('idle');
  vi.useRealTimers();
});

describe('connection details', () => {
  it('records the broker URL, client id and protocol, and when the state last changed', () => {
    const d = connectionDetails.get();
    expect(d.url).toBe('ws://localhost:3000/mqtt');
    expect(d.clientId).toBe(last().options.clientId);
    expect(d.protocolVersion).toBe(4);
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z') });
    last().up();
    expect(connectionState.get()).toBe('connected');
    expect(connectionDetails.get().since).toBe(Date.parse('2026-01-02T03:04:05Z'));
    vi.setSystemTime(new Date('2026-01-02T03:05:00Z'));
    connectionState.set('connected'); // no change, no new time
    expect(connectionDetails.get().since).toBe(Date.parse('2026-01-02T03:04:05Z'));
    last().emit('offline');
    expect(connectionDetails.get().since).toBe(Date.parse('2026-01-02T03:05:00Z'));
    disconnectRealtime();
    expect(connectionDetails.get().clientId).toBeNull();
  });
});

describe('subscriptions and their SUBACK', () => {
  it('subscribes on connect with the requested QoS and reports a grant', () => {
    const outcomes: unknown[] = [];
    const off = subscribeTopic('yaam/v1/sandbox/#', () => {}, { qos: 1, onSuback: (o) => outcomes.push(o) });
    expect(last().subscribes).toHaveLength(0); // not connected yet
    last().up();
    expect(last().subscribes.map((s) => [s.filter, s.qos])).toEqual([['yaam/v1/sandbox/#', 1]]);
    last().suback('yaam/v1/sandbox/#', 1);
    expect(outcomes).toEqual([{ granted: true, qos: 1 }]);
    // A later listener hears the last answer at once.
    const late: unknown[] = [];
    const off2 = subscribeTopic('yaam/v1/sandbox/#', () => {}, { onSuback: (o) => late.push(o) });
    expect(late).toEqual([{ granted: true, qos: 1 }]);
    expect(last().subscribes).toHaveLength(1);
    off();
    expect(last().unsubscribes).toEqual([]);
    off2();
    expect(last().unsubscribes).toEqual(['yaam/v1/sandbox/#']);
  });

  it('reports a refusal (SUBACK 0x80) instead of swallowing it, and again after a reconnect', () => {
    last().up();
    const outcomes: unknown[] = [];
    const off = subscribeTopic('#', () => {}, { onSuback: (o) => outcomes.push(o) });
    last().suback('#', 0x80);
    expect(outcomes).toEqual([{ granted: false, code: 0x80, reason: 'Unspecified error' }]);
    last().connected = false;
    last().up();
    last().suback('#', 0x87);
    expect(outcomes[1]).toEqual({ granted: false, code: 0x87, reason: 'Not authorized' });
    off();
  });

  it('subscribes again to raise the QoS of a filter already held', () => {
    last().up();
    const offA = subscribeTopic('yaam/v1/alerts/+', () => {});
    const offB = subscribeTopic('yaam/v1/alerts/+', () => {}, { qos: 2 });
    expect(last().subscribes.map((s) => s.qos)).toEqual([0, 2]);
    offA();
    offB();
  });
});

describe('messages', () => {
  it('hands raw bytes, QoS and retain, once per handler even under overlapping filters', () => {
    last().up();
    const seen: Array<[string, unknown, number, boolean, string]> = [];
    const handler = (topic: string, body: unknown, meta: { payload: Uint8Array; qos: number; retain: boolean }) =>
      seen.push([topic, body, meta.qos, meta.retain, new TextDecoder().decode(meta.payload)]);
    const other: string[] = [];
    const offs = [
      subscribeTopic('yaam/v1/sandbox/#', handler),
      subscribeTopic('yaam/v1/sandbox/+', handler),
      subscribeTopic('yaam/v1/sandbox/+', (t) => other.push(t)),
    ];
    last().emit('message', 'yaam/v1/sandbox/x', Buffer.from('{"a":1}'), { qos: 1, retain: true });
    last().emit('message', 'yaam/v1/alerts/BKK01', Buffer.from('nope'), { qos: 0, retain: false });
    expect(seen).toEqual([['yaam/v1/sandbox/x', { a: 1 }, 1, true, '{"a":1}']]);
    expect(other).toEqual(['yaam/v1/sandbox/x']);
    for (const off of offs) off();
  });
});

describe('publish', () => {
  it('publishes with QoS and retain when connected, and refuses when not', async () => {
    await expect(publishMessage('yaam/v1/sandbox/t', 'x', { qos: 0, retain: false })).rejects.toThrow(/Not connected/);
    last().up();
    await publishMessage('yaam/v1/sandbox/t', '{"b":2}', { qos: 1, retain: true });
    expect(last().published).toEqual([{ topic: 'yaam/v1/sandbox/t', payload: '{"b":2}', opts: { qos: 1, retain: true } }]);
  });
});

describe('subscribeOutcome', () => {
  it('reads mqtt.js callbacks', () => {
    expect(subscribeOutcome(null, [{ topic: 'a', qos: 1 }], { granted: [1] })).toEqual({ granted: true, qos: 1 });
    expect(subscribeOutcome(null, [], undefined)).toBeNull(); // already subscribed: nothing sent
    expect(subscribeOutcome(new Error('client disconnecting'), undefined, undefined)).toBeNull();
    expect(subscribeOutcome(Object.assign(new Error('Subscribe error'), { code: 135 }), undefined, undefined)).toEqual({ granted: false, code: 135, reason: 'Not authorized' });
    expect(subscribeOutcome(new Error('Invalid topic a/#/b'), undefined, undefined)).toEqual({ granted: false, code: null, reason: 'Invalid topic a/#/b' });
    expect(subscribeOutcome(null, [{ topic: 'a', qos: 128 }], undefined)).toEqual({ granted: false, code: 128, reason: 'Unspecified error' });
  });
});
