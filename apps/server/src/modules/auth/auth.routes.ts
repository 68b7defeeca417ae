// The caller's effective permissions (SPEC §7 introspection) and the browser's runtime configuration.
import fs from 'node:fs';
import path from 'node:path';

import { introspectResponseSchema, runtimeConfigSchema } from '@yaam/shared/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { issuerOf, type Config } from '../../config';
import { authenticatedOnly, callerOf, publicRoute } from '../../http/auth';
import type { Identity } from '../../identity/identity';
import type { Broker } from '../../realtime/broker';

/** The id of the web build being served (written by the build into builds/latest.json). */
export function readBuildId(webDist: string): string {
  try {
    const { id } = JSON.parse(fs.readFileSync(path.join(webDist, 'builds', 'latest.json'), 'utf8')) as { id?: unknown };
    return typeof id === 'string' ? id : 'dev';
  } catch {
    return 'dev';
  }
}

export async function authRoutes(app: FastifyInstance, deps: {
    config: Config;
    broker: Pick<Broker, 'browserProtocolVersion'>;
    identity: Pick<Identity, 'resource'>;
  }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const buildId = readBuildId(deps.config.webDist);
  r.get(
    '/api/auth/introspect',
    { config: authenticatedOnly, schema: { tags: ['auth'], response: { 200: introspectResponseSchema } } },
    async (request) => {
      const caller = callerOf(request);
      return {
        status: 'ok' as const,
        detail: {
          permissions: caller.permissions,
          menu: caller.menu,
          user: {
            id: caller.id,
            username: caller.username,
            role: caller.role,
            districts: caller.districts,
            groups: caller.groups,
          },
        },
      };
    },
  );

  r.get(
    '/api/config',
    { config: publicRoute, schema: { tags: ['auth'], response: { 200: runtimeConfigSchema } } },
    async (request) => {
      const { config } = deps;
      const host = request.headers.host ?? new URL(config.publicUrl).host;
      const wsScheme = request.protocol === 'https' ? 'wss' : 'ws';
      return {
        apiBase: '/api',
        oidc: {
          issuer: issuerOf(config),
          clientId: config.oidc.clientId,
          ...(deps.identity.resource ? { resource: deps.identity.resource } : {}),
        },
        mqtt: {
          url: config.mqtt.wsUrl ?? `${wsScheme}://${host}/mqtt`,
          protocolVersion: deps.broker.browserProtocolVersion,
        },
        mapStyleUrl: config.mapStyleUrl ?? null,
        buildId,
      };
    },
  );
}
