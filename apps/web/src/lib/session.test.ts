import { AUTH_STORAGE_KEYS } from '@yaam/shared/spec';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { cleanAddress, logout, readLoginReturn, session, setAuthenticated, startSession } from './session';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64({ alg: 'none' })}.${b64(claims)}.sig`;
const TOKEN = jwt({ sub: 'u-1', preferred_username: 'somchai', given_name: 'สมชาย', family_name: 'ใจดี', role: 'administrator', exp: 9999999999 });

function env(href: string) {
  const replaceAddress = vi.fn();
  return { href, storage: localStorage, replaceAddress };
}

describe('session start order (SPEC §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    logout();
  });

  it('takes the login return from the hash first, stores it, authenticates and cleans the address', () => {
    const e = env(`http://x/auth/callback?token=${jwt({ sub: 'from-query' })}#token=${TOKEN}&refresh_token=r1`);
    expect(startSession(e)).toBe('login-return');
    const s = session.get();
    expect(s).toMatchObject({ ready: true, isAuthenticated: true, refreshToken: 'r1' });
    expect(s.user).toMatchObject({ id: 'u-1', fullName: 'สมชาย ใจดี', role: 'administrator', locale: 'th', districts: [] });
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.token)).toBe(TOKEN);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.refresh)).toBe('r1');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEYS.user)!)).toMatchObject({ id: 'u-1' });
    expect(e.replaceAddress).toHaveBeenCalledWith('/auth/callback');
  });

  it('falls back to the query when the hash has no token', () => {
    expect(readLoginReturn(`http://x/auth/callback?token=${TOKEN}&user=${encodeURIComponent('{"id":"q","username":"qq"}')}`)).toMatchObject({ from: 'query', token: TOKEN, user: { id: 'q' } });
  });

  it('uses the user JSON of the login return when present', () => {
    const user = encodeURIComponent(JSON.stringify({ id: 'j1', username: 'jay', firstName: '', lastName: '', role: 'user' }));
    startSession(env(`http://x/auth/callback#token=${TOKEN}&user=${user}`));
    expect(session.get().user).toMatchObject({ id: 'j1', fullName: 'jay', role: 'user' });
  });

  it('rejects a token without a subject and logs out', () => {
    startSession(env(`http://x/auth/callback#token=${jwt({ preferred_username: 'nobody' })}`));
    expect(session.get()).toMatchObject({ ready: true, isAuthenticated: false, user: null });
  });

  it('otherwise restores the stored session, then marks ready', () => {
    localStorage.setItem(AUTH_STORAGE_KEYS.token, TOKEN);
    localStorage.setItem(AUTH_STORAGE_KEYS.refresh, 'r2');
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ id: 'u-1', username: 'somchai', permissions: [{ resource: 'police', allow: 'r' }] }));
    expect(startSession(env('http://x/police'))).toBe('storage');
    expect(session.get()).toMatchObject({ ready: true, isAuthenticated: true, refreshToken: 'r2' });
    expect(session.get().user?.permissions).toEqual([{ resource: 'police', allow: 'r' }]);
  });

  it('is ready and signed out with nothing to restore', () => {
    expect(startSession(env('http://x/'))).toBe('none');
    expect(session.get()).toMatchObject({ ready: true, isAuthenticated: false, user: null });
  });

  it('logout clears the flag, the user and the three keys; setAuthenticated marks ready', () => {
    startSession(env(`http://x/#token=${TOKEN}&refresh_token=r`));
    logout();
    expect(session.get()).toMatchObject({ ready: true, isAuthenticated: false, user: null, refreshToken: null });
    for (const key of Object.values(AUTH_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    session.set((s) => ({ ...s, ready: false }));
    setAuthenticated(true);
    expect(session.get()).toMatchObject({ ready: true, isAuthenticated: true });
  });

  it('cleans only the login-return values from the address', () => {
    expect(cleanAddress('http://x/auth/callback?returnTo=%2Fmap&token=a&refresh_token=b&user=c')).toBe('/auth/callback?returnTo=%2Fmap');
    expect(cleanAddress('http://x/auth/callback#token=a')).toBe('/auth/callback');
    expect(cleanAddress('http://x/docs#install')).toBe('/docs#install');
  });
});
