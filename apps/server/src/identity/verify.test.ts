import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { createTokenVerifier, InvalidTokenError } from './verify';

describe('createTokenVerifier', () => {
  it('remembers a verified token only until it expires', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' }] });
    const verify = createTokenVerifier({ issuer: 'https://i', audience: 'a', keys, clockToleranceSec: 0 });
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await new SignJWT({ sub: 's' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k', typ: 'at+jwt' })
      .setIssuer('https://i')
      .setAudience('a')
      .setExpirationTime(exp)
      .sign(privateKey);
    expect((await verify(token)).sub).toBe('s');
    expect((await verify(token)).sub).toBe('s');
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 100));
    await expect(verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
    // A token that failed is never remembered as good.
    await expect(verify(`${token.slice(0, -4)}AAAA`)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
