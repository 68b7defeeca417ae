// The server's own MQTT connection, the same mqtt.js code against the embedded Aedes (over an
// in-process stream) and an external broker (over TCP/WS). Incoming QoS 1 messages are acknowledged
// only after their handler resolves, so a read is stored before the broker forgets it.
import type { IPublishPacket, MqttClient } from 'mqtt';

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
  /** The underlying mqtt.js client, for what the wrapper does not cover. Do not replace handleMessage. */
  readonly mqtt: MqttClient;
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

/** MQTT filter matching (`+` one level, `#` the rest); `$…` topics only match filters starting with `$`. */
export function topicMatches(filter: string, topic: string): boolean {
  if (topic.startsWith('$') !== filter.startsWith('$')) return false;
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}

interface Route {
  filter: string;
  handler: MessageHandler;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Wraps a client created with `manualConnect` or already connecting. `sharedSubscriptions` is true
 * only for an MQTT 5 external broker.
 */
export function wrapServerClient(client: MqttClient, opts: { sharedSubscriptions: boolean; log: Log }): ServerMqtt {
  const routes = new Set<Route>();
  const inFlight = new Set<Promise<unknown>>();
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closing = false;

  // mqtt.js sends the PUBACK when handleMessage calls back, for MQTT 3.1.1 and 5 alike
  // (customHandleAcks is ignored below protocol 5, and it runs before the message is handled).
  client.handleMessage = (packet, callback) => {
    const topic = packet.topic;
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    const matching = [...routes].filter((r) => topicMatches(r.filter, topic));
    const work = Promise.all(matching.map(async (r) => r.handler({ topic, payload, packet })));
    inFlight.add(work);
    work.then(
      () => {
        inFlight.delete(work);
        callback();
      },
      (err: unknown) => {
        inFlight.delete(work);
        opts.log.error({ err, topic }, 'mqtt: handler failed; message left unacknowledged for redelivery');
        // No PUBACK: the broker keeps the message and sends it again when the session resumes.
        callback(err instanceof Error ? err : new Error(String(err)));
        if (packet.qos > 0) scheduleRedelivery();
      },
    );
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
    shared && opts.sharedSubscriptions ? `$share/${SHARE_GROUP}/${filter}` : filter;

  return {
    mqtt: client,
    get connected() {
      return client.connected;
    },
    async publish(topic, payload, options = {}) {
      await client.publishAsync(topic, payload, { qos: options.qos ?? 1, retain: options.retain ?? false });
    },
    async subscribe(filter, handler, options = {}) {
      const route: Route = { filter, handler };
      routes.add(route);
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
      if (inFlight.size > 0) {
        const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
        await Promise.race([Promise.allSettled([...inFlight]), grace]);
      }
      // force=false waits for our own QoS 1 publishes in flight to be acknowledged; a broker that is
      // gone would make that wait forever, so force it when not connected.
      await client.endAsync(!client.connected);
    },
  };
}
