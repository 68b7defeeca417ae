// Devices (cameras and other reporters): the registry API contract and the `…/state` topic payload.
import { z } from 'zod';

import { topicLevelSchema } from '../topics';
import { optionalText, pageQuerySchema, versionedRowShape } from './common';

export const DEVICE_KINDS = ['lpr-camera', 'cctv', 'checkpoint', 'mobile'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const DEVICE_STATUSES = ['online', 'offline'] as const;
export type DeviceStatusValue = (typeof DEVICE_STATUSES)[number];

export const DEVICE_SORT_FIELDS = [
  'id',
  'serial',
  'name',
  'kind',
  'siteName',
  'districtCode',
  'status',
  'lastSeenAt',
  'createdAt',
  'updatedAt',
] as const;

const nullableNumber = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

export const deviceInputSchema = z.object({
  /** The MQTT username and topic level; generated from the serial when left out. */
  id: topicLevelSchema.optional(),
  serial: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[0-9A-Za-z._-]+$/, 'letters, digits, dot, dash or underscore'),
  name: z.string().trim().min(1).max(200),
  kind: z.enum(DEVICE_KINDS).default('lpr-camera'),
  siteName: optionalText(200),
  districtCode: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .nullish()
    .transform((v) => v ?? null),
  lat: nullableNumber(-90, 90),
  lng: nullableNumber(-180, 180),
  heading: z
    .number()
    .int()
    .min(0)
    .max(359)
    .nullish()
    .transform((v) => v ?? null),
  enabled: z.boolean().default(true),
});
export type DeviceInput = z.input<typeof deviceInputSchema>;

export const deviceUpdateSchema = deviceInputSchema.omit({ id: true }).extend({
  version: z.number().int().min(1),
  force: z.boolean().optional(),
});

export const deviceSchema = z.object({
  id: z.string(),
  serial: z.string(),
  name: z.string(),
  kind: z.enum(DEVICE_KINDS),
  siteName: z.string().nullable(),
  districtCode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  heading: z.number().int().nullable(),
  enabled: z.boolean(),
  status: z.enum(DEVICE_STATUSES),
  statusChangedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  firmware: z.string().nullable(),
  /** set while the read rate is far below the device's usual rate for this hour of day */
  rateDropSince: z.string().nullable(),
  /** reads captured in the last 60 minutes (list and get only; 0 elsewhere) */
  readsLastHour: z.number().int(),
  ...versionedRowShape,
});
export type Device = z.infer<typeof deviceSchema>;

/** Create and rotate-secret answers: the secret is shown this once and stored only hashed. */
export const deviceWithSecretSchema = z.object({ device: deviceSchema, secret: z.string() });

export const deviceListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  district: z.string().max(32).optional(),
  kind: z.enum(DEVICE_KINDS).optional(),
  status: z.enum(DEVICE_STATUSES).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  rateDrop: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(DEVICE_SORT_FIELDS).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

export const devicePageSchema = z.object({
  items: z.array(deviceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * GET /api/v1/map/devices: every device in one answer with only what the map draws and its popup
 * shows, a row per device in the order of MAP_DEVICE_FIELDS. Rows rather than objects: for 10,000
 * devices the keys would be over half of the answer.
 */
export const MAP_DEVICE_FIELDS = ['id', 'name', 'siteName', 'districtCode', 'lat', 'lng', 'enabled', 'status', 'statusChangedAt', 'lastSeenAt', 'rateDropSince'] as const;
export const mapDeviceRowSchema = z.tuple([
  z.string(),
  z.string(),
  z.string().nullable(),
  z.string().nullable(),
  z.number().nullable(),
  z.number().nullable(),
  z.boolean(),
  z.enum(DEVICE_STATUSES),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
]);
export type MapDeviceRow = z.infer<typeof mapDeviceRowSchema>;
/** The most devices one answer holds; `total` says when there are more. */
export const MAP_DEVICES_MAX = 50_000;
export const mapDevicesSchema = z.object({
  fields: z.array(z.enum(MAP_DEVICE_FIELDS)),
  items: z.array(mapDeviceRowSchema),
  total: z.number().int(),
});
export type MapDevices = z.infer<typeof mapDevicesSchema>;

export const deviceIdParamsSchema = z.object({ id: topicLevelSchema });

export const deviceConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current: deviceSchema.optional(),
});

/** `?version=` on secret/enable/disable: refuse with 409 when the device changed since it was loaded. */
export const deviceVersionQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

/** Reads per minute over the last hour, oldest first, one entry per minute (zeros included). */
export const deviceRateSchema = z.object({
  deviceId: z.string(),
  items: z.array(z.object({ minute: z.string(), count: z.number().int() })),
  total: z.number().int(),
  /** the usual reads per hour at this hour of day (median of the last 7 days), null without history */
  usualPerHour: z.number().nullable(),
});

export const DEVICE_EVENT_STATUSES = ['online', 'offline', 'rate-drop', 'rate-normal'] as const;
export const DEVICE_EVENT_REASONS = [
  'status-message',
  'last-will',
  'silence',
  'reads',
  'disabled',
  'enabled',
  'rate',
] as const;

export const deviceEventSchema = z.object({
  id: z.number().int(),
  deviceId: z.string(),
  at: z.string(),
  status: z.enum(DEVICE_EVENT_STATUSES),
  reason: z.enum(DEVICE_EVENT_REASONS),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type DeviceEvent = z.infer<typeof deviceEventSchema>;

export const deviceEventPageSchema = z.object({
  items: z.array(deviceEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Payload of `yaam/v1/devices/{id}/state` (retained): a device's state after a change. */
export const deviceStateMessageSchema = z.object({
  deviceId: z.string(),
  status: z.enum(DEVICE_STATUSES),
  enabled: z.boolean(),
  at: z.string(),
  reason: z.enum(DEVICE_EVENT_REASONS),
  lastSeenAt: z.string().nullable(),
  rateDropSince: z.string().nullable(),
});
export type DeviceStateMessage = z.infer<typeof deviceStateMessageSchema>;
