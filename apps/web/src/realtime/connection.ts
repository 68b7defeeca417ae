// The one MQTT-over-WebSocket connection of the browser (SPEC §7/§9). Broker URL and protocol come
// from the runtime configuration; the login from POST /api/realtime/credentials (credentials.ts):
// the user id and access token (DESIGN §1) with the embedded broker, a provisioned account with an
// external Mosquitto.
import { MQTT_CLIENT_ID_PREFIX, MQTT_CONNECT_TIMEOUT_MS, MQTT_KEEPALIVE_S, MQTT_RECONNECT_PERIOD_MS } from '@yaam/shared/spec';
import { topicMatches } from '@yaam/shared/topic-match';
import type * as Mqtt from 'mqtt';
import type { IClientOptions, ISubscriptionGrant, MqttClient } from 'mqtt';

import { createStore, useStore } from '../lib/store';
import { createCredentialSource, type CredentialSource } from './credentials';

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed' | 'offline' | 'ended';

export const connectionState = createStore<ConnectionState>('idle');
export const useConnectionState = () => useStore(connectionState);

/** What the MQTT console shows about the connection: when its state last changed, and to what it connects. */
export interface ConnectionDetails {
  /** Epoch ms of the last change of connectionState. */
  since: number;
  url: string | null;
  clientId: string | null;
  protocolVersion: 4 | 5 | null;
}

export const connectionDetails = createStore<ConnectionDetails>({ since: Date.now(), url: null, clientId: null, protocolVersion: null });
export const useConnectionDetails = () => useStore(connectionDetails);
connectionState.subscribe(() => connectionDetails.set((d) => ({ ...d, since: Date.now() })));

export function randomSuffix(bytes = 6): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return [...values].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function isSupportedProtocol(version: unknown): version is 4 | 5 {
  return version === 4 || version === 5;
}

export interface ConnectInput {
  url: string;
  protocolVersion: number;
  username: string;
  getPassword: () => string;
  /**
   * POST /api/realtime/credentials. When given, the login comes from its answer (and is fetched again
   * when provisioned credentials expired or were refused); without it, username and getPassword.
   */
  fetchCredentials?: () => Promise<unknown>;
}

/** CONNACK codes of a refused login: MQTT 3.1.1 bad credentials / not authorised, MQTT 5 0x86 / 0x87. */
const LOGIN_REFUSED = new Set([4, 5, 0x86, 0x87]);

export function mqttOptions(input: ConnectInput): IClientOptions {
  if (!isSupportedProtocol(input.protocolVersion)) throw new Error(`Unsupported MQTT protocol version: ${String(input.protocolVersion)}`);
  const url = new URL(input.url, window.location.href);
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new Error(`Refused broker URL protocol: ${url.protocol}`);
  return {
    clientId: `${MQTT_CLIENT_ID_PREFIX}${randomSuffix()}`,
    protocolVersion: input.protocolVersion,
    clean: true,
    keepalive: MQTT_KEEPALIVE_S,
    reconnectPeriod: MQTT_RECONNECT_PERIOD_MS,
    connectTimeout: MQTT_CONNECT_TIMEOUT_MS,
    rejectUnauthorized: false,
    username: input.username,
    password: input.getPassword(),
  };
}

export type QoS = 0 | 1 | 2;

/** The message as it came from the broker, for handlers that need more than the parsed body. */
export interface MessageMeta {
  payload: Uint8Array;
  qos: QoS;
  retain: boolean;
}

type Handler = (topic: string, payload: unknown, meta: MessageMeta) => void;

/** The broker's answer to a SUBSCRIBE of one filter (SUBACK). */
export type SubscribeOutcome = { granted: true; qos: QoS } | { granted: false; code: number | null; reason: string };

export interface SubscribeOptions {
  /** Requested QoS; a filter already subscribed is subscribed again only to raise it. */
  qos?: QoS;
  /** Called with each SUBACK for the filter (again after a reconnect), and at once with the last one known. */
  onSuback?: (outcome: SubscribeOutcome) => void;
}

