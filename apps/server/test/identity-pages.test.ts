// The sign-in, sign-out and error pages of the built-in provider: language, escaping, no inline
// script under the CSP, accessible form, rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pickLocale } from '../src/identity/pages';
import { startTestApp, type TestApp } from './helpers';
import {
  authorizationRequest,
  browse,
  CookieJar,
  discover,
  formAction,
  insertUser,
  postForm,
  type Client,
} from './identity-fixtures';

/** the default SIGN_IN_RATE_LIMIT */
const SIGN_IN_MAX = 10;

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  await insertUser(t.db.database, { username: 'pages' });
  client = await discover(t.baseUrl);
});
afterAll(async () => t?.close());

async function signInPage(
  jar = new CookieJar(),
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const auth = await authorizationRequest(client, extra);
  const res = await fetch(auth.url, { redirect: 'manual' });
  jar.store(res);
  const pageUrl = new URL(res.headers.get('location')!, auth.url).toString();
  const page = await fetch(pageUrl, { headers: { cookie: jar.header(), ...headers } });
  return { jar, url: pageUrl, res: page, html: await page.text() };
}

describe('sign-in page', () => {
  it('is Thai by default, accessible, themed, and without inline script', async () => {
    const { res, html, url } = await signInPage();
    expect(new URL(url).pathname).toMatch(/^\/interaction\/[\w-]+$/);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('ยาม / Yaam');
    expect(html).toContain('<label for="username">ชื่อผู้ใช้</label>');
    expect(html).toContain('<input id="username" name="username"');
    expect(html).toContain('<label for="password">รหัสผ่าน</label>');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain('prefers-color-scheme:dark');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/href="\/interaction\/language\/en\?return=[^"]+" lang="en"/);
  });

  it('follows Accept-Language, and the i18next cookie over it', async () => {
    expect(
      (await signInPage(undefined, {}, { 'accept-language': 'en-US,en;q=0.9,th;q=0.5' })).html,
    ).toContain('<html lang="en">');
    const jar = new CookieJar();
    jar.cookies.set('i18next', 'th');
    expect((await signInPage(jar, {}, { 'accept-language': 'en' })).html).toContain('<html lang="th">');
    expect(pickLocale(undefined, 'fr, en;q=0.8, th;q=0.9')).toBe('th');
    expect(pickLocale('a=b; i18next=en-GB', 'th')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('th');
  });

  it('switches language with a link that sets the cookie and returns to the page', async () => {
    const { url } = await signInPage();
    const path = new URL(url).pathname;
    const res = await fetch(`${t.baseUrl}/interaction/language/en?return=${encodeURIComponent(path)}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(path);
    expect(res.headers.get('set-cookie')).toMatch(/^i18next=en; Path=\/; Max-Age=31536000; SameSite=Lax/);

    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const r = await fetch(`${t.baseUrl}/interaction/language/th?return=${encodeURIComponent(evil)}`, {
        redirect: 'manual',
      });
      expect(r.headers.get('location')).toBe('/');
    }
  });

  it('escapes what it echoes', async () => {
    const { html } = await signInPage(undefined, { login_hint: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it('asks for both fields', async () => {
    const { jar, html, url } = await signInPage();
    const answer = await postForm(
      jar,
      new URL(formAction(html), url).toString(),
      { username: 'pages', password: '' },
      client.redirectUri,
    );
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('กรุณากรอกชื่อผู้ใช้และรหัสผ่าน');
  });

  it('limits sign-in attempts per address and username', async () => {
    const { jar, html, url } = await signInPage(undefined, {}, { 'accept-language': 'en' });
    const action = new URL(formAction(html), url).toString();
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i <= SIGN_IN_MAX; i++) {
      const answer = await postForm(
        jar,
        action,
        { username: 'pages-limited', password: 'wrong' },
        client.redirectUri,
        { 'accept-language': 'en' },
      );
      statuses.push(answer.status);
      last = answer.html;
    }
    expect(statuses.slice(0, SIGN_IN_MAX).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last).toContain('Too many sign-in attempts');
    expect(last).toContain('<form method="post"');
    // Another username from the same address is not blocked by that.
    const other = await postForm(jar, action, { username: 'pages', password: 'wrong' }, client.redirectUri);
    expect(other.status).toBe(200);
  });

  it('explains an expired or unknown interaction on a page', async () => {
    const res = await fetch(`${t.baseUrl}/interaction/does-not-exist`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('This sign-in page has expired.');
    expect(html).toContain(`href="${t.baseUrl}/"`);
  });

  it('refuses an interaction cookie used for another interaction id', async () => {
    const { jar } = await signInPage();
    const res = await fetch(`${t.baseUrl}/interaction/another-uid`, { headers: { cookie: jar.header() } });
    expect(res.status).toBe(400);
  });
});

describe('provider pages', () => {
  it('renders provider errors on our page, in the chosen language', async () => {
    const res = await fetch(
      `${t.baseUrl}/oidc/auth?client_id=unknown-client&response_type=code&scope=openid`,
      {
        headers: { cookie: 'i18next=en' },
      },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('invalid_client');
    expect(html).not.toMatch(/<script/i);
  });

  it('serves the sign-out confirmation with the language switch', async () => {
    const jar = new CookieJar();
    const page = await browse(jar, (await authorizationRequest(client)).url, client.redirectUri);
    await postForm(
      jar,
      new URL(formAction(page.html), page.url).toString(),
      { username: 'pages', password: 'correct horse battery' },
      client.redirectUri,
    );
    const res = await fetch(`${t.baseUrl}/oidc/session/end?client_id=yaam-web`, {
      headers: { cookie: `${jar.header()}; i18next=en` },
    });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Do you want to sign out of Yaam?');
    expect(html).toContain('form="op.logoutForm" name="logout" value="yes"');
    expect(html).toContain('/interaction/language/th?return=%2Foidc%2Fsession%2Fend');
  });
});
