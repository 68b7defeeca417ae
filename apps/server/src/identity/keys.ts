// The built-in provider's keys, kept in `oidc_keys`: an RS256 signing key and a cookie-signing secret,
// generated on the first start and loaded on every later one (tokens and sessions survive restarts).
import { randomBytes } from 'node:crypto';

import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

import type { Database } from '../db/client';

export const SIGNING_ALG = 'RS256';
const COOKIE_ALG = 'cookie';
/** Serialises key creation when several server processes start on an empty database at once. */
const KEY_LOCK_ID = 727_001;
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export interface ProviderKeys {
  /** Private JWKs for oidc-provider's `jwks`, oldest first (the first one signs). */
  signing: JWK[];
  /** The same keys without private members, for local token verification. */
  publicJwks: { keys: JWK[] };
  /** Secrets for signing the provider's cookies. */
  cookieKeys: string[];
}

interface KeyRow {
  kid: string;
  alg: string;
  private_jwk: Record<string, unknown>;
}

export function publicJwkOf(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALG, use: 'sig' };
}

export async function loadOrCreateKeys(database: Database): Promise<ProviderKeys> {
  const rows = await database.withTransaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK_ID]);
    const existing = await query<KeyRow>(
      'SELECT kid, alg, private_jwk FROM oidc_keys ORDER BY created_at, kid',
    );
    const insert = (kid: string, alg: string, jwk: object) =>
      query('INSERT INTO oidc_keys (kid, alg, private_jwk) VALUES ($1, $2, $3::jsonb)', [
        kid,
        alg,
        JSON.stringify(jwk),
      ]);
    if (!existing.some((r) => r.alg === SIGNING_ALG)) {
      const jwk = await newSigningKey();
      await insert(jwk.kid ?? '', SIGNING_ALG, jwk);
    }
    if (!existing.some((r) => r.alg === COOKIE_ALG)) {
      const kid = `cookie-${randomBytes(8).toString('hex')}`;
      await insert(kid, COOKIE_ALG, { kty: 'oct', k: randomBytes(32).toString('base64url') });
    }
    return query<KeyRow>('SELECT kid, alg, private_jwk FROM oidc_keys ORDER BY created_at, kid');
  });
  const signing = rows
    .filter((r) => r.alg === SIGNING_ALG)
    .map((r) => ({ ...(r.private_jwk as JWK), kid: r.kid }));
  const cookieKeys = rows
    .filter((r) => r.alg === COOKIE_ALG)
    .map((r) => String(r.private_jwk.k ?? ''))
    .filter(Boolean)
    // Newest first: keygrip signs with the first key and still accepts the others.
    .reverse();
  return { signing, publicJwks: { keys: signing.map(publicJwkOf) }, cookieKeys };
}
