// Shared by the identity tests: users in the database, a cookie jar, and a browser-like walk through
// the built-in provider's sign-in (authorize → our sign-in page → resume → redirect URI with a code).
import { randomUUID } from 'node:crypto';

import * as oidc from 'openid-client';

import type { Database } from '../src/db/client';
import { hashPassword } from '../src/identity/password';

export const PASSWORD = 'correct horse battery';

export interface TestUser {
  id: string;
  username: string;
  role: string;
}

/** A user with a password, and a group for their role so introspection has permissions to show. */
export async function insertUser(
  database: Database,
  { username = 'somchai', role = 'administrator', enabled = true, password = PASSWORD } = {},
): Promise<TestUser> {
  const id = randomUUID();
  await database.query(
    `INSERT INTO users (id, subject, username, email, first_name, last_name, role, password_hash, enabled, locale)
     VALUES ($1, $2, $3, $4, 'สมชาย', 'ใจดี', $5, $6, $7, 'th')`,
    [id, id, username, `${username}@police.example`, role, await hashPassword(password), enabled],
  );
  await database.query(
    'INSERT INTO groups (name, role, permissions) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING',
    [`group-${role}`, role, JSON.stringify([{ resource: 'police', allow: 'r' }])],
  );
  return { id, username, role };
}

/** Cookies by name, as a browser would send them to this one site (paths ignored: names are unique here). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface Step {
  url: string;
  status: number;
  html: string;
}

/**
 * Follows redirects by hand, keeping cookies, until a page answers (2xx/4xx) or a redirect leaves for
 * a URL starting with `stopAt` (the client's redirect URI), which is returned unfetched.
 */
export async function browse(
  jar: CookieJar,
  start: string | URL,
  stopAt: string,
  init: RequestInit = {},
): Promise<Step> {
  let url = String(start);
  let request: RequestInit = init;
  for (let hops = 0; hops < 10; hops++) {
    const res = await fetch(url, {
      ...request,
      redirect: 'manual',
      headers: { ...request.headers, cookie: jar.header() },
    });
    jar.store(res);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(stopAt)) return { url: next, status: res.status, html: '' };
      url = next;
      request = {};
      continue;
    }
    return { url, status: res.status, html: await res.text() };
  }
  throw new Error(`too many redirects from ${String(start)}`);
}

export function postForm(
  jar: CookieJar,
  url: string,
  fields: Record<string, string>,
  stopAt: string,
  headers: Record<string, string> = {},
) {
  return browse(jar, url, stopAt, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface Client {
  config: oidc.Configuration;
  redirectUri: string;
  baseUrl: string;
}

/** The SPA as an openid-client public client of the built-in provider at `baseUrl` (= PUBLIC_URL). */
export async function discover(baseUrl: string, clientId = 'yaam-web'): Promise<Client> {
  const config = await oidc.discovery(new URL(`${baseUrl}/oidc`), clientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
  return { config, redirectUri: `${baseUrl}/auth/callback`, baseUrl };
}

export interface Authorization {
  url: URL;
  verifier: string;
  state: string;
}

export async function authorizationRequest(
  client: Client,
  extra: Record<string, string> = {},
): Promise<Authorization> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(client.config, {
    redirect_uri: client.redirectUri,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { url, verifier, state };
}

/** The sign-in page's form action, read from the page. */
export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the page:\n${html.slice(0, 500)}`);
  return action.replaceAll('&#38;', '&');
}

/** Signs in through the pages and exchanges the code: the tokens a browser would end up with. */
export async function signIn(client: Client, jar: CookieJar, username: string, password = PASSWORD) {
  const auth = await authorizationRequest(client);
  const page = await browse(jar, auth.url, client.redirectUri);
  if (page.status !== 200)
    throw new Error(`sign-in page answered ${page.status}: ${page.html.slice(0, 300)}`);
  const callback = await postForm(
    jar,
    new URL(formAction(page.html), page.url).toString(),
    { username, password },
    client.redirectUri,
  );
  if (!callback.url.startsWith(client.redirectUri))
    throw new Error(`sign-in did not finish: ${callback.status} ${callback.html.slice(0, 500)}`);
  const tokens = await oidc.authorizationCodeGrant(client.config, new URL(callback.url), {
    pkceCodeVerifier: auth.verifier,
    expectedState: auth.state,
  });
  return tokens;
}
