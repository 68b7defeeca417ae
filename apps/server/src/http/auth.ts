// Authentication as a scope: every /api route declares the permission it needs (route config
// `permission`), and a route that declares none stops the app from building.
import { can, type Action, type Resource } from '@yaam/shared/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Database } from '../db/client';
import { InvalidTokenError, type TokenVerifier } from '../identity/verify';
import { createCallerLoader, type Caller } from '../modules/permissions/permissions.repo';
import { httpError } from './errors';

export type RoutePermission = { resource: Resource; action: Action } | 'authenticated' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Route config for a route that needs `action` on `resource`. */
export const needs = (resource: Resource, action: Action) => ({ permission: { resource, action } as RoutePermission });
export const authenticatedOnly = { permission: 'authenticated' as RoutePermission };
export const publicRoute = { permission: 'public' as RoutePermission };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AuthOptions {
  database: Database;
  verifyToken: TokenVerifier;
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  app.decorateRequest('caller', null);
  const callerFor = await createCallerLoader(options.database);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (route.method === 'HEAD' || route.config?.permission) return;
    throw new Error(`${String(route.method)} ${route.url} declares no permission (use needs(), authenticatedOnly or publicRoute)`);
  });

  app.addHook('preHandler', async (request: FastifyRequest, _reply: FastifyReply) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    const token = bearerToken(request);
    if (!token) throw httpError(401, 'Missing bearer token');
    let claims;
    try {
      claims = await options.verifyToken(token);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw httpError(401, 'Invalid or expired token');
      throw err;
    }
    const caller = await callerFor(claims);
    if (!caller.enabled) throw httpError(401, 'Account disabled');
    request.caller = caller;
    if (permission !== 'authenticated' && !can(caller.permissions, permission.resource, permission.action)) {
      throw httpError(403, `Needs ${permission.action} on ${permission.resource}`);
    }
  });
}

export const auth = fp(authPlugin, { name: 'yaam-auth' });

/** The authenticated caller; only inside routes that declare a permission other than public. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw httpError(401, 'Not authenticated');
  return request.caller;
}
