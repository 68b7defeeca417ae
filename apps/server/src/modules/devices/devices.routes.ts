// /api/v1/devices: the device registry, a device's reads, read rate and status history; and
// /api/v1/map/devices, every device at once for the map. Schemas and permissions only; the rules live
// in devices.service.ts.
import { createHash } from 'node:crypto';

import { errorSchema, pageQuerySchema } from '@yaam/shared/contracts/common';
import {
  deviceConflictSchema,
  deviceEventPageSchema,
  deviceIdParamsSchema,
  deviceInputSchema,
  deviceListQuerySchema,
  devicePageSchema,
  deviceRateSchema,
  deviceSchema,
  deviceUpdateSchema,
  deviceVersionQuerySchema,
  deviceWithSecretSchema,
  mapDevicesSchema,
} from '@yaam/shared/contracts/devices';
import { deviceReadsQuerySchema, readSchema } from '@yaam/shared/contracts/reads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { callerOf, needs } from '../../http/auth';
import { presentRead, type ReadRecord } from '../reads/reads.present';
import * as repo from './devices.repo';
import * as service from './devices.service';

const tags = ['devices'];
const params = deviceIdParamsSchema;

export async function deviceRoutes(app: FastifyInstance, deps: service.DeviceDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;

  r.get(
    '/api/v1/devices',
    { config: needs('device', 'r'), schema: { tags, querystring: deviceListQuerySchema, response: { 200: devicePageSchema } } },
    async (request) => service.listDevices(database, request.query),
  );

  // Not /api/v1/devices/map: "map" is a valid device id.
  r.get(
    '/api/v1/map/devices',
    {
      config: needs('device', 'r'),
      schema: { tags, summary: 'Every device for the map, a row per device (fields in `fields`); ETag, 304 when unchanged', response: { 200: mapDevicesSchema } },
      onSend: withETag,
    },
    async () => service.mapDevices(database),
  );

  r.get(
    '/api/v1/devices/:id',
    { config: needs('device', 'r'), schema: { tags, params, response: { 200: deviceSchema, 404: errorSchema } } },
    async (request) => service.getDevice(database, request.params.id),
  );

  r.post(
    '/api/v1/devices',
    {
      config: needs('device', 'c'),
      schema: { tags, body: deviceInputSchema, response: { 201: deviceWithSecretSchema, 400: errorSchema, 409: errorSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.createDevice(deps, callerOf(request), request.body)),
  );

  r.put(
    '/api/v1/devices/:id',
    {
      config: needs('device', 'u'),
      schema: { tags, params, body: deviceUpdateSchema, response: { 200: deviceSchema, 400: errorSchema, 404: errorSchema, 409: deviceConflictSchema } },
    },
    async (request) => service.updateDevice(deps, callerOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/v1/devices/:id/secret',
    {
      config: needs('device', 'u'),
      schema: { tags, summary: 'New secret, shown once; the old one stops working at once', params, querystring: deviceVersionQuerySchema, response: { 200: deviceWithSecretSchema, 404: errorSchema, 409: deviceConflictSchema } },
    },
    async (request) => service.rotateSecret(deps, callerOf(request), request.params.id, request.query.version),
  );

  for (const [path, enabled] of [['enable', true], ['disable', false]] as const) {
    r.post(
      `/api/v1/devices/:id/${path}`,
      {
        config: needs('device', 'u'),
        schema: { tags, params, querystring: deviceVersionQuerySchema, response: { 200: deviceSchema, 404: errorSchema, 409: deviceConflictSchema } },
      },
      async (request) => service.setEnabled(deps, callerOf(request), request.params.id, enabled, request.query.version),
    );
  }

  r.delete(
    '/api/v1/devices/:id',
    { config: needs('device', 'd'), schema: { tags, params, response: { 200: deviceSchema, 404: errorSchema } } },
    async (request) => service.deleteDevice(deps, callerOf(request), request.params.id),
  );

  r.get(
    '/api/v1/devices/:id/reads',
    {
      config: needs('read', 'r'),
      schema: { tags, summary: 'Recent reads of a device (last 7 days, newest first)', params, querystring: deviceReadsQuerySchema, response: { 200: z.object({ items: z.array(readSchema) }), 404: errorSchema } },
    },
    async (request) => {
      await service.getDevice(database, request.params.id);
      const rows = await repo.recentReads(database.db, request.params.id, request.query.limit);
      return { items: rows.map((row) => presentRead(toRecord(row))) };
    },
  );

  r.get(
    '/api/v1/devices/:id/rate',
    { config: needs('device', 'r'), schema: { tags, summary: 'Reads per minute over the last hour', params, response: { 200: deviceRateSchema, 404: errorSchema } } },
    async (request) => service.readRate(database, request.params.id),
  );

  r.get(
    '/api/v1/devices/:id/events',
    {
      config: needs('device', 'r'),
      schema: { tags, summary: 'Status history, newest first', params, querystring: pageQuerySchema, response: { 200: deviceEventPageSchema, 404: errorSchema } },
    },
    async (request) => {
      await service.getDevice(database, request.params.id);
      return service.listEvents(database, request.params.id, request.query.page, request.query.pageSize);
    },
  );
}

/**
 * A weak ETag from the serialized answer, and 304 without a body when the client already has it: the
 * map asks again after every reconnect, and 10,000 devices are about a megabyte.
 */
async function withETag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  const known = request.headers['if-none-match']?.split(',').map(strip) ?? [];
  if (!known.includes(strip(tag)) && !known.includes('*')) return payload;
  reply.code(304).removeHeader('content-type');
  return null;
}

function toRecord(row: Awaited<ReturnType<typeof repo.recentReads>>[number]): ReadRecord {
  return {
    id: row.id,
    device_id: row.deviceId,
    read_id: row.readId,
    captured_at: row.capturedAt,
    received_at: row.receivedAt,
    plate: row.plate,
    plate_raw: row.plateRaw,
    series: row.series,
    number: row.number,
    province: row.province,
    district_code: row.districtCode,
    vehicle_type: row.vehicleType,
    vehicle_color: row.vehicleColor,
    vehicle_make: row.vehicleMake,
    confidence: row.confidence,
    lat: row.lat,
    lng: row.lng,
    heading: row.heading,
    image_url: row.imageUrl,
  };
}
