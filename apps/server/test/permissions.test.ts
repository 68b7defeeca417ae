import { DEMO_GROUPS, RESOURCES } from '@yaam/shared/permissions';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config';
import { auth, needs } from '../src/http/auth';
import { registerErrorHandling } from '../src/http/errors';
import { createTokenVerifier } from '../src/identity/verify';
import { authRoutes } from '../src/modules/auth/auth.routes';
import { migratedTestDatabase, type TestDatabase } from './helpers';

const ISSUER = 'http://issuer.test/oidc';
const AUDIENCE = 'yaam-api';

let t: TestDatabase;
let sign: (claims: Record<string, unknown>) => Promise<string>;
let verifyToken: ReturnType<typeof createTokenVerifier>;

beforeAll(async () => {
  t = await migratedTestDatabase();
  for (const g of DEMO_GROUPS) {
    await t.database.query('INSERT INTO groups (name, role, permissions, menu) VALUES ($1, $2, $3, $4)', [
      g.name,
      g.role,
      JSON.stringify(g.permissions),
      g.menu,
    ]);
  }
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  verifyToken = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: createLocalJWKSet({ keys: [jwk] }) });
  sign = (claims) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
});
afterAll(() => t.drop());

async function appWith(register?: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(auth, { database: t.database, verifyToken });
  const broker = { browserProtocolVersion: 4 as const, attach() {}, isReady: async () => true, close: async () => {} };
  await app.register(authRoutes, { config: loadConfig({}), broker, identity: { resource: undefined } });
  register?.(app);
  await app.ready();
  return app;
}

describe('permission scope', () => {
  it('an /api route that declares no permission stops the app from building', async () => {
    await expect(
      appWith((app) => {
        app.get('/api/v1/oops', async () => ({}));
      }),
    ).rejects.toThrow(/GET \/api\/v1\/oops declares no permission/);
  });

  it.each(DEMO_GROUPS.map((g) => [g.role, g] as const))('introspect for role %s returns its group', async (role, group) => {
    const app = await appWith();
    const token = await sign({ sub: `sub-${role}`, preferred_username: `u-${role}`, role });
    const res = await app.inject({ url: '/api/auth/introspect', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    const expected = [...group.permissions].sort((a, b) => a.resource.localeCompare(b.resource));
    expect(body.detail.permissions).toEqual(expected);
    expect(body.detail.user.role).toBe(role);
    expect(body.detail.user.groups).toEqual([group.name]);
    for (const p of body.detail.permissions) expect(RESOURCES).toContain(p.resource);
    await app.close();
  });

  it('401 without a token, 403 without the permission, and changes apply as soon as they are notified', async () => {
    const app = await appWith((a) => {
      a.get('/api/v1/secret', { config: needs('audit', 'r') }, async () => ({ ok: true }));
    });
    expect((await app.inject({ url: '/api/v1/secret' })).statusCode).toBe(401);
    const token = await sign({ sub: 'sub-tech-2', preferred_username: 'tech2', role: 'technician' });
    const headers = { authorization: `Bearer ${token}` };
    const denied = await app.inject({ url: '/api/v1/secret', headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });

    await t.database.query(
      `UPDATE groups SET permissions = permissions || '[{"resource":"audit","allow":"r"}]'::jsonb WHERE role = 'technician'`,
    );
    // Another process's change (here: SQL) reaches the permission cache by NOTIFY, which PostgreSQL
    // delivers on the listening connection a moment after the commit.
    const status = async () => (await app.inject({ url: '/api/v1/secret', headers })).statusCode;
    await expect.poll(status, { timeout: 2000, interval: 20 }).toBe(200);
    await t.database.query(
      `UPDATE groups SET permissions = (SELECT jsonb_agg(p) FROM jsonb_array_elements(permissions) p WHERE p->>'resource' <> 'audit') WHERE role = 'technician'`,
    );
    await expect.poll(status, { timeout: 2000, interval: 20 }).toBe(403);
    await app.close();
  });

  it('a disabled user is refused', async () => {
    const app = await appWith();
    const token = await sign({ sub: 'sub-disabled', preferred_username: 'gone', role: 'user' });
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ url: '/api/auth/introspect', headers })).statusCode).toBe(200);
    await t.database.query("UPDATE users SET enabled = false WHERE subject = 'sub-disabled'");
    expect((await app.inject({ url: '/api/auth/introspect', headers })).statusCode).toBe(401);
    await app.close();
  });
});
