// The one MQTT-over-WebSocket connection of the browser (SPEC §7/§9). Broker URL and protocol come
// from the runtime configuration; the browser signs in with its user id and access token (DESIGN §1).
import { MQTT_CLIENT_ID_PREFIX, MQTT_CONNECT_TIMEOUT_MS, MQTT_KEEPALIVE_S, MQTT_RECONNECT_PERIOD_MS } from '@yaam/shared/spec';
import type * as Mqtt from 'mqtt';
import type { IClientOptions, MqttClient } from 'mqtt';

import { createStore, useStore } from '../lib/store';

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
}

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
  const options = mqttOptions(input);
  const mod = (await import('mqtt')) as typeof Mqtt & { default?: typeof Mqtt };
  const connect = mod.connect ?? mod.default?.connect;
  if (!connect) throw new Error('mqtt.connect is unavailable');
  connectionState.set('connecting');
  const c = connect(new URL(input.url, window.location.href).toString(), options);
  client = c;
  c.on('connect', () => {
    connectionState.set('connected');
    for (const filter of handlers.keys()) c.subscribe(filter, { qos: 0 });
  });
  c.on('reconnect', () => {
    // The access token may have been renewed since the last attempt.
    c.options.password = input.getPassword();
    connectionState.set('reconnecting');
  });
  c.on('close', () => connectionState.set(c.connected ? 'connected' : navigator.onLine === false ? 'offline' : 'closed'));
  c.on('offline', () => connectionState.set('offline'));
  c.on('end', () => {
    console.info('Realtime connection ended');
    connectionState.set('ended');
  });
  c.on('error', (error) => console.warn('Realtime connection error', error.message));
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
