// The built-in provider end to end, as the SPA uses it: discovery, code flow with PKCE through our
// sign-in page, JWT access tokens the API accepts, refresh-token rotation, RP-initiated logout.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './helpers';
import {
  authorizationRequest,
  browse,
  CookieJar,
  discover,
  formAction,
  insertUser,
  PASSWORD,
  postForm,
  signIn,
  type Client,
  type TestUser,
} from './identity-fixtures';

let t: TestApp;
let client: Client;
let user: TestUser;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  user = await insertUser(t.db.database, { username: 'somchai', role: 'administrator' });
  await insertUser(t.db.database, { username: 'retired', role: 'user', enabled: false });
  client = await discover(t.baseUrl);
});
afterAll(async () => t?.close());

const introspect = (token: string) =>
  fetch(`${t.baseUrl}/api/auth/introspect`, { headers: { authorization: `Bearer ${token}` } });

describe('discovery', () => {
  it('describes the built-in provider at /oidc with S256 PKCE only', () => {
    const meta = client.config.serverMetadata();
    expect(meta.issuer).toBe(`${t.baseUrl}/oidc`);
    expect(meta.authorization_endpoint).toBe(`${t.baseUrl}/oidc/auth`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.end_session_endpoint).toBe(`${t.baseUrl}/oidc/session/end`);
    expect(t.identity.issuer).toBe(`${t.baseUrl}/oidc`);
  });

  it('publishes only its own keys', async () => {
    const jwks = (await (await fetch(`${t.baseUrl}/oidc/jwks`)).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    const [rows] = [
      await t.db.database.query<{ kid: string }>(`SELECT kid FROM oidc_keys WHERE alg = 'RS256'`),
    ];
    expect(jwks.keys.map((k) => k.kid)).toEqual(rows.map((r) => r.kid));
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('sign-in', () => {
  it('runs the code flow with PKCE and issues an API access token carrying the role', async () => {
    const jar = new CookieJar();
    const tokens = await signIn(client, jar, user.username);

    const header = decodeProtectedHeader(tokens.access_token);
    const claims = decodeJwt(tokens.access_token);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(claims).toMatchObject({
      iss: `${t.baseUrl}/oidc`,
      aud: 'yaam-api',
      sub: user.id,
      role: 'administrator',
      preferred_username: 'somchai',
      email: 'somchai@police.example',
      given_name: 'สมชาย',
      family_name: 'ใจดี',
      client_id: 'yaam-web',
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_token).toBeTruthy();

    const idClaims = tokens.claims();
    expect(idClaims).toMatchObject({
      sub: user.id,
      aud: 'yaam-web',
      preferred_username: 'somchai',
      role: 'administrator',
    });

    const res = await introspect(tokens.access_token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; detail: { user: { id: string; role: string } } };
    expect(body.status).toBe('ok');
    expect(body.detail.user).toMatchObject({ id: user.id, role: 'administrator' });

    // Signed session cookies.
    expect(jar.cookies.has('_session')).toBe(true);
    expect(jar.cookies.has('_session.sig')).toBe(true);
  });

  it('uses the API resource when the client names it', async () => {
    const jar = new CookieJar();
    const auth = await authorizationRequest(client, { resource: t.identity.resource! });
    const page = await browse(jar, auth.url, client.redirectUri);
    const back = await postForm(
      jar,
      new URL(formAction(page.html), page.url).toString(),
      { username: 'somchai', password: PASSWORD },
      client.redirectUri,
    );
    const tokens = await oidc.authorizationCodeGrant(
      client.config,
      new URL(back.url),
      { pkceCodeVerifier: auth.verifier, expectedState: auth.state },
      { resource: t.identity.resource! },
    );
    expect(decodeJwt(tokens.access_token).aud).toBe('yaam-api');
  });

  it('renews silently from the session cookie (prompt=none) without a consent step', async () => {
    const jar = new CookieJar();
    await signIn(client, jar, user.username);
    const auth = await authorizationRequest(client, { prompt: 'none' });
    const back = await browse(jar, auth.url, client.redirectUri);
    expect(new URL(back.url).searchParams.get('code')).toBeTruthy();

    const anonymous = await browse(
      new CookieJar(),
      (await authorizationRequest(client, { prompt: 'none' })).url,
      client.redirectUri,
    );
    expect(new URL(anonymous.url).searchParams.get('error')).toBe('login_required');
  });

  it('shows the same error for a wrong password, an unknown user and a disabled account', async () => {
    const attempt = async (username: string, password: string) => {
      const jar = new CookieJar();
      const auth = await authorizationRequest(client);
      const page = await browse(jar, auth.url, client.redirectUri);
      const answer = await postForm(
        jar,
        new URL(formAction(page.html), page.url).toString(),
        { username, password },
        client.redirectUri,
      );
      const uid = /\/interaction\/([^"/]+)"/.exec(page.html)?.[1] ?? '';
      return {
        ...answer,
        normalised: answer.html.replaceAll(uid, 'UID').replaceAll(`value="${username}"`, 'value="NAME"'),
      };
    };
    const wrong = await attempt('somchai', 'not the password');
    const unknown = await attempt('nobody-here', 'not the password');
    const disabled = await attempt('retired', PASSWORD);

    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(wrong.html).toContain('role="alert"');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.normalised).toBe(wrong.normalised);
    expect(disabled.normalised).toBe(wrong.normalised);
  });

  it('refuses an authorization request with plain PKCE or none', async () => {
    const plain = await authorizationRequest(client, {
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    const plainBack = await browse(new CookieJar(), plain.url, client.redirectUri);
    expect(new URL(plainBack.url).searchParams.get('error')).toBe('invalid_request');

    const none = new URL(plain.url);
    none.searchParams.delete('code_challenge');
    none.searchParams.delete('code_challenge_method');
    const noneBack = await browse(new CookieJar(), none, client.redirectUri);
    expect(new URL(noneBack.url).searchParams.get('error')).toBe('invalid_request');
    expect(new URL(noneBack.url).searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a redirect URI that is not registered, on its own page', async () => {
    const auth = await authorizationRequest(client, { redirect_uri: 'https://evil.example/cb' });
    const page = await browse(new CookieJar(), auth.url, client.redirectUri);
    expect(page.status).toBe(400);
    expect(page.html).toContain('ยาม');
    expect(page.html).not.toContain('<script');
  });
});

describe('refresh tokens', () => {
  it('rotates on every use, and a reused one fails', async () => {
    const first = await signIn(client, new CookieJar(), user.username);
    const second = await oidc.refreshTokenGrant(client.config, first.refresh_token!);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token)).toMatchObject({ aud: 'yaam-api', role: 'administrator' });
    expect((await introspect(second.access_token)).status).toBe(200);

    await expect(oidc.refreshTokenGrant(client.config, first.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // Reuse is treated as theft: the whole grant is revoked, the newer token too.
    await expect(oidc.refreshTokenGrant(client.config, second.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('stops for a user who was disabled meanwhile', async () => {
    const u = await insertUser(t.db.database, { username: 'soon-gone', role: 'user' });
    const tokens = await signIn(client, new CookieJar(), u.username);
    await t.db.database.query('UPDATE users SET enabled = false WHERE id = $1', [u.id]);
    await expect(oidc.refreshTokenGrant(client.config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('logout', () => {
  it('ends the session on confirmation and revokes the refresh token', async () => {
    const jar = new CookieJar();
    const tokens = await signIn(client, jar, user.username);
    const postLogout = `${t.baseUrl}/login`;
    const end = oidc.buildEndSessionUrl(client.config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: postLogout,
      state: 'bye',
    });
    const confirm = await browse(jar, end, postLogout);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain('ออกจากระบบ');
    expect(confirm.html).not.toMatch(/<script/i);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.html)?.[1];
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.html)?.[1];
    expect(xsrf && action).toBeTruthy();

    const done = await postForm(
      jar,
      new URL(action!, confirm.url).toString(),
      { xsrf: xsrf!, logout: 'yes' },
      postLogout,
    );
    expect(done.url).toBe(`${postLogout}?state=bye`);

    await expect(oidc.refreshTokenGrant(client.config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const again = await browse(
      jar,
      (await authorizationRequest(client, { prompt: 'none' })).url,
      client.redirectUri,
    );
    expect(new URL(again.url).searchParams.get('error')).toBe('login_required');
  });

  it('refuses a post-logout redirect that is not registered', async () => {
    const end = oidc.buildEndSessionUrl(client.config, { post_logout_redirect_uri: 'https://evil.example/' });
    const page = await browse(new CookieJar(), end, 'https://evil.example/');
    expect(page.status).toBe(400);
  });

  it('says so after a logout without a redirect', async () => {
    const res = await fetch(`${t.baseUrl}/oidc/session/end/success`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('You have signed out.');
    expect(html).toContain(`href="${t.baseUrl}/login"`);
  });
});
