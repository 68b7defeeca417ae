// buildApp(): the whole Yaam server as a Fastify instance. Listens on nothing and has no side effects
// at import; main.ts listens and handles signals, tests use app.inject().
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Config } from './config';
import type { Database } from './db/client';
import { auth } from './http/auth';
import { registerErrorHandling } from './http/errors';
import { registerSpa } from './http/spa';
import { createIdentity, type Identity } from './identity/identity';
import { type AlertEngine, createAlertEngine } from './modules/alerts/alerts.engine';
import { alertRoutes } from './modules/alerts/alerts.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { districtRoutes } from './modules/districts/districts.routes';
import { healthRoutes } from './modules/health/health.routes';
import { type DataPath, registerDataPath } from './modules/ingest/data-path';
import { kwatchRoutes } from './modules/kwatch/kwatch.routes';
import { policeRoutes } from './modules/police/police.routes';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { createBroker, type Broker } from './realtime/broker';

export interface AppDeps {
  config: Config;
  /** An open, migrated database; the app does not close it (main.ts and tests own it). */
  database: Database;
}

export interface YaamApp {
  app: FastifyInstance;
  identity: Identity;
  broker: Broker;
  /** the watchlist matcher and alert raiser: ingest hands it each committed batch (onReadsStored) */
  alerts: AlertEngine;
  /** ingest and device status, for tests and benchmarks */
  dataPath: DataPath;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ config, database }: AppDeps): Promise<YaamApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.secret', '*.token'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    forceCloseConnections: 'idle',
    // Start-up work (migrations, the broker's subscriptions while a resumed session delivers its
    // backlog) may take longer than Fastify's 10 s on a small, busy machine; failing then helps nobody.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // MAP_STYLE_URL's host serves the style and, as a self-hosted tile server does, its tiles, glyphs and sprite.
        connectSrc: ["'self'", 'ws:', 'wss:', ...(config.oidc.issuer ? [new URL(config.oidc.issuer).origin] : []), ...(config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : [])],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...(config.oidc.issuer ? [new URL(config.oidc.issuer).origin] : [])],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...(config.oidc.issuer ? [new URL(config.oidc.issuer).origin] : [])],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:'),
  });
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Yaam API', version: '1' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // devices posting reads over HTTP: device id and secret
          deviceBasic: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const identity = await createIdentity(app, { config, database });
  const broker = await createBroker({ config, database, verifyToken: identity.verifyToken, log: app.log });
  app.addHook('onReady', async () => broker.attach(app.server));

  await app.register(auth, { database, verifyToken: identity.verifyToken });
  await app.register(healthRoutes, { database, broker });
  await app.register(authRoutes, { config, broker, identity });
  await app.register(realtimeRoutes, { broker, verifyToken: identity.verifyToken });
  await app.register(districtRoutes, { database });
  await app.register(policeRoutes, { database });
  await app.register(auditRoutes, { database });
  const alerts = createAlertEngine({ database, broker, log: app.log, windowMinutes: config.alertWindowMinutes });
  await alerts.ready;
  app.addHook('onClose', async () => {
    alerts.close();
    await alerts.flush();
  });
  await app.register(kwatchRoutes, { database, listener: alerts });
  await app.register(alertRoutes, { database, publish: alerts.publish });
  await app.register(dashboardRoutes, { database });
  const dataPath = await registerDataPath(app, { config, database, broker, watch: alerts });
  app.get('/api/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, () => app.swagger());

  await registerSpa(app, config);

  // The broker closes before the HTTP server waits for connections (its /mqtt sockets would hold
  // app.close() open); the identity provider after everything else.
  app.addHook('preClose', async () => broker.close());
  app.addHook('onClose', async () => identity.close());
  return { app, identity, broker, dataPath, alerts };
}
