// SPEC §4 identity-provider flow on oidc-client-ts (DESIGN §2): silent check through
// silent-check-sso.html, code flow with PKCE S256, permissions from introspection, the post-login
// redirect, and the 30 s renewal timer. Works with the built-in provider and with Keycloak.
import type { RuntimeConfig } from '@yaam/shared/contracts/auth';
import { normalizePermissions } from '@yaam/shared/permissions';
import { ERROR_TEXTS, LOGIN_STATE_TTL_MS, TOKEN_MIN_VALIDITY_S, TOKEN_REFRESH_INTERVAL_MS } from '@yaam/shared/spec';
import type { IdTokenClaims, User, UserManager } from 'oidc-client-ts';

import { api } from './http';
import { decodeJwt, secondsLeft } from './jwt';
import { postLoginTarget, takeIntended } from './redirect';
import { logout, session, setAuthenticated, setChecking, setUser } from './session';
import { userFromClaims, type SessionUser } from './user';

const SIGNED_OUT_KEY = 'auth:signed-out';
let manager: Promise<UserManager> | null = null;
let config: RuntimeConfig | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
let renewing: Promise<boolean> | null = null;

export function configureIdentity(runtime: RuntimeConfig) {
  config = runtime;
  manager = null;
}

/** The provider client, loaded on first use so the landing page does not carry it. */
function getManager(): Promise<UserManager> {
  manager ??= createManager();
  return manager;
}

