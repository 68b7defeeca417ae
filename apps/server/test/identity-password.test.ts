import { scryptSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { hashPassword, verifyPassword } from '../src/identity/password';

describe('password hashing', () => {
  it('hashes to a self-describing scrypt string with a fresh salt', async () => {
    const a = await hashPassword('yaam-demo');
    const b = await hashPassword('yaam-demo');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('handles Thai passwords, whatever their Unicode composition', async () => {
    const hash = await hashPassword('รหัสผ่านยาม๑๒๓');
    expect(await verifyPassword('รหัสผ่านยาม๑๒๓', hash)).toBe(true);
    // The composed and decomposed spellings of the same text are the same password (NFC).
    const composed = 'caf\u00e9';
    expect(await verifyPassword('cafe\u0301', await hashPassword(composed))).toBe(true);
  });

  it('checks hashes made with other cost parameters', async () => {
    // A cheaper hash, as an older or other writer may have stored it.
    const salt = Buffer.from('saltsaltsaltsalt');
    const key = scryptSync('legacy', salt, 32, { N: 1024, r: 8, p: 1 });
    const hash = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('legacy', hash)).toBe(true);
    // Standard base64 (with + and /) is accepted too.
    const b64 = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('legacy', b64)).toBe(true);
  });

  it('rejects malformed, missing and dangerous hashes without throwing', async () => {
    for (const hash of [
      null,
      undefined,
      '',
      'plain-text-password',
      'bcrypt$2b$10$abc',
      'scrypt$16384$8$1$salt',
      'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$' + 'a'.repeat(43), // N not a power of two
      'scrypt$4294967296$8$1$c2FsdHNhbHRzYWx0$' + 'a'.repeat(43), // cost would exhaust the server
      'scrypt$16384$99$1$c2FsdHNhbHRzYWx0$' + 'a'.repeat(43),
      'scrypt$16384$8$1$$' + 'a'.repeat(43),
    ]) {
      expect(await verifyPassword('anything', hash)).toBe(false);
    }
  });
});
