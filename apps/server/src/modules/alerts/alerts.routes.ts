// /api/v1/alerts: alerts raised by the watchlist. Schemas and permissions only; the rules live in
// alerts.service.ts.
import {
  alertAssignSchema,
  alertConflictSchema,
  alertCountsQuerySchema,
  alertCountsSchema,
  alertIdParamsSchema,
  alertListQuerySchema,
  alertNoteSchema,
  alertPageSchema,
  alertSchema,
  alertTimelineSchema,
  alertTransitionSchema,
} from '@yaam/shared/contracts/alerts';
import { errorSchema } from '@yaam/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { callerOf, needs } from '../../http/auth';
import * as service from './alerts.service';

const tags = ['alerts'];

export async function alertRoutes(app: FastifyInstance, { database, publish }: { database: Database; publish: service.AlertPublish }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/alerts',
    { config: needs('alert', 'r'), schema: { tags, querystring: alertListQuerySchema, response: { 200: alertPageSchema } } },
    async (request) => service.listAlerts(database, request.query),
  );

  r.get(
    '/api/v1/alerts/counts',
    { config: needs('alert', 'r'), schema: { tags, querystring: alertCountsQuerySchema, response: { 200: alertCountsSchema } } },
    async (request) => service.counts(database, request.query.district),
  );

  r.get(
    '/api/v1/alerts/:id',
    { config: needs('alert', 'r'), schema: { tags, params: alertIdParamsSchema, response: { 200: alertSchema, 404: errorSchema } } },
    async (request) => service.getAlert(database, request.params.id),
  );

  r.get(
    '/api/v1/alerts/:id/timeline',
    { config: needs('alert', 'r'), schema: { tags, params: alertIdParamsSchema, response: { 200: alertTimelineSchema, 404: errorSchema } } },
    async (request) => service.getTimeline(database, request.params.id),
  );

  r.post(
    '/api/v1/alerts/:id/transitions',
    {
      config: needs('alert', 'u'),
      schema: {
        tags,
        description: 'One lifecycle step (see ALERT_TRANSITIONS); 409 with the current alert when illegal or stale',
        params: alertIdParamsSchema,
        body: alertTransitionSchema,
        response: { 200: alertSchema, 400: errorSchema, 404: errorSchema, 409: alertConflictSchema },
      },
    },
    async (request) => service.transition(database, publish, callerOf(request), request.params.id, request.body),
  );

  r.put(
    '/api/v1/alerts/:id/assignee',
    {
      config: needs('alert', 'u'),
      schema: {
        tags,
        params: alertIdParamsSchema,
        body: alertAssignSchema,
        response: { 200: alertSchema, 400: errorSchema, 404: errorSchema, 409: alertConflictSchema },
      },
    },
    async (request) => service.assign(database, publish, callerOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/v1/alerts/:id/notes',
    {
      config: needs('alert', 'u'),
      schema: {
        tags,
        description: 'Adds a note to the timeline; answers with the timeline',
        params: alertIdParamsSchema,
        body: alertNoteSchema,
        response: { 200: alertTimelineSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await service.addNote(database, callerOf(request), request.params.id, request.body.note);
      return service.getTimeline(database, request.params.id);
    },
  );
}
