// The server's own "connection" to the embedded Aedes, without a connection: it publishes with
// aedes.publish and receives what clients publish inside the broker's authorizePublish hook, before
// the broker sends the PUBACK (Aedes 1.x acknowledges a QoS 1 publish before it routes it, so a
// subscriber could only ever see a message the device had already been told was received).
//
// A message a client publishes is handed to the matching handlers first; only when they resolve does
// the broker acknowledge and route it, and a handler that rejects (database down) makes the broker
// refuse the publish: MQTT 3.1.1 has no negative PUBACK, so Aedes closes that connection and the
// device sends the message again when it reconnects. What reaches the broker any other way (the
// server's own publishes) is delivered to the handlers through the broker's emitter.
import type { Aedes, AedesPublishPacket, PublishPacket } from 'aedes';

import { topicMatches } from '@yaam/shared/topic-match';

import { createInFlight } from './in-flight';
import type { MessageHandler, ServerMqtt } from './server-client';

interface Route {
  filter: string;
  handler: MessageHandler;
}

interface Log {
  error(obj: object, msg: string): void;
}

export interface InProcessServerClient extends ServerMqtt {
  /**
   * Call from authorizePublish once the client may publish: runs the matching handlers and resolves
   * when they are done; rejects when one failed (refuse the publish then).
   */
  handleClientPublish(packet: PublishPacket): Promise<void>;
}

export function createInProcessServerClient(aedes: Aedes, log: Log): InProcessServerClient {
  const routes = new Set<Route>();
  const inFlight = createInFlight();
  // Payloads already handled in authorizePublish carry HANDLED: the broker routes the same Buffer
  // afterwards, and the emitter listeners must not hand it to the handlers a second time. (A mark on
  // the Buffer rather than a WeakSet entry: an entry per message costs the garbage collector.)
  const HANDLED = Symbol('yaam.handled');
  type Marked = Buffer & { [HANDLED]?: true };
  const isHandled = (payload: Buffer) => (payload as Marked)[HANDLED] === true;
  let closed = false;
  let retainedTail: Promise<void> | null = null;

  const toBuffer = (payload: Buffer | string) => (Buffer.isBuffer(payload) ? payload : Buffer.from(payload));

  return {
    get connected() {
      return !closed && !aedes.closed;
    },

    async handleClientPublish(packet) {
      // Usually one route matches (the ingest's, or the device status's): no list for it.
      let first: Route | null = null;
      let more: Route[] | null = null;
      for (const r of routes) {
        if (!topicMatches(r.filter, packet.topic)) continue;
        if (!first) first = r;
        else (more ??= [first]).push(r);
      }
      if (!first) return;
      const payload = toBuffer(packet.payload);
      if (payload !== packet.payload) packet.payload = payload;
      // A live message, as a subscriber receives it: the retain flag is set only on messages a broker
      // replays from its store to a new subscription (MQTT 3.1.1 §3.3.1.3), and handlers rely on that.
      const { topic, qos, dup, messageId } = packet;
      const message = { topic, payload, packet: { cmd: 'publish' as const, topic, payload, qos, dup, retain: false, messageId } };
      const only = first;
      // A handler that throws rejects either way.
      await inFlight.track<unknown>(() => (more ? Promise.all(more.map((r) => r.handler(message))) : only.handler(message)));
      (payload as Marked)[HANDLED] = true;
    },

    publish(topic, payload, options = {}) {
      if (closed) return Promise.reject(new Error('mqtt: the server client is closed'));
      const packet: PublishPacket = {
        cmd: 'publish',
        topic,
        payload: toBuffer(payload),
        qos: options.qos ?? 1,
        retain: options.retain ?? false,
        dup: false,
      };
      // Aedes numbers a packet when publish is called and a subscriber drops any packet numbered below
      // the last one it received. A retained packet is stored before it is routed, so a publish called
      // after it would be routed first and the retained one (a device's new state) would then be
      // dropped by every browser that receives both. While a retained publish is on its way, later
      // publishes wait for it; otherwise they go straight through.
      const send = () => new Promise<void>((resolve, reject) => aedes.publish(packet, (err) => (err ? reject(err) : resolve())));
      const sent = retainedTail ? retainedTail.then(send, send) : send();
      if (packet.retain) {
        const tail = sent.catch(() => {});
        retainedTail = tail;
        void tail.then(() => {
          if (retainedTail === tail) retainedTail = null;
        });
      }
      return sent;
    },

    async subscribe(filter, handler) {
      const route: Route = { filter, handler };
      routes.add(route);
      // Messages that did not come through authorizePublish (the server's own publishes).
      const listener = (packet: AedesPublishPacket, cb: () => void) => {
        const payload = toBuffer(packet.payload);
        if (isHandled(payload) || !routes.has(route)) return cb();
        cb();
        inFlight.track(async () => {
          await Promise.resolve(); // not inside the broker's emit
          return handler({ topic: packet.topic, payload, packet });
        }).catch((err: unknown) =>
          log.error({ err, topic: packet.topic }, 'mqtt: handler failed'),
        );
      };
      await new Promise<void>((resolve) => aedes.subscribe(filter, listener, () => resolve()));
      return async () => {
        routes.delete(route);
        await new Promise<void>((resolve) => aedes.unsubscribe(filter, listener, () => resolve()));
      };
    },

    waitConnected() {
      return closed ? Promise.reject(new Error('mqtt: the server client is closed')) : Promise.resolve();
    },

    async close(graceMs = 5000) {
      closed = true;
      await inFlight.settle(graceMs);
      routes.clear();
    },
  };
}
