// /api/v1/dashboard: the figures the dashboard draws (alert counts, reads per hour). Read-only.
import { dashboardAlertCountsSchema, dashboardQuerySchema, readsPerHourSchema } from '@yaam/shared/contracts/alerts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { needs } from '../../http/auth';
import * as service from './dashboard.service';

const tags = ['dashboard'];

export async function dashboardRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/dashboard/alerts',
    { config: needs('dashboard', 'r'), schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardAlertCountsSchema } } },
    async (request) => service.alertCounts(database, request.query),
  );

  r.get(
    '/api/v1/dashboard/reads-per-hour',
    {
      config: needs('dashboard', 'r'),
      schema: { tags, querystring: dashboardQuerySchema.pick({ district: true }), response: { 200: readsPerHourSchema } },
    },
    async (request) => service.readsPerHour(database, request.query.district),
  );
}
