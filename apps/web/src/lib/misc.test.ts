import { runtimeConfigSchema } from '@yaam/shared/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { forceColorMode, colorMode, resolveMode } from './color-mode';
import { decodeJwt } from './jwt';
import { needsRenewal } from './oidc';
import { closeOverlay, createOverlay, openOverlay, overlays } from './overlay';
import { parseRuntimeConfig } from './runtime-config';
import { fullNameOf, userFromClaims } from './user';
import { limitConcurrency, isSlowConnection } from './network';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');

describe('user from claims (SPEC §3)', () => {
  it('fullName is first plus last name, otherwise the username', () => {
    expect(fullNameOf('สมชาย', 'ใจดี', 'admin')).toBe('สมชาย ใจดี');
    expect(fullNameOf('', '', 'admin')).toBe('admin');
  });
  it('builds the user with defaults and refuses a token without subject', () => {
    expect(userFromClaims({ sub: 's', preferred_username: 'u', role: 'user' }, { token: 't' })).toMatchObject({ id: 's', locale: 'th', districts: [], permissions: [], refreshToken: '' });
    expect(userFromClaims({ preferred_username: 'u' }, { token: 't' })).toBeNull();
  });
  it('decodes JWT claims, including Thai text', () => {
    const token = `x.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ sub: '1', given_name: 'สุดา' })))).replace(/=+$/, '')}.y`;
    expect(decodeJwt(token)).toMatchObject({ given_name: 'สุดา' });
    expect(decodeJwt('garbage')).toBeNull();
  });
});

describe('token renewal rule (SPEC §4/§9)', () => {
  it('renews when less than 30 s of validity is left', () => {
    const now = 1_000_000_000_000;
    const tok = (exp: number) => `h.${b64({ sub: 'a', exp })}.s`;
    expect(needsRenewal(tok(now / 1000 + 29), now)).toBe(true);
    expect(needsRenewal(tok(now / 1000 + 31), now)).toBe(false);
  });
});

describe('runtime configuration', () => {
  const sample = { apiBase: '/api', oidc: { issuer: 'http://x/oidc', clientId: 'yaam-web', resource: 'yaam-api' }, mqtt: { url: 'ws://x/mqtt', protocolVersion: 4 }, mapStyleUrl: null, buildId: 'b1' };
  it('accepts what the shared schema accepts', () => expect(parseRuntimeConfig(sample)).toEqual(runtimeConfigSchema.parse(sample)));
  it('refuses what the shared schema refuses', () => {
    for (const bad of [{ ...sample, mqtt: { url: 'ws://x', protocolVersion: 3 } }, { ...sample, apiBase: 1 }, null]) {
      expect(() => runtimeConfigSchema.parse(bad)).toThrow();
      expect(() => parseRuntimeConfig(bad)).toThrow();
    }
  });
});

describe('colour mode (SPEC §4)', () => {
  afterEach(() => forceColorMode(null));
  it('refuses to force system, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(forceColorMode('system')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
  it('system follows the OS; a forced mode wins', () => {
    expect(resolveMode({ preference: 'system', systemDark: true, forced: null })).toBe('dark');
    expect(resolveMode({ preference: 'dark', systemDark: false, forced: null })).toBe('dark');
    expect(resolveMode({ preference: 'system', systemDark: true, forced: 'light' })).toBe('light');
    forceColorMode('dark');
    expect(colorMode.get().forced).toBe('dark');
  });
});

describe('overlays (SPEC §4/§8)', () => {
  it('open resolves with the close result; unknown ids throw "Overlay not found"', async () => {
    const o = createOverlay(() => null);
    const result = o.open();
    expect(overlays.get().find((x) => x.id === o.id)).toMatchObject({ open: true, mounted: true });
    o.close('ok');
    await expect(result).resolves.toBe('ok');
    expect(() => closeOverlay('nope')).toThrow('Overlay not found');
    expect(() => openOverlay('nope')).toThrow('Overlay not found');
  });
});

describe('preloads and slow connections (SPEC §9)', () => {
  it('runs at most 4 at once', async () => {
    const resolvers: Array<() => void> = [];
    const limited = limitConcurrency(() => new Promise<void>((r) => resolvers.push(r)));
    const all = Array.from({ length: 6 }, () => limited());
    expect(limited.running()).toBe(4);
    expect(limited.waiting()).toBe(2);
    while (resolvers.length) {
      resolvers.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    }
    await Promise.all(all);
    expect(limited.running()).toBe(0);
  });
  it('2g and data saver are slow', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
  });
});