let client: MqttClient | null = null;
let credentials: CredentialSource | null = null;
/** Bumped by each connect and disconnect: an older connect still fetching gives up. */
let generations = 0;
const retries = new Set<ReturnType<typeof setTimeout>>();
const handlers = new Map<string, Set<Handler>>();
const filterQos = new Map<string, QoS>();
const subackListeners = new Map<string, Set<(outcome: SubscribeOutcome) => void>>();
const lastSuback = new Map<string, SubscribeOutcome>();

/** SUBACK reason codes of MQTT 3.1.1 (0x80) and 5 (0x80…0xA2) a console can name. */
export const SUBACK_REASONS: Record<number, string> = {
  0x80: 'Unspecified error',
  0x83: 'Implementation specific error',
  0x87: 'Not authorized',
  0x8f: 'Topic Filter invalid',
  0x91: 'Packet Identifier in use',
  0x97: 'Quota exceeded',
  0x9e: 'Shared Subscriptions not supported',
  0xa1: 'Subscription Identifiers not supported',
  0xa2: 'Wildcard Subscriptions not supported',
};

/**
 * The outcome of a one-filter subscribe() from mqtt.js's callback, or null when there is none to
 * report (mqtt.js already held the subscription, or the client is going away).
 */
export function subscribeOutcome(err: Error | null, granted: ISubscriptionGrant[] | undefined, packet: { granted?: unknown } | undefined): SubscribeOutcome | null {
  const first = Array.isArray(packet?.granted) ? (packet.granted as unknown[])[0] : undefined;
  const code = typeof first === 'number' ? first : null;
  if (err) {
    if (code === null && /disconnecting/i.test(err.message)) return null;
    const errCode = (err as Error & { code?: unknown }).code;
    const c = code ?? (typeof errCode === 'number' ? errCode : null);
    return { granted: false, code: c, reason: (c !== null ? SUBACK_REASONS[c] : undefined) ?? err.message };
  }
  const grant = granted?.[0];
  if (!grant) return null;
  const qos = code ?? grant.qos;
  if (qos >= 0x80) return { granted: false, code: qos, reason: SUBACK_REASONS[qos] ?? 'Unspecified error' };
  return { granted: true, qos: qos as QoS };
}

function sendSubscribe(c: MqttClient, filter: string) {
  c.subscribe(filter, { qos: filterQos.get(filter) ?? 0 }, (err, granted, packet) => {
    const outcome = subscribeOutcome(err, granted, packet);
    if (!outcome || !handlers.has(filter)) return;
    lastSuback.set(filter, outcome);
    for (const listener of subackListeners.get(filter) ?? []) listener(outcome);
  });
}

