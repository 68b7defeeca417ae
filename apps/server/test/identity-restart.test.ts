// The built-in provider's keys, cookies and sessions live in the database: a restarted server (or a
// second one) publishes the same key, accepts earlier tokens and recognises earlier sessions.
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp, type YaamApp } from '../src/app';
import { freePort, migratedTestDatabase, testConfig, type TestDatabase } from './helpers';
import { authorizationRequest, browse, CookieJar, discover, insertUser, signIn } from './identity-fixtures';

let db: TestDatabase;
let port: number;
let baseUrl: string;

beforeAll(async () => {
  db = await migratedTestDatabase();
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  await insertUser(db.database, { username: 'restart', role: 'administrator' });
});
afterAll(async () => db?.drop());

/** The app on the shared database, listening on the same address each time (the issuer is part of it). */
async function start(): Promise<YaamApp> {
  const config = testConfig({ PORT: String(port), PUBLIC_URL: baseUrl });
  const built = await buildApp({ config, database: db.database });
  await built.app.listen({ port, host: '127.0.0.1' });
  return built;
}

const kids = async () =>
  ((await (await fetch(`${baseUrl}/oidc/jwks`)).json()) as { keys: Array<{ kid: string }> }).keys.map(
    (k) => k.kid,
  );

describe('after a restart', () => {
  it('keeps the signing key, earlier tokens and the browser session', async () => {
    const first = await start();
    const kidsBefore = await kids();
    const jar = new CookieJar();
    const client = await discover(baseUrl);
    const tokens = await signIn(client, jar, 'restart');
    await first.app.close();

    const second = await start();
    try {
      expect(await kids()).toEqual(kidsBefore);
      expect(kidsBefore).toHaveLength(1);
      const rows = await db.database.query<{ alg: string }>('SELECT alg FROM oidc_keys ORDER BY alg');
      expect(rows.map((r) => r.alg)).toEqual(['RS256', 'cookie']);

      const res = await second.app.inject({
        method: 'GET',
        url: '/api/auth/introspect',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(res.statusCode).toBe(200);

      // Signed cookies still verify and the session is still in the database: silent sign-in works.
      const again = await browse(
        jar,
        (await authorizationRequest(client, { prompt: 'none' })).url,
        client.redirectUri,
      );
      expect(new URL(again.url).searchParams.get('code')).toBeTruthy();

      // And the refresh token issued before the restart still rotates.
      const refreshed = await oidc.refreshTokenGrant((await discover(baseUrl)).config, tokens.refresh_token!);
      expect(refreshed.access_token).toBeTruthy();
    } finally {
      await second.app.close();
    }
  });
});
