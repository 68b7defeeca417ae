// /api/v1/kwatch: watch entries. Schemas and permissions only; the rules live in kwatch.service.ts.
import { errorSchema } from '@yaam/shared/contracts/common';
import {
  watchEntryCloseSchema,
  watchEntryConflictSchema,
  watchEntryIdParamsSchema,
  watchEntryInputSchema,
  watchEntryListQuerySchema,
  watchEntryPageSchema,
  watchEntrySchema,
  watchEntryUpdateSchema,
  watchImportQuerySchema,
  watchImportResultSchema,
} from '@yaam/shared/contracts/kwatch';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { callerOf, needs } from '../../http/auth';
import { csvHeader, csvRow } from './kwatch.csv';
import { allEntries } from './kwatch.repo';
import * as service from './kwatch.service';

const tags = ['kwatch'];
/** A CSV of 10,000 entries with long notes stays well under this. */
const IMPORT_LIMIT_BYTES = 8 * 1024 * 1024;

export async function kwatchRoutes(app: FastifyInstance, deps: service.KwatchDeps) {
  const { database } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The import takes the file as the body (the browser reads it and sends it as text/csv).
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: IMPORT_LIMIT_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  r.get(
    '/api/v1/kwatch',
    { config: needs('kwatch', 'r'), schema: { tags, querystring: watchEntryListQuerySchema, response: { 200: watchEntryPageSchema } } },
    async (request) => service.listEntries(database, request.query),
  );

  r.get(
    '/api/v1/kwatch/export.csv',
    { config: needs('kwatch', 'r'), schema: { tags, querystring: watchEntryListQuerySchema.omit({ page: true, pageSize: true }) } },
    async (request, reply) => {
      const rows = await allEntries(database.db, request.query);
      const now = Date.now();
      const body = csvHeader() + rows.map((row) => csvRow(service.presentEntry(row, now))).join('');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="watchlist-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  r.post(
    '/api/v1/kwatch/import',
    {
      config: needs('kwatch', 'c'),
      bodyLimit: IMPORT_LIMIT_BYTES,
      schema: {
        tags,
        description: 'CSV (text/csv body) with the export columns; mode=all writes nothing when a row is invalid, mode=valid writes the valid rows',
        querystring: watchImportQuerySchema,
        body: z.string().max(IMPORT_LIMIT_BYTES),
        response: { 200: watchImportResultSchema, 400: watchImportResultSchema.or(errorSchema) },
      },
    },
    async (request, reply) => {
      const { status, result } = await service.importCsv(deps, callerOf(request), request.body, request.query.mode);
      return reply.status(status).send(result);
    },
  );

  r.get(
    '/api/v1/kwatch/:id',
    { config: needs('kwatch', 'r'), schema: { tags, params: watchEntryIdParamsSchema, response: { 200: watchEntrySchema, 404: errorSchema } } },
    async (request) => service.getEntry(database, request.params.id),
  );

  r.post(
    '/api/v1/kwatch',
    { config: needs('kwatch', 'c'), schema: { tags, body: watchEntryInputSchema, response: { 201: watchEntrySchema, 400: errorSchema } } },
    async (request, reply) => reply.status(201).send(await service.createEntry(deps, callerOf(request), request.body)),
  );

  r.put(
    '/api/v1/kwatch/:id',
    {
      config: needs('kwatch', 'u'),
      schema: {
        tags,
        params: watchEntryIdParamsSchema,
        body: watchEntryUpdateSchema,
        response: { 200: watchEntrySchema, 400: errorSchema, 404: errorSchema, 409: watchEntryConflictSchema },
      },
    },
    async (request) => service.updateEntry(deps, callerOf(request), request.params.id, request.body),
  );

  for (const action of ['expire', 'close', 'reopen'] as const) {
    r.post(
      `/api/v1/kwatch/:id/${action}`,
      {
        config: needs('kwatch', 'u'),
        schema: {
          tags,
          params: watchEntryIdParamsSchema,
          body: watchEntryCloseSchema.nullish(),
          response: { 200: watchEntrySchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => service.setStatus(deps, callerOf(request), request.params.id, action, request.body?.note ?? null),
    );
  }

  r.delete(
    '/api/v1/kwatch/:id',
    { config: needs('kwatch', 'd'), schema: { tags, params: watchEntryIdParamsSchema, response: { 200: watchEntrySchema, 404: errorSchema } } },
    async (request) => service.deleteEntry(deps, callerOf(request), request.params.id),
  );
}
