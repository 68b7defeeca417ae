// An external broker (MQTT_URL, e.g. Mosquitto): the server is an MQTT 5 client with a persistent
// session, reconnecting on its own; browsers and devices connect to that broker, not to us.
import os from 'node:os';

import { connect } from 'mqtt';

import type { Broker, BrokerDeps } from './broker';
import { createDynsec } from './dynsec';
import { wrapServerClient, type ServerMqtt } from './server-client';
import { createUserAccounts } from './user-accounts';

/**
 * The Receive Maximum of the server's sessions: how many unacknowledged QoS 1 messages the broker
 * sends one of them at once. What a session cannot take in flight waits in the broker's queue for
 * it, and a broker with its default limits drops past that (Mosquitto: 1,000 queued per session,
 * after it acknowledged the device). At 1,000 in flight a slow patch of the database (a checkpoint, a GIN pending-list
 * merge: batches 3–5× slower for several seconds) or the first second of a cold start filled
 * both on the machine's Mosquitto and lost reads at 11,000–13,500 reads/s in the ingest bench; at
 * 5,000 none were lost up to 14,750 (the highest rate either setup kept up with). Each costs the
 * server a packet and its promise until its batch commits (~20,000 with four connections: some
 * tens of MB at worst).
 */
export const RECEIVE_MAXIMUM = 5000;
/** How long the broker keeps our session (and QoS 1 messages for it) while we are away. */
const SESSION_EXPIRY_SEC = 3600;
/** Start-up waits this long for the broker, then goes on unready (/readyz) and keeps trying. */
const FIRST_CONNECT_WAIT_MS = 5000;
/** How often expired browser accounts left behind by a stopped server are removed. */
const USER_SWEEP_MS = 15 * 60_000;

/**
 * The client ids of a server's connections (its sessions on the broker): one per host and port, so a
 * restarted server resumes them.
 */
export function serverClientIds(port: number, connections: number, base = `yaam-server-${os.hostname()}-${port}`): string[] {
  return Array.from({ length: connections }, (_, i) => (i === 0 ? base : `${base}-${i}`));
}

export async function createExternalBroker(deps: BrokerDeps): Promise<Broker> {
  const { config, log } = deps;
  const url = config.mqtt.url;
  if (!url) throw new Error('createExternalBroker needs config.mqtt.url');
  const ids = serverClientIds(config.port, config.mqtt.connections, deps.clientId);

  // Several connections, each a persistent session in the share group. The ingest acknowledges a read
  // only once its batch is committed, so the number of unacknowledged messages the broker lets one
  // session have in flight caps throughput at that many reads per commit. MQTT 5's Receive Maximum
  // tells the broker how many we take: without it Mosquitto uses its max_inflight_messages (20 by
  // default), which held the server to ~80 reads per commit. The first connection also publishes
  // and carries the server's other subscriptions.
  const MQTTJS_DEBUG = /mqttjs/.test(process.env.DEBUG ?? '');
  const connections = Array.from({ length: config.mqtt.connections }, (_, i) => {
    const mqtt = connect(url, {
      protocolVersion: 5,
      clientId: ids[i],
      clean: false,
      properties: { sessionExpiryInterval: SESSION_EXPIRY_SEC, receiveMaximum: RECEIVE_MAXIMUM },
      username: config.mqtt.username,
      ...(config.mqtt.password !== undefined ? { password: config.mqtt.password } : {}),
      keepalive: 30,
      reconnectPeriod: 1000,
      connectTimeout: 5000,
      // A refused CONNACK (bad password) is retried too: the operator may be fixing the broker's side.
      reconnectOnConnackError: true,
      // mqtt.js logs every packet through `debug`; switched off that is still a call or two per read.
      // DEBUG=mqttjs* keeps its log for finding a broker problem.
      ...(MQTTJS_DEBUG ? {} : { log: () => {} }),
    });
    if (i === 0) {
      let wasConnected = false;
      mqtt.on('connect', () => {
        if (wasConnected) log.info({ url: redact(url) }, 'mqtt: reconnected to the broker');
        wasConnected = true;
      });
      mqtt.on('offline', () => log.warn({ url: redact(url) }, 'mqtt: broker unreachable, retrying'));
    }
    // Small packets back to back (a read's PUBACK, then its alert) must not wait for the broker's
    // delayed ACK of the first (Nagle's algorithm: up to 40 ms per message).
    mqtt.on('connect', () => (mqtt.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true));
    mqtt.on('error', (err) => log.warn({ err: err.message, connection: i }, 'mqtt: broker connection error'));
    return wrapServerClient(mqtt, { sharedSubscriptions: true, log, shareGroup: config.mqtt.shareGroup });
  });
  const client = poolServerClients(connections);
  await client.waitConnected(FIRST_CONNECT_WAIT_MS).catch(() => {
    log.warn({ url: redact(url) }, 'mqtt: broker not reachable at start; the server is unready until it is');
  });
  const dynsec = createDynsec(client);
  const userAccounts = createUserAccounts(dynsec, log);
  const sweep = () =>
    void userAccounts.sweep().catch((err: unknown) => {
      log.debug({ err }, 'mqtt: could not sweep expired browser accounts (dynamic-security)');
    });
  if (client.connected) sweep();
  const sweeper = setInterval(sweep, USER_SWEEP_MS);
  sweeper.unref();

  return {
    browserProtocolVersion: 5,
    client,
    deviceAccounts: dynsec,
    userAccounts,
    attach() {},
    async isReady() {
      return connections.every((c) => c.connected);
    },
    async disconnectDevice(deviceId) {
      try {
        await dynsec.setEnabled(deviceId, false);
      } catch (err) {
        log.warn({ err, deviceId }, 'mqtt: could not disable the device at the broker (dynamic-security)');
        throw err;
      }
    },
    async close() {
      clearInterval(sweeper);
      userAccounts.close();
      await client.close();
    },
  };
}

/**
 * One ServerMqtt over several connections: publishes and plain subscriptions on the first, shared
 * subscriptions on every one (the broker spreads the group's messages over all of them).
 */
export function poolServerClients(connections: ServerMqtt[]): ServerMqtt {
  const [first] = connections;
  if (!first) throw new Error('poolServerClients needs a connection');
  return {
    get connected() {
      return first.connected;
    },
    publish: (topic, payload, options) => first.publish(topic, payload, options),
    async subscribe(filter, handler, options = {}) {
      if (!options.shared) return first.subscribe(filter, handler, options);
      const offs = await Promise.all(connections.map((c) => c.subscribe(filter, handler, options)));
      return async () => {
        await Promise.all(offs.map((off) => off()));
      };
    },
    waitConnected: (timeoutMs) => Promise.all(connections.map((c) => c.waitConnected(timeoutMs))).then(() => {}),
    async close(graceMs) {
      await Promise.all(connections.map((c) => c.close(graceMs)));
    },
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
