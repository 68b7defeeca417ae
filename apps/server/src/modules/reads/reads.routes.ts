// /api/v1/reads: search every stored sighting. Schemas and permission only.
import { readListQuerySchema, readPageSchema } from '@yaam/shared/contracts/reads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { needs } from '../../http/auth';
import { presentRead } from './reads.present';
import { searchReads } from './reads.repo';

export async function readRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/reads',
    { config: needs('read', 'r'), schema: { tags: ['reads'], querystring: readListQuerySchema, response: { 200: readPageSchema } } },
    async (request) => {
      const q = request.query;
      const { items, total, totalIsEstimate } = await searchReads(database, q);
      return { items: items.map(presentRead), total, totalIsEstimate, page: q.page, pageSize: q.pageSize };
    },
  );
}
