// Who is connecting to the embedded broker and what they may do (CONTRACT "MQTT"). The topic rules
// themselves live in @yaam/shared/topics; this file only decides which rule applies to whom.
import type { Permission } from '@yaam/shared/permissions';
import {
  browserPublishAllowed,
  browserSubscribeAllowed,
  devicePublishAllowed,
  deviceSubscribeAllowed,
  topicLevelSchema,
} from '@yaam/shared/topics';

import type { Database } from '../db/client';
import { hashPassword, verifyPassword } from '../identity/password';
import type { TokenVerifier } from '../identity/verify';
import { loadCaller } from '../modules/permissions/permissions.repo';
import { findDeviceCredentials } from './mqtt-access.repo';

export type Principal =
  | { kind: 'device'; deviceId: string }
  | { kind: 'browser'; userId: string; permissions: Permission[]; expiresAt: number };

/** CONNACK return codes of MQTT 3.1.1 that we use. */
export const CONNACK = { identifierRejected: 2, badCredentials: 4, notAuthorized: 5 } as const;

export class MqttAuthError extends Error {
  constructor(
    readonly returnCode: (typeof CONNACK)[keyof typeof CONNACK],
    message: string,
  ) {
    super(message);
  }
}

/** The identity that owns a client id: one principal cannot take over another's session. */
export function ownerOf(p: Principal): string {
  switch (p.kind) {
    case 'device':
      return `device:${p.deviceId}`;
    case 'browser':
      return `user:${p.userId}`;
  }
}

export function mayPublish(p: Principal, topic: string): boolean {
  switch (p.kind) {
    case 'device':
      return devicePublishAllowed(p.deviceId, topic);
    case 'browser':
      return browserPublishAllowed(p.permissions, topic);
  }
}

export function maySubscribe(p: Principal, filter: string): boolean {
  switch (p.kind) {
    case 'device':
      return deviceSubscribeAllowed();
    case 'browser':
      return browserSubscribeAllowed(p.permissions, filter);
  }
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export interface AccessDeps {
  database: Database;
  verifyToken: TokenVerifier;
}

/**
 * Checks a CONNECT's credentials: a browser when the password is a JWT (username = users.id or the
 * token's sub); otherwise a device (username = id). The server itself does not connect (in process).
 */
export function createAuthenticator(deps: AccessDeps) {
  // Unknown device ids cost one scrypt too, so response time does not reveal which ids exist.
  let dummyHash: Promise<string> | undefined;

  return async function authenticate(username: string | undefined, password: Buffer | undefined): Promise<Principal> {
    if (!username || !password) throw new MqttAuthError(CONNACK.badCredentials, 'username and password required');
    const secret = password.toString('utf8');
    if (JWT_SHAPE.test(secret)) return authenticateBrowser(username, secret);
    return authenticateDevice(username, secret);
  };

  async function authenticateBrowser(username: string, token: string): Promise<Principal> {
    let claims;
    try {
      claims = await deps.verifyToken(token);
    } catch {
      throw new MqttAuthError(CONNACK.badCredentials, 'invalid or expired token');
    }
    const caller = await loadCaller(deps.database, claims);
    if (username !== caller.id && username !== claims.sub) {
      throw new MqttAuthError(CONNACK.badCredentials, 'username is not the token holder');
    }
    if (!caller.enabled) throw new MqttAuthError(CONNACK.notAuthorized, 'account disabled');
    const expiresAt = (claims.exp ?? 0) * 1000;
    if (expiresAt <= Date.now()) throw new MqttAuthError(CONNACK.badCredentials, 'token expired');
    return { kind: 'browser', userId: caller.id, permissions: caller.permissions, expiresAt };
  }

  async function authenticateDevice(deviceId: string, secret: string): Promise<Principal> {
    const row = topicLevelSchema.safeParse(deviceId).success
      ? await findDeviceCredentials(deps.database, deviceId)
      : undefined;
    if (!row) {
      dummyHash ??= hashPassword('not a device secret');
      await verifyPassword(secret, await dummyHash);
      throw new MqttAuthError(CONNACK.badCredentials, 'unknown device or bad secret');
    }
    if (!(await verifyPassword(secret, row.secretHash))) {
      throw new MqttAuthError(CONNACK.badCredentials, 'unknown device or bad secret');
    }
    if (!row.enabled) throw new MqttAuthError(CONNACK.notAuthorized, 'device disabled');
    return { kind: 'device', deviceId };
  }
}
