// The one MQTT-over-WebSocket connection of the browser (SPEC §7/§9). Broker URL and protocol come
// from the runtime configuration; the login from POST /api/realtime/credentials (credentials.ts):
// the user id and access token (DESIGN §1) with the embedded broker, a provisioned account with an
// external Mosquitto.
import { MQTT_CLIENT_ID_PREFIX, MQTT_CONNECT_TIMEOUT_MS, MQTT_KEEPALIVE_S, MQTT_RECONNECT_PERIOD_MS } from '@yaam/shared/spec';
import type * as Mqtt from 'mqtt';
import type { IClientOptions, MqttClient } from 'mqtt';

import { createStore, useStore } from '../lib/store';
import { createCredentialSource, type CredentialSource } from './credentials';

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed' | 'offline' | 'ended';

export const connectionState = createStore<ConnectionState>('idle');
export const useConnectionState = () => useStore(connectionState);

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

type Handler = (topic: string, payload: unknown) => void;

let client: MqttClient | null = null;
let credentials: CredentialSource | null = null;
/** Bumped by each connect and disconnect: an older connect still fetching gives up. */
let generations = 0;
const retries = new Set<ReturnType<typeof setTimeout>>();
const handlers = new Map<string, Set<Handler>>();

/** MQTT topic filter match (+ one level, # the rest). */
export function topicMatches(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
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
  connectionState.set('connecting');
  const c = connect(new URL(input.url, window.location.href).toString(), options);
  client = c;
  c.on('connect', () => {
    connectionState.set('connected');
    for (const filter of handlers.keys()) c.subscribe(filter, { qos: 0 });
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
  c.on('message', (topic, payload) => {
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      body = payload.toString();
    }
    for (const [filter, set] of handlers) if (topicMatches(filter, topic)) for (const h of set) h(topic, body);
  });
}

export function disconnectRealtime() {
  client?.end(true);
  client = null;
  credentials?.close();
  credentials = null;
  generations++;
  for (const retry of retries) clearTimeout(retry);
  retries.clear();
}

/** Subscribes a handler to a topic filter; returns the unsubscribe. */
export function subscribeTopic(filter: string, handler: Handler): () => void {
  let set = handlers.get(filter);
  if (!set) {
    set = new Set();
    handlers.set(filter, set);
    if (client?.connected) client.subscribe(filter, { qos: 0 });
  }
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0) {
      handlers.delete(filter);
      if (client?.connected) client.unsubscribe(filter);
    }
  };
}
