// Shared by the broker tests: devices and users in the database, signed access tokens, MQTT clients
// that report CONNACK refusals as return codes.
import type { Permission } from '@yaam/shared/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import pino from 'pino';

import type { Database } from '../src/db/client';
import { createTokenVerifier, type TokenVerifier } from '../src/identity/verify';
import { hashPassword } from '../src/identity/password';

export const silentLog = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) as unknown as FastifyBaseLogger;

export async function insertDevice(database: Database, id: string, secret: string, enabled = true) {
  await database.query('INSERT INTO devices (id, serial, name, secret_hash, enabled) VALUES ($1, $2, $3, $4, $5)', [
    id,
    `SN-${id}`,
    `Camera ${id}`,
    await hashPassword(secret),
    enabled,
  ]);
}

/** A group by role claim, and a user who holds that role; returns the user's id. */
export async function insertUser(database: Database, username: string, role: string, permissions: Permission[]) {
  await database.query('INSERT INTO groups (name, role, permissions) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    `group-${role}`,
    role,
    JSON.stringify(permissions),
  ]);
  const [row] = await database.query<{ id: string }>(
    'INSERT INTO users (subject, username, role) VALUES ($1, $2, $3) RETURNING id',
    [`sub-${username}`, username, role],
  );
  if (!row) throw new Error('no user');
  return { id: row.id, subject: `sub-${username}`, role };
}

export interface TokenKit {
  verifyToken: TokenVerifier;
  /** An access token for `sub` expiring `expiresInSec` from now (negative: already expired). */
  sign(claims: { sub: string; role: string }, expiresInSec?: number): Promise<string>;
}

export async function tokenKit(): Promise<TokenKit> {
  const issuer = 'http://issuer.test/oidc';
  const audience = 'yaam-api';
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
  return {
    verifyToken: createTokenVerifier({ issuer, audience, keys: createLocalJWKSet({ keys: [jwk] }) }),
    sign: (claims, expiresInSec = 300) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSec)
        .sign(privateKey),
  };
}

/** Connects once (no reconnect); resolves with the client or rejects with the CONNACK code. */
export async function connectOnce(
  url: string,
  options: IClientOptions = {},
  /** Runs before CONNECT, e.g. to catch messages a resumed session delivers right after CONNACK. */
  setup?: (client: MqttClient) => void,
): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 5000, ...options });
    setup?.(client);
    client.once('connect', () => resolve(client));
    client.once('error', (err) => {
      client.end(true);
      reject(err);
    });
    client.once('close', () => {
      if (!client.connected) reject(new Error('connection closed before CONNACK'));
    });
  });
}

/** The CONNACK return/reason code a refused connection carried (or the error message). */
export async function refusal(p: Promise<MqttClient>): Promise<number | string> {
  try {
    const c = await p;
    await c.endAsync();
    return 'connected';
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'number' ? code : (err as Error).message;
  }
}

export const closed = (client: MqttClient, timeoutMs = 5000) =>
  new Promise<void>((resolve, reject) => {
    if (!client.connected) return resolve();
    const t = setTimeout(() => reject(new Error('client was not disconnected')), timeoutMs);
    client.once('close', () => {
      clearTimeout(t);
      resolve();
    });
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Collects messages of `client` whose topic matches exactly or by prefix. */
export function collect(client: MqttClient) {
  const got: Array<{ topic: string; payload: string }> = [];
  client.on('message', (topic, payload) => got.push({ topic, payload: payload.toString() }));
  return got;
}

export async function until(check: () => boolean, timeoutMs = 5000, what = 'condition') {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** The SUBACK return codes for `filters` (128 = refused), whether or not mqtt.js calls it an error. */
export async function grantedQos(client: MqttClient, filters: string[], qos: 0 | 1 = 1): Promise<number[]> {
  try {
    return (await client.subscribeAsync(filters, { qos })).map((g) => g.qos);
  } catch (err) {
    const granted = (err as { packet?: { granted?: Array<number | { qos: number }> } }).packet?.granted;
    if (!granted) throw err;
    return granted.map((g) => (typeof g === 'number' ? g : g.qos));
  }
}
