// With OIDC_ISSUER set the server mounts no provider and trusts that issuer's JWKS, fetched lazily:
// start-up does not wait for the IdP, and tokens verify once it answers. A second Yaam server plays the IdP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort, startTestApp, type TestApp } from './helpers';
import { CookieJar, discover, insertUser, signIn } from './identity-fixtures';

let idp: TestApp;
let api: TestApp;
let down: TestApp;

beforeAll(async () => {
  idp = await startTestApp({ listen: true });
  await insertUser(idp.db.database, { username: 'external', role: 'administrator' });
  api = await startTestApp({ listen: true, env: { OIDC_ISSUER: `${idp.baseUrl}/oidc` } });
  down = await startTestApp({ env: { OIDC_ISSUER: `http://127.0.0.1:${await freePort()}/realms/yaam` } });
});
afterAll(async () => {
  await api?.close();
  await down?.close();
  await idp?.close();
});

describe('external issuer', () => {
  it('mounts no provider and no sign-in page', async () => {
    expect(api.identity.issuer).toBe(`${idp.baseUrl}/oidc`);
    expect(api.identity.resource).toBeUndefined();
    expect((await fetch(`${api.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/interaction/abc`)).status).toBe(404);
  });

  it("verifies the issuer's tokens against its JWKS", async () => {
    const tokens = await signIn(await discover(idp.baseUrl), new CookieJar(), 'external');
    const res = await fetch(`${api.baseUrl}/api/auth/introspect`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(res.status).toBe(200);
    const bad = await fetch(`${api.baseUrl}/api/auth/introspect`, {
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(bad.status).toBe(401);
  });

  it('starts while the issuer is unreachable and answers 503, not 401, until it is back', async () => {
    const res = await down.app.inject({
      method: 'GET',
      url: '/api/auth/introspect',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(res.statusCode).toBe(503);
  });
});
