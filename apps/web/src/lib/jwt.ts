// Reads (never verifies) the claims of a JWT: the server verifies; the browser only needs names,
// the role and the expiry.

export type Claims = Record<string, unknown>;

export function decodeJwt(token: string | null | undefined): Claims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/** Seconds of validity left, or -Infinity when the token has no readable expiry. */
export function secondsLeft(token: string | null | undefined, nowMs = Date.now()): number {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' ? exp - nowMs / 1000 : Number.NEGATIVE_INFINITY;
}
