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
  const inFlight = new Set<Promise<unknown>>();
  // Payloads already handled in authorizePublish carry HANDLED: the broker routes the same Buffer
  // afterwards, and the emitter listeners must not hand it to the handlers a second time. (A mark on
  // the Buffer rather than a WeakSet entry: an entry per message costs the garbage collector.)
  const HANDLED = Symbol('yaam.handled');
  type Marked = Buffer & { [HANDLED]?: true };
  const isHandled = (payload: Buffer) => (payload as Marked)[HANDLED] === true;
  let closed = false;
  let retainedTail: Promise<void> | null = null;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  };

  const toBuffer = (payload: Buffer | string) => (Buffer.isBuffer(payload) ? payload : Buffer.from(payload));

  return {
    get connected() {
      return !closed && !aedes.closed;
    },

    async handleClientPublish(packet) {
      const matching: Route[] = [];
      for (const r of routes) if (topicMatches(r.filter, packet.topic)) matching.push(r);
      if (matching.length === 0) return;
      const payload = toBuffer(packet.payload);
      if (payload !== packet.payload) packet.payload = payload;
      // A live message, as a subscriber receives it: the retain flag is set only on messages a broker
      // replays from its store to a new subscription (MQTT 3.1.1 §3.3.1.3), and handlers rely on that.
      const message = { topic: packet.topic, payload, packet: { ...packet, payload, retain: false } };
      // One route (the usual case) goes without Promise.all; a handler that throws rejects either way.
      const run = async (r: Route) => r.handler(message);
      await track<unknown>(matching.length === 1 ? run(matching[0]!) : Promise.all(matching.map(run)));
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
        track(Promise.resolve().then(() => handler({ topic: packet.topic, payload, packet }))).catch((err: unknown) =>
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
      if (inFlight.size > 0) {
        const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
        await Promise.race([Promise.allSettled([...inFlight]), grace]);
      }
      routes.clear();
    },
  };
}
