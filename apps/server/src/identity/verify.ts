// Access-token verification for the API and the broker: one code path for the built-in provider and
// for an external issuer (Keycloak). Algorithms pinned; iss, aud, exp and nbf checked.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey, type JWTPayload } from 'jose';

export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];

export interface AccessClaims extends JWTPayload {
  sub: string;
  preferred_username?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  role?: string;
  locale?: string;
}

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

export class InvalidTokenError extends Error {}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** Key set: the issuer's JWKS over HTTP, or the built-in provider's keys in process. */
  keys: JWTVerifyGetKey;
  clockToleranceSec?: number;
}

export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  return remembering(verifyUncached(options), options.clockToleranceSec ?? 5);
}

/**
 * A token's signature and claims do not change, so a verified token need not be verified again
 * until it expires: a signed-in browser sends the same one with every request for minutes.
 */
function remembering(verify: TokenVerifier, toleranceSec: number, max = 10_000): TokenVerifier {
  const verified = new Map<string, AccessClaims>();
  return async (token) => {
    const hit = verified.get(token);
    const nowSec = Date.now() / 1000;
    if (hit && typeof hit.exp === 'number' && hit.exp + toleranceSec > nowSec) return hit;
    if (hit) verified.delete(token);
    const claims = await verify(token);
    if (verified.size >= max) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

function verifyUncached(options: VerifierOptions): TokenVerifier {
  return async (token) => {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        clockTolerance: options.clockToleranceSec ?? 5,
        requiredClaims: ['sub', 'exp'],
      });
      // An ID token is not an access token, even when its audience happens to match.
      if (protectedHeader.typ && !/^(at\+jwt|application\/at\+jwt|jwt)$/i.test(protectedHeader.typ)) {
        throw new InvalidTokenError(`token type ${protectedHeader.typ} is not an access token`);
      }
      if (payload.nonce !== undefined || payload.at_hash !== undefined) {
        throw new InvalidTokenError('an ID token is not an access token');
      }
      if (typeof payload.sub !== 'string' || !payload.sub)
        throw new InvalidTokenError('token has no subject');
      return payload as AccessClaims;
    } catch (err) {
      if (err instanceof InvalidTokenError) throw err;
      throw new InvalidTokenError(err instanceof Error ? err.message : 'invalid token');
    }
  };
}

/** For an external issuer: its JWKS, discovered from the issuer's metadata and cached by jose. */
export async function remoteKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery at ${issuer} answered ${res.status}`);
  const meta = (await res.json()) as { jwks_uri?: string };
  if (!meta.jwks_uri) throw new Error(`OIDC discovery at ${issuer} has no jwks_uri`);
  return createRemoteJWKSet(new URL(meta.jwks_uri));
}
