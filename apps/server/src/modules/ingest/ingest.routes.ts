// Ingest over HTTP (devices without MQTT), the ingest counters, and Prometheus /metrics.
import { errorSchema } from '@yaam/shared/contracts/common';
import { deviceIdParamsSchema } from '@yaam/shared/contracts/devices';
import { ingestResultSchema, ingestStatsSchema } from '@yaam/shared/contracts/ingest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { needs, publicRoute } from '../../http/auth';
import { errorBody } from '../../http/errors';
import { createDeviceAuth } from './device-auth';
import type { Ingest } from './ingest.service';

const tags = ['ingest'];

export async function ingestRoutes(app: FastifyInstance, { database, ingest }: { database: Database; ingest: Ingest }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authenticateDevice = createDeviceAuth(database);

  // `public` for the user-token scope on purpose: the caller is a device, not a user. It proves who it
  // is with HTTP Basic (device id + secret), checked in the handler by authenticateDevice.
  r.post(
    '/api/v1/devices/:id/reads',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'A device sends a plate read or an array of them (HTTP Basic: device id and secret)',
        security: [{ deviceBasic: [] }],
        params: deviceIdParamsSchema,
        // Validated read by read in the service, so one bad read does not refuse the good ones.
        body: z.unknown().describe('a plate read (CONTRACT "MQTT") or an array of 1 to 1000 of them'),
        response: { 200: ingestResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await authenticateDevice(request, request.params.id);
      const result = await ingest.ingest(request.params.id, request.body);
      if (result.accepted + result.duplicate === 0 && result.rejected.length > 0) {
        return reply.status(400).send(
          errorBody(
            400,
            'No read was accepted',
            result.rejected.map((x) => ({ field: x.index >= 0 ? `body.${x.index}` : 'body', message: `${x.reason}: ${x.message}` })),
          ),
        );
      }
      return result;
    },
  );

  r.get(
    '/api/v1/ingest/stats',
    { config: needs('device', 'r'), schema: { tags, response: { 200: ingestStatsSchema } } },
    async () => ingest.counters.snapshot(ingest.backlog),
  );

  // Scraped by Prometheus on the operators' network; counts only, no plates.
  app.get('/metrics', { config: publicRoute, schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').send(ingest.counters.prometheus(ingest.backlog)),
  );
}
