// PLACEHOLDER until the broker work lands.
import type http from 'node:http';

import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../config';
import type { Database } from '../db/client';
import type { TokenVerifier } from '../identity/verify';

export interface Broker {
  /** MQTT protocol version browsers should use with this broker (Aedes speaks 4 only). */
  browserProtocolVersion: 4 | 5;
  /** Serves MQTT over WebSocket at /mqtt on the HTTP server (embedded broker only). */
  attach(server: http.Server): void;
  /** True when the server's connection to the broker is up. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export interface BrokerDeps {
  config: Config;
  database: Database;
  verifyToken: TokenVerifier;
  log: FastifyBaseLogger;
}

export async function createBroker(_deps: BrokerDeps): Promise<Broker> {
  return { browserProtocolVersion: 4, attach() {}, isReady: async () => true, close: async () => {} };
}
