// The server's own MQTT connection to an external broker (over TCP/WS), and the ServerMqtt interface
// the embedded broker's in-process client (in-process-client.ts) implements too. Incoming QoS 1
// messages are acknowledged only after their handler resolves, so a read is stored before the broker
// forgets it.
import { topicMatches } from '@yaam/shared/topic-match';
import type { IPublishPacket, MqttClient } from 'mqtt';

import { createInFlight } from './in-flight';

export interface IncomingMessage {
  topic: string;
  payload: Buffer;
  packet: IPublishPacket;
}

/**
 * Resolve when the message is dealt with (stored, or counted as invalid): the PUBACK goes out then.
 * Reject only for a transient failure (database down): the message is left unacknowledged and the
 * client reconnects so the broker delivers it again. A handler that rejects for a bad payload would
 * get it back forever.
 */
export type MessageHandler = (message: IncomingMessage) => Promise<void> | void;

export interface SubscribeOptions {
  qos?: 0 | 1;
  /**
   * Spread the filter over every server process (`$share/yaam-server/…`) on an external MQTT 5
   * broker. The embedded broker has one server process and no shared subscriptions: plain filter.
   */
  shared?: boolean;
}

export interface PublishOptions {
  qos?: 0 | 1;
  retain?: boolean;
}

export interface ServerMqtt {
  readonly connected: boolean;
  /** Resolves on PUBACK for QoS 1 (or when written for QoS 0). */
  publish(topic: string, payload: string | Buffer, options?: PublishOptions): Promise<void>;
  /** Subscribes and routes matching messages to `handler`; returns an unsubscribe function. */
  subscribe(filter: string, handler: MessageHandler, options?: SubscribeOptions): Promise<() => Promise<void>>;
  /** Resolves once connected; rejects after `timeoutMs`. */
  waitConnected(timeoutMs?: number): Promise<void>;
  /** Waits for handlers in flight (at most `graceMs`), then disconnects cleanly. */
  close(graceMs?: number): Promise<void>;
}

export const SHARE_GROUP = 'yaam-server';

