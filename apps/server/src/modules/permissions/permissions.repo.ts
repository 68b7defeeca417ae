// Who the caller is and what they may do, read fresh on every request so a permission change
// applies on the next one.
import { mergePermissions, type Permission } from '@yaam/shared/permissions';

import type { Database } from '../../db/client';
import { QueryCache } from '../../lib/query-cache';
import type { AccessClaims } from '../../identity/verify';

export interface Caller {
  /** users.id */
  id: string;
  subject: string;
  username: string;
  role: string;
  enabled: boolean;
  districts: string[];
  groups: string[];
  permissions: Permission[];
  menu: string[];
}

interface UserRow {
  id: string;
  subject: string;
  username: string;
  role: string;
  enabled: boolean;
  districts: string[];
}

/**
 * The caller behind verified claims. A user of an external provider seen for the first time is
 * mirrored into `users` (the admin screens list them); later their claims refresh the mirror.
 */
export async function loadCaller(database: Database, claims: AccessClaims): Promise<Caller> {
  const role = claims.role ?? 'user';
  const username = claims.preferred_username ?? claims.sub;
  const [user] = await database.query<UserRow>(
    `INSERT INTO users (subject, username, email, first_name, last_name, role)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (subject) DO UPDATE SET role = EXCLUDED.role
       WHERE users.role IS DISTINCT FROM EXCLUDED.role
     RETURNING id, subject, username, role, enabled, districts`,
    [claims.sub, username, claims.email ?? null, claims.given_name ?? null, claims.family_name ?? null, role],
  ).then(async (rows) =>
    rows.length > 0
      ? rows
      : database.query<UserRow>(
          'SELECT id, subject, username, role, enabled, districts FROM users WHERE subject = $1',
          [claims.sub],
        ),
  );
  if (!user) throw new Error(`user ${claims.sub} vanished`);
  const groups = await database.query<{ name: string; permissions: Permission[]; menu: string[] }>(
    `SELECT name, permissions, menu FROM groups
      WHERE role = $2 OR id IN (SELECT group_id FROM user_groups WHERE user_id = $1)
      ORDER BY name`,
    [user.id, role],
  );
  return {
    id: user.id,
    subject: user.subject,
    username: user.username,
    role,
    enabled: user.enabled,
    districts: user.districts,
    groups: groups.map((g) => g.name),
    permissions: mergePermissions(groups.flatMap((g) => g.permissions)),
    menu: [...new Set(groups.flatMap((g) => g.menu))].sort(),
  };
}

export const PERMISSIONS_CHANGED = 'permissions_changed';

/**
 * loadCaller behind a cache, so a request costs no database round trip for who the caller is.
 * Triggers on users, groups and user_groups NOTIFY every process of any change (migration
 * 0003), which drops the cache: a permission change applies from the first request after the
 * notification arrives (on PostgreSQL a few milliseconds after the commit; the TTL bounds the rest).
 */
export async function createCallerLoader(database: Database) {
  const cache = new QueryCache<Caller>(10_000, 5 * 60_000);
  await database.listen(PERMISSIONS_CHANGED, () => cache.invalidate());
  return (claims: AccessClaims) =>
    cache.get(
      JSON.stringify([claims.sub, claims.role, claims.preferred_username, claims.email, claims.given_name, claims.family_name]),
      () => loadCaller(database, claims),
    );
}
