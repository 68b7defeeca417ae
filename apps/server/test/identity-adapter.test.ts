// oidc-provider's storage in oidc_payloads: lookups, consumption, expiry, revocation by grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabaseAdapter, purgeExpired } from '../src/identity/adapter';
import { migratedTestDatabase, type TestDatabase } from './helpers';

let db: TestDatabase;

beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(async () => db?.drop());

describe('database adapter', () => {
  it('stores, finds by id, uid and user code, and replaces on upsert', async () => {
    const Adapter = createDatabaseAdapter(db.database);
    const sessions = new Adapter('Session');
    const devices = new Adapter('DeviceCode');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a', kind: 'Session' }, 60);
    await devices.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 60);

    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a', kind: 'Session' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g1' });
    // Models are separate namespaces.
    expect(await devices.find('s1')).toBeUndefined();

    await sessions.upsert('s1', { uid: 'u2', accountId: 'b' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u2', accountId: 'b' });
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('marks consumption with a timestamp', async () => {
    const codes = new (createDatabaseAdapter(db.database))('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g' }, 60);
    await codes.consume('c1');
    const found = (await codes.find('c1')) as { consumed?: number };
    expect(typeof found.consumed).toBe('number');
    expect(Math.abs(found.consumed! - Date.now() / 1000)).toBeLessThan(30);
  });

  it('hides expired rows and purges them', async () => {
    const tokens = new (createDatabaseAdapter(db.database))('RefreshToken');
    await tokens.upsert('old', { grantId: 'g' }, 60);
    await tokens.upsert('forever', { grantId: 'g' });
    await db.database.query(
      `UPDATE oidc_payloads SET expires_at = now() - interval '1 hour' WHERE id = 'old'`,
    );
    expect(await tokens.find('old')).toBeUndefined();
    expect(await tokens.find('forever')).toBeTruthy();
    await purgeExpired(db.database);
    expect(await db.database.query(`SELECT id FROM oidc_payloads WHERE id = 'old'`)).toHaveLength(0);
  });

  it('destroys one, and revokes a grant within one model only', async () => {
    const Adapter = createDatabaseAdapter(db.database);
    const refresh = new Adapter('RefreshToken');
    const access = new Adapter('AccessToken');
    await refresh.upsert('r1', { grantId: 'G' }, 60);
    await refresh.upsert('r2', { grantId: 'G' }, 60);
    await refresh.upsert('r3', { grantId: 'other' }, 60);
    await access.upsert('a1', { grantId: 'G' }, 60);

    await refresh.revokeByGrantId('G');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toBeUndefined();
    expect(await refresh.find('r3')).toBeTruthy();
    expect(await access.find('a1')).toBeTruthy();

    await refresh.destroy('r3');
    expect(await refresh.find('r3')).toBeUndefined();
  });
});