interface Route {
  filter: string;
  handler: MessageHandler;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Passed to mqtt.js's handleMessage callback: "read the next packet; this one's PUBACK comes later". */
class AckLater extends Error {}
const ACK_LATER = new AckLater('acknowledged when handled');

/** How long a message that arrived before its subscription was registered waits for it. */
export const UNROUTED_WAIT_MS = 30_000;

interface PendingAck {
  messageId: number;
  /** the connection the message came on: a PUBACK never goes out on a later one */
  stream: unknown;
  settled: boolean;
  ok: boolean;
}

/**
 * PUBACKs for `ids`, in order, as one buffer: four bytes each (type, remaining length 2, packet id),
 * which is a success PUBACK in MQTT 3.1.1 and in MQTT 5 alike (§3.4.2.1: reason code and properties
 * left out). Written at once, a commit's few hundred PUBACKs are one write instead of mqtt.js making
 * and writing three pieces each (the socket's writev alone was 8 % of the main thread's busy time on
 * PostgreSQL + Mosquitto at 12,000 reads/s).
 */
export function pubacks(ids: readonly number[]): Buffer {
  const out = Buffer.allocUnsafe(ids.length * 4);
  ids.forEach((id, i) => {
    out[i * 4] = 0x40;
    out[i * 4 + 1] = 2;
    out.writeUInt16BE(id, i * 4 + 2);
  });
  return out;
}

/**
 * Wraps a client created with `manualConnect` or already connecting. `sharedSubscriptions` is true
 * only for an MQTT 5 external broker.
 */
export function wrapServerClient(
  client: MqttClient,
  opts: { sharedSubscriptions: boolean; log: Log; shareGroup?: string },
): ServerMqtt {
  const routes = new Set<Route>();
  const inFlight = createInFlight();
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closing = false;
  const shareGroup = opts.shareGroup ?? SHARE_GROUP;

  // mqtt.js reads the next packet only after handleMessage calls back, and sends the PUBACK then:
  // waiting there for each handler would handle one message at a time (no batching, one database
  // commit per read). So QoS 1 messages are pipelined: the callback gets ACK_LATER at once (mqtt.js
  // then sends no PUBACK and reads on), and the PUBACKs go out here, in the order the messages came
  // (MQTT 3.1.1 §4.6), each only after its handler resolved. How many are in flight at once is the
  // broker's to keep to: the session's Receive Maximum (external-broker.ts). Reading never stops
  // here: a handler may be waiting for the PUBACK of its own publish on this connection (a device's
  // new state), and a connection that stopped reading once its window was full never got it — every
  // handler behind it waited too, and the server stalled for good (ingest bench, 20,000 reads/s).
  // After a failure nothing more is acknowledged on that connection: the client reconnects and the
  // broker delivers everything unacknowledged again (handlers are idempotent).
  const acks: PendingAck[] = [];
  // A resumed session delivers its queued and unacknowledged messages right after CONNACK, before
  // this process has registered its handlers: such a message waits for a matching subscribe() (up to
  // UNROUTED_WAIT_MS) instead of being acknowledged unhandled, which would lose it.
  const unrouted = new Set<{ topic: string; deliver: (routes: Route[]) => void }>();
  const waitForRoutes = (topic: string) =>
    new Promise<Route[]>((resolve) => {
      const entry = {
        topic,
        deliver: (found: Route[]) => {
          clearTimeout(timer);
          unrouted.delete(entry);
          resolve(found);
        },
      };
      const timer = setTimeout(() => {
        opts.log.warn({ topic }, 'mqtt: message for no subscription of this process; acknowledged and dropped');
        entry.deliver([]);
      }, UNROUTED_WAIT_MS);
      timer.unref();
      unrouted.add(entry);
    });
  let failedStream: unknown = null;
  let drainQueued = false;

  /**
   * Drains the acknowledgements once the promise callbacks of this turn have run: a commit settles
   * its messages one callback after another, and draining in each of them wrote one PUBACK at a time
   * (strace of the server at 8,000 reads/s on PostgreSQL + Mosquitto: 0.67 socket writes a read, and
   * the broker read them one by one). A tick queued from a promise callback runs after the
   * callbacks already queued, so the whole commit's PUBACKs go out in one write.
   */
  function queueDrain() {
    if (drainQueued) return;
    drainQueued = true;
    process.nextTick(() => {
      drainQueued = false;
      drainAcks();
    });
  }

  function drainAcks() {
    let settled = 0;
    while (acks[settled]?.settled) settled++;
    // One splice for the run of settled messages at the front, not a shift each.
    const ids: number[] = [];
    for (const a of acks.splice(0, settled)) {
      if (!a.ok) failedStream = a.stream;
      else if (a.stream === client.stream && a.stream !== failedStream && client.connected) ids.push(a.messageId);
    }
    if (ids.length > 0) client.stream.write(pubacks(ids));
  }

  client.handleMessage = (packet, callback) => {
    const topic = packet.topic;
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    const matching = [...routes].filter((r) => topicMatches(r.filter, topic));
    const run = (found: Route[]) => Promise.all(found.map(async (r) => r.handler({ topic, payload, packet })));
    const work = matching.length > 0 || packet.qos === 0 || closing ? run(matching) : waitForRoutes(topic).then(run);
    const pipelined = packet.qos === 1 && packet.messageId !== undefined;
    const pending: PendingAck | null = pipelined
      ? { messageId: packet.messageId as number, stream: client.stream, settled: false, ok: false }
      : null;
    if (pending) acks.push(pending);
    // Counted until its PUBACK is written (or its failure dealt with): close() waits for that.
    void inFlight.track(() =>
      work.then(
        () => {
          if (pending) {
            pending.settled = true;
            pending.ok = true;
            queueDrain();
          } else callback();
        },
        (err: unknown) => {
          opts.log.error({ err, topic }, 'mqtt: handler failed; message left unacknowledged for redelivery');
          // No PUBACK: the broker keeps the message and sends it again when the session resumes.
          if (pending) {
            pending.settled = true;
            queueDrain();
          } else callback(err instanceof Error ? err : new Error(String(err)));
          if (packet.qos > 0) scheduleRedelivery();
        },
      ),
    );
    if (pending) callback(ACK_LATER);
  };

  function scheduleRedelivery() {
    if (reconnectTimer || closing) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (!closing) client.reconnect();
    }, 1000);
    reconnectTimer.unref();
  }

  const subscribeFilter = (filter: string, shared: boolean | undefined) =>
    shared && opts.sharedSubscriptions ? `$share/${shareGroup}/${filter}` : filter;

  return {
    get connected() {
      return client.connected;
    },
    async publish(topic, payload, options = {}) {
      await client.publishAsync(topic, payload, { qos: options.qos ?? 1, retain: options.retain ?? false });
    },
    async subscribe(filter, handler, options = {}) {
      const route: Route = { filter, handler };
      routes.add(route);
      for (const waiting of [...unrouted]) {
        if (topicMatches(filter, waiting.topic)) waiting.deliver([...routes].filter((r) => topicMatches(r.filter, waiting.topic)));
      }
      const wire = subscribeFilter(filter, options.shared);
      try {
        const granted = await client.subscribeAsync(wire, { qos: options.qos ?? 1 });
        const refused = granted.find((g) => g.qos === 128 || g.qos > 2);
        if (refused) throw new Error(`broker refused subscription to ${wire}`);
      } catch (err) {
        routes.delete(route);
        throw err;
      }
      return async () => {
        routes.delete(route);
        if (client.connected) await client.unsubscribeAsync(wire);
      };
    },
    waitConnected(timeoutMs = 10_000) {
      if (client.connected) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          client.off('connect', onConnect);
          reject(new Error(`mqtt: not connected after ${timeoutMs} ms`));
        }, timeoutMs);
        timer.unref();
        const onConnect = () => {
          clearTimeout(timer);
          resolve();
        };
        client.once('connect', onConnect);
      });
    },
    async close(graceMs = 5000) {
      closing = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await inFlight.settle(graceMs);
      // force=false waits for our own QoS 1 publishes in flight to be acknowledged; a broker that is
      // gone would make that wait forever, so force it when not connected.
      await client.endAsync(!client.connected);
    },
  };
}
