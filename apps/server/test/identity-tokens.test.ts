// The API accepts only access tokens of its issuer, for its audience, signed with a published key:
// every other variant is a 401 (GET /api/auth/introspect).
import { createPublicKey, randomUUID, type JsonWebKey } from 'node:crypto';

import { base64url, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './helpers';
import { CookieJar, discover, insertUser, signIn, type TestUser } from './identity-fixtures';

let t: TestApp;
let user: TestUser;
let privateJwk: JWK;
let issuer: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  user = await insertUser(t.db.database, { username: 'tokens', role: 'management' });
  const [row] = await t.db.database.query<{ private_jwk: JWK; kid: string }>(
    `SELECT kid, private_jwk FROM oidc_keys WHERE alg = 'RS256'`,
  );
  privateJwk = { ...row!.private_jwk, kid: row!.kid };
  issuer = t.identity.issuer;
});
afterAll(async () => t?.close());

const status = async (token?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/introspect',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  ).statusCode;

const now = () => Math.floor(Date.now() / 1000);

interface Variant {
  claims?: Record<string, unknown>;
  header?: Record<string, unknown>;
  key?: JWK;
}

/** An access token like the provider's, signed with its real key unless the variant says otherwise. */
async function craft({ claims = {}, header = {}, key = privateJwk }: Variant = {}) {
  const base = {
    iss: issuer,
    aud: 'yaam-api',
    sub: user.id,
    client_id: 'yaam-web',
    jti: randomUUID(),
    iat: now(),
    exp: now() + 300,
    role: 'management',
    preferred_username: 'tokens',
  };
  return new SignJWT({ ...base, ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.kid, ...header })
    .sign(await importJWK(key, 'RS256'));
}

describe('access tokens the API refuses', () => {
  it('accepts the well-formed baseline (so each refusal below is for its own reason)', async () => {
    expect(await status(await craft())).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expect(await status()).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/introspect',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    expect(await status(await craft({ claims: { iat: now() - 900, exp: now() - 60 } }))).toBe(401);
  });

  it('refuses a token that is not valid yet (nbf in the future)', async () => {
    expect(await status(await craft({ claims: { nbf: now() + 600 } }))).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    expect(await status(await craft({ claims: { iss: 'http://127.0.0.1:1/oidc' } }))).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    expect(await status(await craft({ claims: { aud: 'yaam-web' } }))).toBe(401);
    expect(await status(await craft({ claims: { aud: 'something-else' } }))).toBe(401);
  });

  it('refuses alg none', async () => {
    const valid = await craft();
    const [, payload] = valid.split('.');
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt', kid: privateJwk.kid }));
    expect(await status(`${header}.${payload}.`)).toBe(401);
  });

  it('refuses HS256 signed with the public key (algorithm confusion)', async () => {
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
    const pem = createPublicKey({ key: publicJwk as JsonWebKey, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    for (const secret of [pem, JSON.stringify(publicJwk)]) {
      const token = await new SignJWT({
        iss: issuer,
        aud: 'yaam-api',
        sub: user.id,
        iat: now(),
        exp: now() + 300,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: privateJwk.kid })
        .sign(new TextEncoder().encode(secret));
      expect(await status(token)).toBe(401);
    }
  });

  it('refuses an unknown kid, and a known kid with a foreign key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const foreign = { ...(await exportJWK(privateKey)), kid: 'not-ours' };
    expect(await status(await craft({ key: foreign }))).toBe(401);
    expect(await status(await craft({ key: { ...foreign, kid: privateJwk.kid } }))).toBe(401);
  });

  it('refuses an ID token in place of an access token', async () => {
    const client = await discover(t.baseUrl);
    const tokens = await signIn(client, new CookieJar(), user.username);
    expect(await status(tokens.access_token)).toBe(200);
    expect(await status(tokens.id_token)).toBe(401);
    // Even one that names the API as audience: ID tokens are typ JWT with at_hash/nonce.
    const lookalike = await craft({
      header: { typ: 'JWT' },
      claims: { at_hash: 'x', nonce: 'n', azp: 'yaam-web' },
    });
    expect(await status(lookalike)).toBe(401);
  });

  it('refuses a token without a subject, and a tampered one', async () => {
    expect(await status(await craft({ claims: { sub: undefined } }))).toBe(401);
    const valid = await craft();
    const [h, p, s] = valid.split('.');
    const tampered = base64url.encode(
      JSON.stringify({
        ...JSON.parse(new TextDecoder().decode(base64url.decode(p!))),
        role: 'administrator',
      }),
    );
    expect(await status(`${h}.${tampered}.${s}`)).toBe(401);
  });
});
