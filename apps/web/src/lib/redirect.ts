// SPEC §4: the route guard's decision and the post-login redirect order.
import { INTENDED_PATH_KEY, isPublicPath, POST_LOGIN_LANDING_PATHS } from '@yaam/shared/spec';
import { landingFor } from '@yaam/shared/roles';

import type { SessionState } from './session';

/** A same-origin path only: "/x" yes, "//host" or "https://…" no. */
export function isInternalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: '/'; intended: string };

export function guardDecision(input: {
  pathname: string;
  fullPath: string;
  routePublic: boolean;
  state: Pick<SessionState, 'ready' | 'checking' | 'isAuthenticated'>;
}): GuardDecision {
  if (isPublicPath(input.pathname, input.routePublic)) return { kind: 'allow' };
  if (!input.state.ready || input.state.checking) return { kind: 'wait' };
  if (input.state.isAuthenticated) return { kind: 'allow' };
  return { kind: 'redirect', to: '/', intended: input.fullPath };
}

/**
 * Post-login order: (1) ?returnTo, (2) the stored intended destination, (3) only from /, /login or
 * /auth/callback, the role's landing page. null = stay.
 */
export function postLoginTarget(input: {
  pathname: string;
  returnTo: string | null;
  intended: string | null;
  role: string | null | undefined;
}): string | null {
  if (isInternalPath(input.returnTo)) return input.returnTo;
  if (isInternalPath(input.intended)) return input.intended;
  if ((POST_LOGIN_LANDING_PATHS as readonly string[]).includes(input.pathname)) return landingFor(input.role);
  return null;
}

function sessionStore(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function saveIntended(fullPath: string) {
  sessionStore()?.setItem(INTENDED_PATH_KEY, fullPath);
}

/** Reads and removes the intended destination (SPEC §4: removed after use). */
export function takeIntended(): string | null {
  const s = sessionStore();
  const value = s?.getItem(INTENDED_PATH_KEY) ?? null;
  s?.removeItem(INTENDED_PATH_KEY);
  return value;
}
