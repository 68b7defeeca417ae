// SPEC §3: the signed-in user, built from the identity token claims.
import type { Permission } from '@yaam/shared/permissions';
import { DEFAULT_LOCALE } from '@yaam/shared/spec';

import type { Claims } from './jwt';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  districts: string[];
  permissions: Permission[];
  /** Menu entries of the user's groups (introspection); undefined until known. */
  menu?: string[];
  role: string;
  token: string;
  refreshToken: string;
  avatar: string;
  locale: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** SPEC §3: first plus last name, otherwise the username. */
export function fullNameOf(firstName: string, lastName: string, username: string): string {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || username;
}

/** The role claim: `role`, or (Keycloak without a mapper) the first realm role that is not a default one. */
export function roleOf(claims: Claims): string {
  if (typeof claims.role === 'string') return claims.role;
  const realm = claims.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realm?.roles) ? realm.roles.filter((r): r is string => typeof r === 'string') : [];
  return roles.find((r) => !r.startsWith('default-roles-') && r !== 'offline_access' && r !== 'uma_authorization') ?? '';
}

export function userFromClaims(claims: Claims, tokens: { token: string; refreshToken?: string | null }): SessionUser | null {
  const id = str(claims.sub);
  if (!id) return null;
  const firstName = str(claims.given_name);
  const lastName = str(claims.family_name);
  const username = str(claims.preferred_username) || str(claims.username) || id;
  return {
    id,
    username,
    email: str(claims.email),
    firstName,
    lastName,
    fullName: fullNameOf(firstName, lastName, username),
    districts: Array.isArray(claims.districts) ? claims.districts.filter((d): d is string => typeof d === 'string') : [],
    permissions: [],
    role: roleOf(claims),
    token: tokens.token,
    refreshToken: tokens.refreshToken ?? '',
    avatar: str(claims.picture),
    locale: str(claims.locale) || DEFAULT_LOCALE,
  };
}

/** A user read back from storage or from the login return's `user` JSON; missing fields get defaults. */
export function normalizeStoredUser(raw: unknown, token: string, refreshToken: string): SessionUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const u = raw as Partial<SessionUser> & Record<string, unknown>;
  const id = str(u.id) || str(u.sub);
  if (!id) return null;
  const firstName = str(u.firstName);
  const lastName = str(u.lastName);
  const username = str(u.username) || id;
  return {
    id,
    username,
    email: str(u.email),
    firstName,
    lastName,
    fullName: fullNameOf(firstName, lastName, username),
    districts: Array.isArray(u.districts) ? u.districts.filter((d): d is string => typeof d === 'string') : [],
    permissions: Array.isArray(u.permissions) ? u.permissions : [],
    ...(Array.isArray(u.menu) ? { menu: u.menu.filter((m): m is string => typeof m === 'string') } : {}),
    role: str(u.role),
    token,
    refreshToken,
    avatar: str(u.avatar),
    locale: str(u.locale) || DEFAULT_LOCALE,
  };
}
