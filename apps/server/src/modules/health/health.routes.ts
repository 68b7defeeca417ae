// /healthz: the process is up. /readyz: the database and the broker answer.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Database } from '../../db/client';
import type { Broker } from '../../realtime/broker';

const readySchema = z.object({ status: z.enum(['ready', 'unready']), database: z.boolean(), broker: z.boolean() });

const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

export async function healthRoutes(app: FastifyInstance, deps: { database: Database; broker: Broker }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true, response: { 200: readySchema, 503: readySchema } } }, async (_req, reply) => {
    const [database, broker] = await Promise.all([
      within(2000, deps.database.ping()).then(() => true, () => false),
      within(2000, deps.broker.isReady()).catch(() => false),
    ]);
    const ok = database && broker;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unready', database, broker });
  });
}
