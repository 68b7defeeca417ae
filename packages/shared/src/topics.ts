// Every MQTT topic of CONTRACT "MQTT", its payload schema, and the topic rules the broker enforces.
import { z } from 'zod';
import { regexes } from 'zod/v4/core';

import { can, type Permission } from './permissions';

export { readsOf } from './reads-of';

export const TOPIC_ROOT = 'yaam/v1';

/** Device ids, district codes and chat ids become topic levels: no wildcards, separators or control chars. */
export const topicLevelSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, dot, dash or underscore');

export const topics = {
  deviceReads: (deviceId: string) => `${TOPIC_ROOT}/devices/${deviceId}/reads`,
  deviceStatus: (deviceId: string) => `${TOPIC_ROOT}/devices/${deviceId}/status`,
  deviceState: (deviceId: string) => `${TOPIC_ROOT}/devices/${deviceId}/state`,
  alerts: (districtCode: string) => `${TOPIC_ROOT}/alerts/${districtCode}`,
  reads: (districtCode: string) => `${TOPIC_ROOT}/reads/${districtCode}`,
  chat: (chatId: string) => `${TOPIC_ROOT}/chats/${chatId}`,
  sandbox: (rest: string) => `${TOPIC_ROOT}/sandbox/${rest}`,
} as const;

/** Filters the server subscribes to for device traffic (shared subscriptions on an external broker). */
export const SERVER_FILTERS = {
  reads: `${TOPIC_ROOT}/devices/+/reads`,
  status: `${TOPIC_ROOT}/devices/+/status`,
} as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isWellFormed: (s: string) => boolean =
  typeof (String.prototype as { isWellFormed?: unknown }).isWellFormed === 'function'
    ? (s) => (s as unknown as { isWellFormed(): boolean }).isWellFormed()
    : (s) => !LONE_SURROGATE.test(s);

/**
 * Text PostgreSQL can store: no NUL character and no unpaired surrogate (JSON lets a device send
 * both). A read holding one failed its whole database batch, and the batch's messages, left
 * unacknowledged, came back with it again: one such read stopped the ingest.
 */
export const isStorableText = (s: string) => !s.includes('\u0000') && isWellFormed(s);
const STORABLE = 'must not contain a NUL character or an unpaired surrogate';
const text = () => z.string().refine(isStorableText, STORABLE);
/** A read's capture time: RFC 3339 with a Z or an offset. */
const CAPTURED_AT_FORMAT = { offset: true } as const;

export const plateReadSchema = z.object({
  id: text().min(1).max(128),
  plate: text().min(1).max(32),
  province: text().max(64).optional(),
  capturedAt: z.iso.datetime(CAPTURED_AT_FORMAT),
  confidence: z.number().min(0).max(1).optional(),
  vehicle: z
    .object({
      type: text().max(32).optional(),
      color: text().max(32).optional(),
      make: text().max(64).optional(),
    })
    .optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  heading: z.number().min(0).max(360).optional(),
  imageUrl: z.url({ protocol: /^https?$/ }).max(2048).refine(isStorableText, STORABLE).optional(),
});
export type PlateRead = z.infer<typeof plateReadSchema>;

