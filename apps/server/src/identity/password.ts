// Password hashing for the built-in provider (and device secrets): scrypt with a per-hash salt, stored
// self-describing as `scrypt$N$r$p$salt$hash` so the cost can rise later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Hashes with parameters above these are refused: a tampered row must not exhaust the server. */
const MAX_N = 1 << 20;
const MAX_RP = 32;

interface Cost {
  N: number;
  r: number;
  p: number;
}

function derive(plain: string, salt: Buffer, keyLength: number, cost: Cost): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; allow that plus headroom instead of the 32 MiB default cap.
  const maxmem = 256 * cost.N * cost.r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, keyLength, { ...cost, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(hash: string): ParsedHash | null {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map((v) => (/^\d+$/.test(v ?? '') ? Number(v) : NaN)) as [
    number,
    number,
    number,
  ];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const powerOfTwo = n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > MAX_N || !(r >= 1 && r <= MAX_RP) || !(p >= 1 && p <= MAX_RP)) return null;
  if (salt.length < 8 || key.length < 16) return null;
  return { n, r, p, salt, key };
}

/** True when `plain` matches `hash`; false for a wrong password or a malformed hash (never throws for those). */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const parsed = hash ? parse(hash) : null;
  if (!parsed) {
    // Spend the same time as a real check so a missing hash is not visible from outside.
    await derive(plain, DUMMY_SALT, KEY_LENGTH, { N, r: R, p: P });
    return false;
  }
  const key = await derive(plain, parsed.salt, parsed.key.length, { N: parsed.n, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
}

const DUMMY_SALT = randomBytes(SALT_BYTES);
