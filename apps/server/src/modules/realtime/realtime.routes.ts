// POST /api/realtime/credentials: how this browser signs in to the broker (CONTRACT "MQTT"). The
// embedded broker checks the access token itself; an external Mosquitto cannot, so the server
// provisions a per-user account in its dynamic-security plugin (realtime/user-accounts.ts).
import { realtimeCredentialsSchema } from '@yaam/shared/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { authenticatedOnly, bearerToken, callerOf } from '../../http/auth';
import { httpError } from '../../http/errors';
import type { TokenVerifier } from '../../identity/verify';
import type { Broker } from '../../realtime/broker';

export async function realtimeRoutes(app: FastifyInstance, deps: { broker: Pick<Broker, 'userAccounts'>; verifyToken: TokenVerifier }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/realtime/credentials',
    {
      config: authenticatedOnly,
      schema: { tags: ['auth'], response: { 200: realtimeCredentialsSchema } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      reply.header('cache-control', 'no-store');
      const accounts = deps.broker.userAccounts;
      if (!accounts) return { username: caller.id, password: null, mode: 'token' as const };
      // The account lives as long as the access token that asked for it (verified tokens are cached).
      const token = bearerToken(request);
      const claims = token ? await deps.verifyToken(token) : null;
      const expiresAt = (claims?.exp ?? 0) * 1000;
      if (expiresAt <= Date.now()) throw httpError(401, 'Invalid or expired token');
      try {
        const credentials = await accounts.provision(caller.id, caller.permissions, expiresAt);
        return {
          username: credentials.username,
          password: credentials.password,
          mode: 'provisioned' as const,
          expiresAt: new Date(credentials.expiresAt).toISOString(),
        };
      } catch (err) {
        request.log.error({ err, userId: caller.id }, 'realtime: could not provision the browser account (dynamic-security)');
        throw httpError(503, 'Realtime credentials are unavailable: the MQTT broker did not accept the account (dynamic-security)');
      }
    },
  );
}
