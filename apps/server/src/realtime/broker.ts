// The MQTT broker as the rest of the server sees it: embedded Aedes (no MQTT_URL) or an external
// broker such as Mosquitto (MQTT_URL), chosen by configuration only. Either way the server talks
// through `client` (ServerMqtt), so ingest and fan-out run the same code against both: an mqtt.js
// connection to the external broker, and an in-process client inside the embedded one.
import type http from 'node:http';

import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../config';
import type { Database } from '../db/client';
import type { TokenVerifier } from '../identity/verify';
import type { DeviceAccounts } from './dynsec';
import { createEmbeddedBroker } from './embedded-broker';
import { createExternalBroker } from './external-broker';
import type { ServerMqtt } from './server-client';
import type { UserAccounts } from './user-accounts';

export interface Broker {
  /** MQTT protocol version browsers should use with this broker (Aedes speaks 4 only). */
  browserProtocolVersion: 4 | 5;
  /** The server's own connection: publish, and subscribe with acknowledgement after handling. */
  client: ServerMqtt;
  /** Serves MQTT over WebSocket at /mqtt on the HTTP server (embedded broker only). */
  attach(server: http.Server): void;
  /** True when the server's connection to the broker is up. */
  isReady(): Promise<boolean>;
  /**
   * Ends a device's connections at once. Call after disabling it (or changing its secret) in the
   * database, so the reconnect is refused. External broker: disables the device's client in
   * Mosquitto's dynamic-security plugin (see deploy/mosquitto/README.md).
   */
  disconnectDevice(deviceId: string): Promise<void>;
  /**
   * External broker: the device accounts in Mosquitto's dynamic-security plugin, which the device
   * registry keeps in step with the devices table (create, new secret, enable, delete). Null for the
   * embedded broker, which reads the table at each CONNECT.
   */
  deviceAccounts: DeviceAccounts | null;
  /**
   * External broker: browser accounts in the dynamic-security plugin, one per signed-in user who asks
   * for realtime credentials (POST /api/realtime/credentials). Null for the embedded broker, where a
   * browser signs in with its access token.
   */
  userAccounts: UserAccounts | null;
  close(): Promise<void>;
}

export interface BrokerDeps {
  config: Config;
  database: Database;
  verifyToken: TokenVerifier;
  log: FastifyBaseLogger;
  /**
   * Client id on an external broker; stable across restarts so the persistent session (and the
   * QoS 1 messages waiting in it) survives. Default `yaam-server-<hostname>-<port>`.
   */
  clientId?: string;
}

export async function createBroker(deps: BrokerDeps): Promise<Broker> {
  return deps.config.mqtt.url ? createExternalBroker(deps) : createEmbeddedBroker(deps);
}