async function createManager(): Promise<UserManager> {
  if (!config) throw new Error('Identity provider is not configured');
  const { UserManager } = await import('oidc-client-ts');
  const origin = window.location.origin;
  const resource = config.oidc.resource;
  return new UserManager({
    authority: config.oidc.issuer,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}/auth/callback`,
    silent_redirect_uri: `${origin}/silent-check-sso.html`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    ...(resource ? { resource, extraTokenParams: { resource } } : {}),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    staleStateAgeInSeconds: LOGIN_STATE_TTL_MS / 1000,
    silentRequestTimeoutInSeconds: 10,
  });
}

/** The session user from an oidc-client-ts user: id token profile plus the access token's claims. */
export function userFromOidc(oidcUser: Pick<User, 'access_token' | 'refresh_token' | 'profile'>): SessionUser | null {
  const access = decodeJwt(oidcUser.access_token) ?? {};
  const claims = { ...access, ...oidcUser.profile, role: oidcUser.profile.role ?? access.role, realm_access: access.realm_access };
  return userFromClaims(claims, { token: oidcUser.access_token, refreshToken: oidcUser.refresh_token ?? '' });
}

/** Permissions (and menu, districts) of the signed-in user; any failure is silently ignored. */
export async function loadPermissions(): Promise<void> {
  try {
    const res = await api<{ status?: string; detail?: { permissions?: unknown; menu?: unknown; user?: { districts?: unknown } } }>(
      '/auth/introspect',
    );
    const user = session.get().user;
    if (!user || res?.status !== 'ok' || !res.detail) return;
    const menu = Array.isArray(res.detail.menu) ? res.detail.menu.filter((m): m is string => typeof m === 'string') : user.menu;
    const districts = res.detail.user?.districts;
    setUser({
      ...user,
      permissions: normalizePermissions(res.detail.permissions),
      ...(menu ? { menu } : {}),
      districts: Array.isArray(districts) ? districts.filter((d): d is string => typeof d === 'string') : user.districts,
    });
  } catch {
    // SPEC §7: failure is silently ignored.
  }
}

function isLoginRequired(error: unknown): boolean {
  const code = (error as { error?: string } | null)?.error ?? '';
  return ['login_required', 'interaction_required', 'consent_required', 'account_selection_required'].includes(code);
}

function signedOutFlag(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export interface IdentityEnv {
  href: string;
  /** Replaces the current history entry (the router's navigate once it exists). */
  redirect: (to: string) => void;
  cleanAddress: (path: string) => void;
  fromLoginReturn: boolean;
}

function redirectAfterLogin(env: IdentityEnv, stateReturnTo: string | null) {
  const url = new URL(env.href);
  const target = postLoginTarget({
    pathname: url.pathname,
    returnTo: url.searchParams.get('returnTo') ?? stateReturnTo,
    intended: takeIntended(),
    role: session.get().user?.role,
  });
  if (target && target !== `${url.pathname}${url.search}`) env.redirect(target);
}

/** SPEC §4 provider flow; never throws: a failure is logged and the app continues with ready=true. */
export async function initIdentity(env: IdentityEnv): Promise<void> {
  const url = new URL(env.href);
  const isCodeReturn = url.pathname === '/auth/callback' && url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'));
  const existing = session.get().user;
  if (existing?.token && !isCodeReturn) {
    // A user with a token exists: the provider client is skipped.
    startRenewTimer();
    if (env.fromLoginReturn) {
      await loadPermissions();
      redirectAfterLogin(env, null);
    } else void loadPermissions();
    return;
  }
  if (!isCodeReturn && signedOutFlag()) return;
  setChecking(true);
  try {
    const mgr = await getManager();
    let oidcUser: User | null = null;
    let stateReturnTo: string | null = null;
    if (isCodeReturn) {
      env.cleanAddress('/auth/callback');
      oidcUser = await mgr.signinRedirectCallback(env.href);
      const state = oidcUser.state as { returnTo?: unknown } | undefined;
      stateReturnTo = typeof state?.returnTo === 'string' ? state.returnTo : null;
    } else {
      try {
        oidcUser = await mgr.signinSilent();
      } catch (error) {
        if (!isLoginRequired(error)) throw error;
      }
    }
    const user = oidcUser ? userFromOidc(oidcUser) : null;
    if (!user) {
      logout();
      return;
    }
    setUser(user);
    setAuthenticated(true);
    await loadPermissions();
    setChecking(false);
    redirectAfterLogin(env, stateReturnTo);
    startRenewTimer();
  } catch (error) {
    console.error('Identity provider initialisation failed', error);
    session.set((s) => ({ ...s, ready: true }));
  } finally {
    setChecking(false);
  }
}

/** Starts the code flow (PKCE S256) at the provider's sign-in page. */
export async function signIn(returnTo?: string | null): Promise<void> {
  try {
    sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    /* storage unavailable */
  }
  await (await getManager()).signinRedirect({ state: { returnTo: returnTo ?? null } });
}

/** Local logout, then the provider's end-session page when it has one (so the silent check stays out). */
export async function signOut(): Promise<void> {
  stopRenewTimer();
  let idToken: string | undefined;
  try {
    sessionStorage.setItem(SIGNED_OUT_KEY, '1');
    idToken = (await (await manager)?.getUser())?.id_token;
  } catch {
    /* nothing stored */
  }
  logout();
  try {
    const mgr = await getManager();
    await mgr.removeUser();
    if (idToken) {
      await mgr.signoutRedirect({ id_token_hint: idToken });
      return;
    }
  } catch (error) {
    console.warn('Provider sign-out unavailable', error);
  }
  window.location.assign('/');
}

async function doRenew(): Promise<boolean> {
  const user = session.get().user;
  if (!user) return false;
  try {
    const mgr = await getManager();
    const stored = await mgr.getUser();
    if (!stored || stored.access_token !== user.token) {
      const claims = decodeJwt(user.token) ?? {};
      const { User } = await import('oidc-client-ts');
      await mgr.storeUser(
        new User({
          access_token: user.token,
          refresh_token: user.refreshToken || undefined,
          token_type: 'Bearer',
          profile: { ...claims, sub: user.id } as IdTokenClaims,
          expires_at: typeof claims.exp === 'number' ? claims.exp : undefined,
        }),
      );
    }
    const fresh = await mgr.signinSilent();
    const next = fresh ? userFromOidc(fresh) : null;
    if (!next || next.id !== user.id) throw new Error('renewal returned no user');
    setUser({ ...user, token: next.token, refreshToken: next.refreshToken || user.refreshToken, role: next.role || user.role });
    return true;
  } catch (error) {
    console.error(ERROR_TEXTS.tokenRefreshFailed, error);
    stopRenewTimer();
    logout();
    return false;
  }
}

/** One renewal at a time (the timer and a 401 retry may ask together). */
export function renewToken(): Promise<boolean> {
  renewing ??= doRenew().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** True when the token has less than the minimum validity left. */
export function needsRenewal(token: string | null | undefined, nowMs = Date.now()): boolean {
  return secondsLeft(token, nowMs) < TOKEN_MIN_VALIDITY_S;
}

export function startRenewTimer() {
  stopRenewTimer();
  timer = setInterval(() => {
    const user = session.get().user;
    if (!user) return stopRenewTimer();
    if (needsRenewal(user.token)) void renewToken();
  }, TOKEN_REFRESH_INTERVAL_MS);
}

export function stopRenewTimer() {
  if (timer) clearInterval(timer);
  timer = null;
}
