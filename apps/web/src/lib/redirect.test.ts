import { landingFor } from '@yaam/shared/roles';
import { isPublicPath } from '@yaam/shared/spec';
import { describe, expect, it } from 'vitest';

import { guardDecision, isInternalPath, postLoginTarget } from './redirect';

describe('role landing table (SPEC §6)', () => {
  it.each([
    ['administrator', '/police'],
    ['management', '/watchman'],
    ['user', '/watchman'],
    ['other', '/uturans'],
    ['technician', '/settings/devices'],
    ['', '/settings/devices'],
    [undefined, '/settings/devices'],
    ['toString', '/settings/devices'],
  ])('%s lands on %s', (role, path) => expect(landingFor(role)).toBe(path));
});

describe('post-login redirect order (SPEC §4)', () => {
  const base = { pathname: '/auth/callback', returnTo: null, intended: null, role: 'administrator' };
  it('prefers returnTo', () => expect(postLoginTarget({ ...base, returnTo: '/map?x=1', intended: '/kwatch' })).toBe('/map?x=1'));
  it('then the stored intended destination', () => expect(postLoginTarget({ ...base, intended: '/kwatch' })).toBe('/kwatch'));
  it('then the landing page, only from /, /login or /auth/callback', () => {
    expect(postLoginTarget({ ...base, pathname: '/' })).toBe('/police');
    expect(postLoginTarget({ ...base, pathname: '/login', role: 'other' })).toBe('/uturans');
    expect(postLoginTarget({ ...base, role: 'management' })).toBe('/watchman');
    expect(postLoginTarget({ ...base, pathname: '/map' })).toBeNull();
  });
  it('never redirects off-site', () => {
    expect(postLoginTarget({ ...base, returnTo: '//evil.example/x', pathname: '/map' })).toBeNull();
    expect(postLoginTarget({ ...base, returnTo: 'https://evil.example', intended: '/kwatch' })).toBe('/kwatch');
    expect(isInternalPath('/\\evil')).toBe(false);
  });
});

describe('public paths (SPEC §2)', () => {
  it.each(['/', '/login', '/auth/callback', '/silent-check-sso.html', '/docs', '/docs/a/b', '/changelog', '/changelog/0.1.0', '/lk', '/lk/x', '/ki5/y'])('%s is public', (p) =>
    expect(isPublicPath(p)).toBe(true),
  );
  it.each(['/dashboard', '/police', '/docsx', '/changelogs', '/pricing/a', '/settings/devices', '/login/x'])('%s is private', (p) => expect(isPublicPath(p)).toBe(false));
  it('a route marked public is public', () => expect(isPublicPath('/pricing/a', true)).toBe(true));
});

describe('route guard (SPEC §4)', () => {
  const ready = { ready: true, checking: false, isAuthenticated: false };
  it('lets public paths through without waiting', () =>
    expect(guardDecision({ pathname: '/', fullPath: '/', routePublic: false, state: { ...ready, ready: false } })).toEqual({ kind: 'allow' }));
  it('waits while the session is not ready or the provider check runs', () => {
    expect(guardDecision({ pathname: '/map', fullPath: '/map', routePublic: false, state: { ...ready, ready: false } }).kind).toBe('wait');
    expect(guardDecision({ pathname: '/map', fullPath: '/map', routePublic: false, state: { ...ready, checking: true } }).kind).toBe('wait');
  });
  it('sends a signed-out visitor to / with the full path as intended destination', () =>
    expect(guardDecision({ pathname: '/kwatch', fullPath: '/kwatch?q=1#top', routePublic: false, state: ready })).toEqual({ kind: 'redirect', to: '/', intended: '/kwatch?q=1#top' }));
  it('lets a signed-in user through', () =>
    expect(guardDecision({ pathname: '/kwatch', fullPath: '/kwatch', routePublic: false, state: { ...ready, isAuthenticated: true } })).toEqual({ kind: 'allow' }));
});
