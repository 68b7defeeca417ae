// HTTP Basic credentials of a device (id + secret) for POST /api/v1/devices/{id}/reads. The secret is
// checked with scrypt once, then remembered by a SHA-256 of it for the current secret hash, so a busy
// device does not pay a deliberately slow hash per request; a new secret or a disable applies at once.
import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { verifyPassword } from '../../identity/password';
import { findDeviceCredentials } from '../../realtime/mqtt-access.repo';

const MAX_REMEMBERED = 10_000;

export function createDeviceAuth(database: Database) {
  const verified = new Map<string, string>();
  const digest = (secretHash: string, secret: string) => createHash('sha256').update(secretHash).update('\u0000').update(secret).digest('base64');

  return async function authenticateDevice(request: FastifyRequest, deviceId: string): Promise<void> {
    const header = request.headers.authorization ?? '';
    const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
    const decoded = m?.[1] ? Buffer.from(m[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const user = colon >= 0 ? decoded.slice(0, colon) : '';
    const secret = colon >= 0 ? decoded.slice(colon + 1) : '';
    const unauthorized = () => new HttpError(401, 'Device credentials required (HTTP Basic: device id and secret)', undefined, {});
    if (!user || !secret) throw unauthorized();
    if (user !== deviceId) throw new HttpError(403, 'A device may only send its own reads');
    const row = await findDeviceCredentials(database, deviceId);
    if (!row) {
      await verifyPassword(secret, null);
      throw unauthorized();
    }
    const d = digest(row.secretHash, secret);
    if (verified.get(deviceId) !== d) {
      if (!(await verifyPassword(secret, row.secretHash))) throw unauthorized();
      if (verified.size >= MAX_REMEMBERED) verified.clear();
      verified.set(deviceId, d);
    }
    if (!row.enabled) throw new HttpError(403, 'Device disabled');
  };
}
