// /api/v1/polices: officers. Schemas and permissions only; the rules live in police.service.ts.
import { PassThrough } from 'node:stream';

import { errorSchema } from '@yaam/shared/contracts/common';
import {
  districtCountSchema,
  officerConflictSchema,
  officerIdParamsSchema,
  officerInputSchema,
  officerListQuerySchema,
  officerPageSchema,
  officerSchema,
  officerUpdateSchema,
} from '@yaam/shared/contracts/police';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { Database } from '../../db/client';
import { callerOf, needs } from '../../http/auth';
import { forEachOfficerBatch } from './police.repo';
import * as service from './police.service';

const tags = ['police'];

/** Resolves when `stream` can take more, or is gone; leaves no listener behind. */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}

export async function policeRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listCache = await service.createOfficerListCache(database);
  // NOTIFY reaches this process a moment after commit; a caller's next read must not be stale.
  const changed = <T>(result: T) => {
    listCache.invalidate();
    return result;
  };

  r.get(
    '/api/v1/polices',
    { config: needs('police', 'r'), schema: { tags, querystring: officerListQuerySchema, response: { 200: officerPageSchema } } },
    // Sent as the cached JSON text, which Fastify passes through unserialised; the schema documents
    // the shape (the presenter's), and the tests parse answers with it.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await listCache.list(request.query)) as unknown as z.infer<typeof officerPageSchema>),
  );

  r.get(
    '/api/v1/polices/summary',
    { config: needs('police', 'r'), schema: { tags, response: { 200: districtCountSchema } } },
    async () => service.districtSummary(database),
  );

  r.get(
    '/api/v1/polices/export.csv',
    { config: needs('police', 'r'), schema: { tags, querystring: officerListQuerySchema.omit({ page: true, pageSize: true }) } },
    async (request, reply) => {
      const out = new PassThrough();
      const query = { ...request.query, page: 1, pageSize: 1 };
      out.write(service.csvHeader());
      forEachOfficerBatch(database, query, async (rows) => {
        if (out.destroyed) return false;
        const ok = out.write(rows.map((row) => service.csvRow(service.presentOfficer(row))).join(''));
        if (!ok) await drained(out);
        // A client that went away destroys `out`: stop reading.
        return !out.destroyed && !reply.raw.destroyed;
      })
        .then(() => out.end())
        .catch((err: unknown) => {
          request.log.error({ err }, 'officer export failed');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="officers-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  r.get(
    '/api/v1/polices/:id',
    { config: needs('police', 'r'), schema: { tags, params: officerIdParamsSchema, response: { 200: officerSchema, 404: errorSchema } } },
    async (request) => service.getOfficer(database, request.params.id),
  );

  r.post(
    '/api/v1/polices',
    {
      config: needs('police', 'c'),
      schema: { tags, body: officerInputSchema, response: { 201: officerSchema, 400: errorSchema, 409: errorSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(changed(await service.createOfficer(database, callerOf(request), request.body))),
  );

  r.put(
    '/api/v1/polices/:id',
    {
      config: needs('police', 'u'),
      schema: {
        tags,
        params: officerIdParamsSchema,
        body: officerUpdateSchema,
        response: { 200: officerSchema, 400: errorSchema, 404: errorSchema, 409: officerConflictSchema },
      },
    },
    async (request) => changed(await service.updateOfficer(database, callerOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/v1/polices/:id',
    { config: needs('police', 'd'), schema: { tags, params: officerIdParamsSchema, response: { 200: officerSchema, 404: errorSchema, 409: errorSchema } } },
    async (request) => changed(await service.setDeleted(database, callerOf(request), request.params.id, true)),
  );

  r.post(
    '/api/v1/polices/:id/restore',
    { config: needs('police', 'd'), schema: { tags, params: officerIdParamsSchema, response: { 200: officerSchema, 404: errorSchema, 409: errorSchema } } },
    async (request) => changed(await service.setDeleted(database, callerOf(request), request.params.id, false)),
  );
}