export async function connectRealtime(input: ConnectInput): Promise<void> {
  disconnectRealtime();
  const generation = ++generations;
  const source = input.fetchCredentials
    ? await createCredentialSource({ fetchCredentials: input.fetchCredentials, getToken: input.getPassword })
    : null;
  const login = () => source?.current() ?? { username: input.username, password: input.getPassword() };
  const first = login();
  let options: IClientOptions;
  try {
    if (generation !== generations) throw new Error('Realtime connection superseded');
    options = mqttOptions({ ...input, username: first.username, getPassword: () => first.password });
  } catch (error) {
    source?.close();
    throw error;
  }
  credentials = source;
  const mod = (await import('mqtt')) as typeof Mqtt & { default?: typeof Mqtt };
  const connect = mod.connect ?? mod.default?.connect;
  if (!connect) throw new Error('mqtt.connect is unavailable');
  if (generation !== generations) return; // disconnected meanwhile
  const brokerUrl = new URL(input.url, window.location.href).toString();
  connectionDetails.set((d) => ({ ...d, url: brokerUrl, clientId: options.clientId ?? null, protocolVersion: options.protocolVersion === 5 ? 5 : 4 }));
  connectionState.set('connecting');
  const c = connect(brokerUrl, options);
  client = c;
  c.on('connect', () => {
    connectionState.set('connected');
    for (const filter of handlers.keys()) sendSubscribe(c, filter);
  });
  c.on('reconnect', () => {
    // The access token may have been renewed, or the credentials fetched again, since the last attempt.
    const next = login();
    c.options.username = next.username;
    c.options.password = next.password;
    connectionState.set('reconnecting');
  });
  // Provisioned credentials end with the access token that asked for them (the broker then closes the
  // connection): fetch new ones before the next attempt, one reconnect period later.
  c.on('close', () => {
    if (source?.mode !== 'provisioned' || c !== client || !source.expired()) return;
    source.refresh().catch((error: unknown) => console.warn('Realtime credentials could not be renewed', error));
  });
  c.on('close', () => connectionState.set(c.connected ? 'connected' : navigator.onLine === false ? 'offline' : 'closed'));
  c.on('offline', () => connectionState.set('offline'));
  c.on('end', () => {
    console.info('Realtime connection ended');
    connectionState.set('ended');
  });
  c.on('error', (error) => {
    console.warn('Realtime connection error', error.message);
    // mqtt.js gives up after a refused login. Provisioned credentials are refused once they ended or
    // another tab replaced the password: fetch new ones and try again after the reconnect period.
    if (source?.mode !== 'provisioned' || !LOGIN_REFUSED.has((error as { code?: unknown }).code as number)) return;
    source
      .refresh()
      .then(() => {
        const retry = setTimeout(() => {
          retries.delete(retry);
          if (c === client && !c.connected) c.reconnect();
        }, MQTT_RECONNECT_PERIOD_MS);
        retries.add(retry);
      })
      .catch((err: unknown) => console.warn('Realtime credentials could not be renewed', err));
  });
  c.on('message', (topic, payload, packet) => {
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      body = payload.toString();
    }
    const meta: MessageMeta = { payload, qos: packet.qos, retain: packet.retain };
    // A handler under several overlapping filters gets each message once.
    const called = new Set<Handler>();
    for (const [filter, set] of handlers) {
      if (!topicMatches(filter, topic)) continue;
      for (const h of set) {
        if (called.has(h)) continue;
        called.add(h);
        h(topic, body, meta);
      }
    }
  });
}

export function disconnectRealtime() {
  client?.end(true);
  client = null;
  lastSuback.clear();
  connectionDetails.set((d) => ({ ...d, clientId: null }));
  credentials?.close();
  credentials = null;
  generations++;
  for (const retry of retries) clearTimeout(retry);
  retries.clear();
}

/** Subscribes a handler to a topic filter; returns the unsubscribe. */
export function subscribeTopic(filter: string, handler: Handler, options: SubscribeOptions = {}): () => void {
  const { qos = 0, onSuback } = options;
  let set = handlers.get(filter);
  const isNew = !set;
  const raise = qos > (filterQos.get(filter) ?? 0);
  if (!set) {
    set = new Set();
    handlers.set(filter, set);
  }
  if (isNew || raise) {
    filterQos.set(filter, Math.max(qos, filterQos.get(filter) ?? 0) as QoS);
    if (client?.connected) sendSubscribe(client, filter);
  }
  set.add(handler);
  let listeners: Set<(outcome: SubscribeOutcome) => void> | undefined;
  if (onSuback) {
    listeners = subackListeners.get(filter);
    if (!listeners) subackListeners.set(filter, (listeners = new Set()));
    listeners.add(onSuback);
    const known = lastSuback.get(filter);
    if (known && !raise) onSuback(known);
  }
  return () => {
    set.delete(handler);
    if (onSuback) listeners?.delete(onSuback);
    if (set.size === 0) {
      handlers.delete(filter);
      filterQos.delete(filter);
      subackListeners.delete(filter);
      lastSuback.delete(filter);
      if (client?.connected) client.unsubscribe(filter);
    }
  };
}

/** Publishes on the one connection (the MQTT console's sandbox); rejects when not connected or refused. */
export function publishMessage(topic: string, payload: string, options: { qos: QoS; retain: boolean }): Promise<void> {
  const c = client;
  if (!c?.connected) return Promise.reject(new Error('Not connected to the broker'));
  return new Promise((resolve, reject) => {
    c.publish(topic, payload, { qos: options.qos, retain: options.retain }, (error) => (error ? reject(error) : resolve()));
  });
}
