// SPEC §3–§4: the session state, its operations and the start order. The identity provider flow
// (oidc.ts) sits on top of it; everything else reads it.
import { AUTH_STORAGE_KEYS, LOGIN_RETURN_PARAMS } from '@yaam/shared/spec';

import { decodeJwt } from './jwt';
import { createStore, useStore } from './store';
import { normalizeStoredUser, userFromClaims, type SessionUser } from './user';

export interface SessionState {
  ready: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  refreshToken: string | null;
  /** The identity provider's silent check is still running: private pages keep the loading card. */
  checking: boolean;
}

const initial: SessionState = { ready: false, isAuthenticated: false, user: null, refreshToken: null, checking: false };
export const session = createStore<SessionState>(initial);

export const useSession = <S = SessionState>(select?: (s: SessionState) => S) => useStore(session, select);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function persist(user: SessionUser | null) {
  const s = storage();
  if (!s) return;
  if (!user) {
    for (const key of Object.values(AUTH_STORAGE_KEYS)) s.removeItem(key);
    return;
  }
  s.setItem(AUTH_STORAGE_KEYS.token, user.token);
  if (user.refreshToken) s.setItem(AUTH_STORAGE_KEYS.refresh, user.refreshToken);
  else s.removeItem(AUTH_STORAGE_KEYS.refresh);
  s.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
}

/** Sets the flag and marks the session ready. */
export function setAuthenticated(value: boolean) {
  session.set((s) => ({ ...s, isAuthenticated: value, ready: true }));
}

/** Stores the user (and its tokens, in local storage). */
export function setUser(user: SessionUser) {
  persist(user);
  session.set((s) => ({ ...s, user, refreshToken: user.refreshToken || null }));
}

/** Clears the flag, the user and the three storage keys, and marks the session ready. */
export function logout() {
  persist(null);
  session.set((s) => ({ ...s, isAuthenticated: false, user: null, refreshToken: null, ready: true, checking: false }));
}

export function setChecking(checking: boolean) {
  session.set((s) => ({ ...s, checking }));
}

export interface LoginReturn {
  token: string;
  refreshToken: string;
  user: unknown;
  /** Where the values were found; the hash wins over the query (DESIGN §1: never sent to servers). */
  from: 'hash' | 'query';
}

/** The login-return parameters of an address: the hash first, then the query. Needs a token. */
export function readLoginReturn(href: string): LoginReturn | null {
  const url = new URL(href);
  const sources: Array<[LoginReturn['from'], URLSearchParams]> = [
    ['hash', new URLSearchParams(url.hash.replace(/^#/, ''))],
    ['query', url.searchParams],
  ];
  for (const [from, params] of sources) {
    const token = params.get(LOGIN_RETURN_PARAMS.token);
    if (!token) continue;
    let user: unknown = null;
    const rawUser = params.get(LOGIN_RETURN_PARAMS.user);
    if (rawUser) {
      try {
        user = JSON.parse(rawUser);
      } catch {
        user = null;
      }
    }
    return { token, refreshToken: params.get(LOGIN_RETURN_PARAMS.refresh) ?? '', user, from };
  }
  return null;
}

/** The address without the login-return parameters (and without a hash that carried them). */
export function cleanAddress(href: string): string {
  const url = new URL(href);
  for (const key of Object.values(LOGIN_RETURN_PARAMS)) url.searchParams.delete(key);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (hash.has(LOGIN_RETURN_PARAMS.token)) url.hash = '';
  return `${url.pathname}${url.search}${url.hash}`;
}

function userOf(token: string, refreshToken: string, rawUser: unknown): SessionUser | null {
  const fromJson = normalizeStoredUser(rawUser, token, refreshToken);
  if (fromJson) return fromJson;
  const claims = decodeJwt(token);
  return claims ? userFromClaims(claims, { token, refreshToken }) : null;
}

export interface StartEnv {
  href: string;
  storage: Storage | null;
  replaceAddress: (path: string) => void;
}

/**
 * SPEC §4 session start: ready=false; the login return first (store, authenticate, clean the
 * address); otherwise restore from local storage; then ready=true. Returns where the session came from.
 */
export function startSession(
  env: StartEnv = {
    href: window.location.href,
    storage: storage(),
    replaceAddress: (path) => window.history.replaceState(window.history.state, '', path),
  },
): 'login-return' | 'storage' | 'none' {
  session.set({ ...initial });
  const ret = readLoginReturn(env.href);
  if (ret) {
    env.replaceAddress(cleanAddress(env.href));
    const user = userOf(ret.token, ret.refreshToken, ret.user);
    if (!user) {
      // SPEC §5: a token without a subject is rejected.
      logout();
      return 'none';
    }
    setUser(user);
    setAuthenticated(true);
    return 'login-return';
  }
  const s = env.storage;
  const token = s?.getItem(AUTH_STORAGE_KEYS.token);
  let result: 'storage' | 'none' = 'none';
  if (s && token) {
    let raw: unknown = null;
    try {
      raw = JSON.parse(s.getItem(AUTH_STORAGE_KEYS.user) ?? 'null');
    } catch {
      raw = null;
    }
    const user = userOf(token, s.getItem(AUTH_STORAGE_KEYS.refresh) ?? '', raw);
    if (user) {
      session.set((st) => ({ ...st, user, refreshToken: user.refreshToken || null, isAuthenticated: true }));
      result = 'storage';
    }
  }
  session.set((st) => ({ ...st, ready: true }));
  return result;
}

export const currentToken = () => session.get().user?.token ?? null;
export const isAuthSettled = (s: SessionState = session.get()) => s.ready && !s.checking;

/** Resolves once the session is ready and no provider check is running. */
export function whenAuthSettled(): Promise<SessionState> {
  if (isAuthSettled()) return Promise.resolve(session.get());
  return new Promise((resolve) => {
    const off = session.subscribe(() => {
      if (!isAuthSettled()) return;
      off();
      resolve(session.get());
    });
  });
}
