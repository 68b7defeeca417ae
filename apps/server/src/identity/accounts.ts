// Accounts of the built-in provider: the `users` table. Sign-in checks the scrypt hash; the claims
// here are what ID and access tokens carry (CONTRACT "Identity").
import type { Database } from '../db/client';
import { verifyPassword } from './password';

interface AccountRow {
  id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  role: string;
  locale: string;
  enabled: boolean;
  password_hash: string | null;
}

// A type (not an interface) so it fits oidc-provider's index-signature claims type.
export type AccountClaims = {
  sub: string;
  preferred_username: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  role: string;
  locale: string;
};

const COLUMNS = 'id, username, email, first_name, last_name, role, locale, enabled, password_hash';

function claimsOf(row: AccountRow): AccountClaims {
  return {
    sub: row.id,
    preferred_username: row.username,
    ...(row.email ? { email: row.email } : {}),
    ...(row.first_name ? { given_name: row.first_name } : {}),
    ...(row.last_name ? { family_name: row.last_name } : {}),
    role: row.role,
    locale: row.locale,
  };
}

/** The claims of an enabled user, or undefined (unknown or disabled: the provider then refuses). */
export async function accountClaims(database: Database, id: string): Promise<AccountClaims | undefined> {
  // users.id is a uuid: anything else cannot match, and must not reach the cast.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await database.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row?.enabled ? claimsOf(row) : undefined;
}

/**
 * The user id for a correct username and password of an enabled user with a password, else null.
 * Unknown users cost the same scrypt work as known ones so timing does not reveal which names exist.
 */
export async function authenticate(
  database: Database,
  username: string,
  password: string,
): Promise<string | null> {
  const name = username.trim();
  const [row] = name
    ? await database.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`, [
        name,
      ])
    : [];
  const ok = await verifyPassword(password, row?.password_hash);
  return ok && row?.enabled ? row.id : null;
}
