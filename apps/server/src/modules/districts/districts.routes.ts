// /api/v1/districts
import { errorSchema } from '@yaam/shared/contracts/common';
import {
  districtCodeSchema,
  districtCreateSchema,
  districtListSchema,
  districtSchema,
  districtUpdateSchema,
} from '@yaam/shared/contracts/districts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { callerOf, needs } from '../../http/auth';
import * as service from './districts.service';

const tags = ['districts'];
const params = z.object({ code: districtCodeSchema });

export async function districtRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/districts', { config: needs('district', 'r'), schema: { tags, response: { 200: districtListSchema } } }, async () =>
    service.listDistricts(database),
  );
  r.get(
    '/api/v1/districts/:code',
    { config: needs('district', 'r'), schema: { tags, params, response: { 200: districtSchema, 404: errorSchema } } },
    async (request) => service.getDistrict(database, request.params.code),
  );
  r.post(
    '/api/v1/districts',
    { config: needs('district', 'c'), schema: { tags, body: districtCreateSchema, response: { 201: districtSchema, 409: errorSchema } } },
    async (request, reply) => reply.status(201).send(await service.createDistrict(database, callerOf(request), request.body)),
  );
  r.put(
    '/api/v1/districts/:code',
    { config: needs('district', 'u'), schema: { tags, params, body: districtUpdateSchema, response: { 200: districtSchema, 409: errorSchema } } },
    async (request) => service.updateDistrict(database, callerOf(request), request.params.code, request.body),
  );
  r.delete(
    '/api/v1/districts/:code',
    { config: needs('district', 'd'), schema: { tags, params, response: { 200: districtSchema, 409: errorSchema } } },
    async (request) => service.deleteDistrict(database, callerOf(request), request.params.code),
  );
}