/** The pattern zod checks capturedAt with (the same options). */
const CAPTURED_AT = regexes.datetime(CAPTURED_AT_FORMAT);
const isString = (v: unknown, min: number, max: number) => typeof v === 'string' && v.length >= min && v.length <= max && isStorableText(v);
const isOptionalString = (v: unknown, max: number) => v === undefined || isString(v, 0, max);
/** NaN and ±Infinity fail the comparisons, as zod refuses them. */
const isOptionalNumber = (v: unknown, min: number, max: number) => v === undefined || (typeof v === 'number' && v >= min && v <= max);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * True when plateReadSchema accepts `value` as it is: the read as cameras send it, checked field by
 * field without zod's result objects (the ingest checks every read: zod was ~1.5 KB of garbage a read
 * and a tenth of what the ingest allocated). False means only "ask the schema", which decides and
 * says why; a read with an imageUrl always goes to the schema (its URL check is zod's own). A
 * property test holds the two together: whatever this accepts, the schema accepts.
 */
export function isPlainPlateRead(value: unknown): value is PlateRead {
  if (!isRecord(value)) return false;
  const { vehicle } = value;
  return (
    isString(value.id, 1, 128) &&
    isString(value.plate, 1, 32) &&
    isOptionalString(value.province, 64) &&
    typeof value.capturedAt === 'string' &&
    CAPTURED_AT.test(value.capturedAt) &&
    isOptionalNumber(value.confidence, 0, 1) &&
    isOptionalNumber(value.lat, -90, 90) &&
    isOptionalNumber(value.lng, -180, 180) &&
    isOptionalNumber(value.heading, 0, 360) &&
    value.imageUrl === undefined &&
    (vehicle === undefined ||
      (isRecord(vehicle) && isOptionalString(vehicle.type, 32) && isOptionalString(vehicle.color, 32) && isOptionalString(vehicle.make, 64)))
  );
}

export const plateReadsPayloadSchema = z.union([plateReadSchema, z.array(plateReadSchema).min(1).max(1000)]);

export const deviceStatusSchema = z.object({
  status: z.enum(['online', 'offline']),
  ts: z.union([z.iso.datetime({ offset: true }), z.number()]).optional(),
  firmware: text().max(64).optional(),
});
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

/** The payload of a device's last will, set by the device when it connects. */
export const DEVICE_LAST_WILL = 'offline';

const DEVICE_TOPICS = `${TOPIC_ROOT}/devices/`;

/**
 * A device publishes its reads and status under its own id, and nothing else: `topics.deviceReads`
 * or `topics.deviceStatus` of its id (one topic level: not empty, no '/'). The embedded broker asks
 * for every message: comparing with the two topics is 130 ns, splitting the topic was 320.
 */
export function devicePublishAllowed(deviceId: string, topic: string): boolean {
  if (deviceId === '' || deviceId.includes('/')) return false;
  return topic === topics.deviceReads(deviceId) || topic === topics.deviceStatus(deviceId);
}

/**
 * The device id of a device topic (`yaam/v1/devices/{id}/…`), without splitting the topic; '' for
 * any other topic.
 */
export function deviceIdOfTopic(topic: string): string {
  if (!topic.startsWith(DEVICE_TOPICS)) return '';
  const end = topic.indexOf('/', DEVICE_TOPICS.length);
  return end < 0 ? '' : topic.slice(DEVICE_TOPICS.length, end);
}

/** Devices subscribe to nothing in this version of the protocol. */
export function deviceSubscribeAllowed(): boolean {
  return false;
}

/**
 * What a browser may subscribe to, by the user's permissions. Never `#`, never device traffic
 * (`…/reads`, `…/status`): only the server's fan-out topics and the sandbox.
 */
export function browserSubscribeAllowed(permissions: readonly Permission[], filter: string): boolean {
  const parts = filter.split('/');
  if (parts[0] !== 'yaam' || parts[1] !== 'v1') return false;
  if (parts.some((p, i) => p === '#' && i < 3)) return false;
  const [, , area, a, b] = parts;
  const single = (v: string | undefined) => v !== undefined && v !== '#' && v.length > 0;
  switch (area) {
    case 'alerts':
      return parts.length === 4 && single(a) && can(permissions, 'alert', 'r');
    case 'reads':
      return parts.length === 4 && single(a) && can(permissions, 'read', 'r');
    case 'devices':
      return parts.length === 5 && single(a) && b === 'state' && can(permissions, 'device', 'r');
    case 'chats':
      return parts.length === 4 && single(a) && can(permissions, 'chat', 'r');
    case 'sandbox':
      return parts.length >= 4 && can(permissions, 'mqtt', 'r');
    default:
      return false;
  }
}

/** Browsers publish only into the MQTT console's sandbox, and only with `mqtt` c. */
export function browserPublishAllowed(permissions: readonly Permission[], topic: string): boolean {
  const parts = topic.split('/');
  return (
    parts.length >= 4 &&
    parts[0] === 'yaam' &&
    parts[1] === 'v1' &&
    parts[2] === 'sandbox' &&
    !parts.some((p) => p === '+' || p === '#' || p === '') &&
    can(permissions, 'mqtt', 'c')
  );
}
