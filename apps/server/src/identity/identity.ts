// Identity for the API and the broker: the built-in OIDC provider mounted at /oidc (users in the
// database), or an external issuer (OIDC_ISSUER, e.g. Keycloak). Either way tokens are verified the same way.
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';

import { issuerOf, type Config } from '../config';
import type { Database } from '../db/client';
import { httpError } from '../http/errors';
import { purgeExpired } from './adapter';
import { interactionRoutes } from './interaction.routes';
import { loadOrCreateKeys } from './keys';
import { createProvider, MOUNT_PATH, resourceIndicatorOf } from './provider';
import { createTokenVerifier, remoteKeys, type TokenVerifier } from './verify';

export interface Identity {
  issuer: string;
  /** The `resource` the SPA may send for the API (built-in provider); undefined for an external issuer. */
  resource: string | undefined;
  verifyToken: TokenVerifier;
  close(): Promise<void>;
}

export interface IdentityDeps {
  config: Config;
  database: Database;
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

export async function createIdentity(app: FastifyInstance, deps: IdentityDeps): Promise<Identity> {
  return deps.config.oidc.issuer ? externalIdentity(deps) : builtInIdentity(app, deps);
}

function externalIdentity({ config }: IdentityDeps): Identity {
  const issuer = issuerOf(config);
  // Discovered on first use and retried after a failure, so start-up does not depend on the IdP.
  let keys: Promise<JWTVerifyGetKey> | undefined;
  let verifier: TokenVerifier | undefined;
  return {
    issuer,
    resource: undefined,
    async verifyToken(token) {
      if (!verifier) {
        keys ??= remoteKeys(issuer);
        try {
          verifier = createTokenVerifier({ issuer, audience: config.oidc.audience, keys: await keys });
        } catch (err) {
          keys = undefined;
          throw Object.assign(httpError(503, 'The identity provider is unreachable'), { cause: err });
        }
      }
      return verifier(token);
    },
    close: async () => {},
  };
}

/** A request for the provider: /oidc, /oidc/… or /oidc?… (not /oidcx). */
const isProviderPath = (url: string) =>
  url.startsWith(MOUNT_PATH) && /^($|[/?])/.test(url.slice(MOUNT_PATH.length));

async function builtInIdentity(app: FastifyInstance, { config, database }: IdentityDeps): Promise<Identity> {
  const issuer = issuerOf(config);
  const keys = await loadOrCreateKeys(database);
  const provider = createProvider({ config, database, keys, log: app.log });
  const callback = provider.callback();

  // The provider reads its own bodies and writes its own responses: hand it the raw request before
  // Fastify parses anything. Its routes are relative to the mount; `originalUrl` tells it the prefix.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '';
    if (!isProviderPath(url)) return done();
    reply.hijack();
    raw.originalUrl = url;
    const rest = url.slice(MOUNT_PATH.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    void Promise.resolve(callback(raw, reply.raw)).catch((err: unknown) => {
      request.log.error({ err }, 'identity provider failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
      reply.raw.end();
    });
  });
  await app.register(interactionRoutes, { provider, database, config });

  const verifyToken = createTokenVerifier({
    issuer,
    audience: config.oidc.audience,
    keys: createLocalJWKSet(keys.publicJwks),
  });

  const purge = () =>
    purgeExpired(database).catch((err: unknown) =>
      app.log.warn({ err }, 'purging expired identity records failed'),
    );
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  void purge();

  return {
    issuer,
    resource: resourceIndicatorOf(config),
    verifyToken,
    async close() {
      clearInterval(timer);
    },
  };
}
