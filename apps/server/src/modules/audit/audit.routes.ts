import { auditPageSchema, auditQuerySchema } from '@yaam/shared/contracts/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { needs } from '../../http/auth';
import { listAudit } from './audit.repo';

export async function auditRoutes(app: FastifyInstance, deps: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/audit',
    { config: needs('audit', 'r'), schema: { tags: ['audit'], querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => listAudit(deps.database.db, request.query),
  );
}
