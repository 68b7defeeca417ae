// Devices: the registry's rules (secrets shown once and stored hashed, versions, audit) and keeping the
// broker in step (a disabled or deleted device is cut off at once).
import { randomBytes } from 'node:crypto';

import { type Device, type DeviceListQuery, type deviceInputSchema, type deviceUpdateSchema, MAP_DEVICE_FIELDS, MAP_DEVICES_MAX, type MapDeviceRow, type MapDevices } from '@yaam/shared/contracts/devices';
import { topics } from '@yaam/shared/topics';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import type { Database } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../db/errors';
import { HttpError } from '../../http/errors';
import { hashPassword } from '../../identity/password';
import type { Broker } from '../../realtime/broker';
import { recordAudit } from '../audit/audit.repo';
import type { Caller } from '../permissions/permissions.repo';
import type { DeviceStatusMonitor } from './device-status';
import * as statusRepo from './device-status.repo';
import { usualRate } from './rate-drop';
import * as repo from './devices.repo';

type Input = z.output<typeof deviceInputSchema>;
type UpdateInput = z.output<typeof deviceUpdateSchema>;

export interface DeviceDeps {
  database: Database;
  broker: Broker;
  status: DeviceStatusMonitor;
  log: FastifyBaseLogger;
}

/** How long a request waits for the broker to apply a change before answering anyway (logged). */
const BROKER_WAIT_MS = 2000;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function presentDevice(row: repo.DeviceRow & { readsLastHour?: number }): Device {
  return {
    id: row.id,
    serial: row.serial,
    name: row.name,
    kind: row.kind as Device['kind'],
    siteName: row.siteName,
    districtCode: row.districtCode,
    lat: row.lat,
    lng: row.lng,
    heading: row.heading,
    enabled: row.enabled,
    status: row.status as Device['status'],
    statusChangedAt: iso(row.statusChangedAt),
    lastSeenAt: iso(row.lastSeenAt),
    firmware: row.firmware,
    rateDropSince: iso(row.rateDropSince),
    readsLastHour: row.readsLastHour ?? 0,
    version: row.version,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** A device secret: 192 random bits, URL-safe, so it can be typed into a camera's MQTT settings. */
export const newSecret = () => randomBytes(24).toString('base64url');

/** A topic-safe id from a serial when the client gives none: "YLPR-2400/7" → "ylpr-2400-7". */
export function idFromSerial(serial: string): string {
  const base = serial.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '');
  return (base || `dev-${randomBytes(4).toString('hex')}`).slice(0, 64);
}

function translate(err: unknown): never {
  const pg = pgErrorOf(err);
  if (pg?.code === PG_UNIQUE_VIOLATION) {
    const field = pg.constraint === 'devices_serial_key' ? 'serial' : 'id';
    throw new HttpError(409, `A device with this ${field} exists`, [{ field, message: 'already in use' }]);
  }
  if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
    throw new HttpError(400, 'Invalid districtCode', [{ field: 'districtCode', message: 'does not exist' }]);
  }
  throw err;
}

function conflict(current: repo.DeviceRow): HttpError {
  return new HttpError(409, `Changed by ${current.updatedBy ?? 'someone else'} since you loaded it`, undefined, {
    current: presentDevice(current),
  });
}

/** Waits a little for the broker, never fails the request for it: the database is the truth. */
async function brokerSync(log: FastifyBaseLogger, what: string, deviceId: string, work: () => Promise<unknown>) {
  const done = work().catch((err: unknown) => log.warn({ err, deviceId }, `broker: ${what} failed`));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, BROKER_WAIT_MS).unref());
  await Promise.race([done, timeout]);
}

export async function listDevices(database: Database, q: DeviceListQuery) {
  const { items, total } = await repo.listDevices(database.db, q);
  return { items: items.map(presentDevice), total, page: q.page, pageSize: q.pageSize };
}

/** Every device for the map as compact rows (MAP_DEVICE_FIELDS), at most MAP_DEVICES_MAX. */
export async function mapDevices(database: Database): Promise<MapDevices> {
  const rows = await repo.listMapDevices(database.db, MAP_DEVICES_MAX);
  const total = rows.length < MAP_DEVICES_MAX ? rows.length : await repo.countDevices(database.db);
  return {
    fields: [...MAP_DEVICE_FIELDS],
    items: rows.map((d): MapDeviceRow => [
      d.id,
      d.name,
      d.siteName,
      d.districtCode,
      d.lat,
      d.lng,
      d.enabled,
      d.status as MapDeviceRow[7],
      iso(d.statusChangedAt),
      iso(d.lastSeenAt),
      iso(d.rateDropSince),
    ]),
    total,
  };
}

export async function getDevice(database: Database, id: string): Promise<Device> {
  const row = await repo.getDevice(database.db, id);
  if (!row) throw new HttpError(404, 'Device not found');
  return presentDevice(row);
}

export async function createDevice(deps: DeviceDeps, caller: Caller, input: Input) {
  const secret = newSecret();
  const secretHash = await hashPassword(secret);
  const { id, ...values } = input;
  let device: Device;
  try {
    device = await deps.database.db.transaction(async (tx) => {
      const row = await repo.insertDevice(tx, { ...values, id: id ?? idFromSerial(input.serial), secretHash, updatedBy: caller.username });
      const d = presentDevice(row);
      await recordAudit(tx, { caller, action: 'create', resource: 'device', entityId: row.id, after: d });
      return d;
    });
  } catch (err) {
    translate(err);
  }
  const accounts = deps.broker.deviceAccounts;
  if (accounts) {
    await brokerSync(deps.log, 'create device account', device.id, async () => {
      await accounts.upsert(device.id, secret);
      if (!device.enabled) await accounts.setEnabled(device.id, false);
    });
  }
  return { device, secret };
}

/** Cuts the device off (disable, new secret, delete) or lets it back in (enable). */
async function applyAccess(deps: DeviceDeps, id: string, change: 'disable' | 'enable') {
  if (change === 'disable') {
    await brokerSync(deps.log, 'disconnect device', id, () => deps.broker.disconnectDevice(id));
  } else {
    const accounts = deps.broker.deviceAccounts;
    if (accounts) await brokerSync(deps.log, 'enable device account', id, () => accounts.setEnabled(id, true));
  }
}

async function afterEnabledChange(deps: DeviceDeps, row: repo.DeviceRow) {
  if (row.enabled) {
    await applyAccess(deps, row.id, 'enable');
    return;
  }
  await applyAccess(deps, row.id, 'disable');
  // A disabled device is offline now, whatever it said last.
  const changed = await statusRepo.forceOffline(deps.database, row.id);
  if (changed) await deps.status.recordChange(changed, 'offline', 'disabled');
}

export async function updateDevice(deps: DeviceDeps, caller: Caller, id: string, input: UpdateInput): Promise<Device> {
  const { version, force, ...values } = input;
  let before: repo.DeviceRow | undefined;
  let row: repo.DeviceRow;
  try {
    row = await deps.database.db.transaction(async (tx) => {
      before = await repo.getDevice(tx, id);
      if (!before) throw new HttpError(404, 'Device not found');
      if (!force && before.version !== version) throw conflict(before);
      const updated = await repo.updateDevice(tx, id, force ? null : version, { ...values, updatedBy: caller.username });
      if (!updated) throw conflict((await repo.getDevice(tx, id)) ?? before);
      await recordAudit(tx, { caller, action: 'update', resource: 'device', entityId: id, before: presentDevice(before), after: presentDevice(updated) });
      return updated;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    translate(err);
  }
  if (before && before.enabled !== row.enabled) await afterEnabledChange(deps, row);
  return getDevice(deps.database, id);
}

export async function setEnabled(deps: DeviceDeps, caller: Caller, id: string, enabled: boolean, version?: number): Promise<Device> {
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await repo.getDevice(tx, id);
    if (!before) throw new HttpError(404, 'Device not found');
    if (version !== undefined && before.version !== version) throw conflict(before);
    if (before.enabled === enabled) return null;
    const updated = await repo.updateDevice(tx, id, before.version, { enabled, updatedBy: caller.username });
    if (!updated) throw conflict(before);
    await recordAudit(tx, { caller, action: 'update', resource: 'device', entityId: id, before: presentDevice(before), after: presentDevice(updated) });
    return updated;
  });
  if (row) await afterEnabledChange(deps, row);
  else if (!enabled) await applyAccess(deps, id, 'disable'); // already disabled: make sure it is cut off
  return getDevice(deps.database, id);
}

export async function rotateSecret(deps: DeviceDeps, caller: Caller, id: string, version?: number) {
  const secret = newSecret();
  const secretHash = await hashPassword(secret);
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await repo.getDevice(tx, id);
    if (!before) throw new HttpError(404, 'Device not found');
    if (version !== undefined && before.version !== version) throw conflict(before);
    const updated = await repo.updateDevice(tx, id, before.version, { secretHash, updatedBy: caller.username });
    if (!updated) throw conflict(before);
    await recordAudit(tx, {
      caller,
      action: 'update',
      resource: 'device',
      entityId: id,
      before: presentDevice(before),
      after: { ...presentDevice(updated), secretRotated: true },
    });
    return updated;
  });
  // Connections made with the old secret end now; the device reconnects with the new one.
  const accounts = deps.broker.deviceAccounts;
  if (accounts) {
    await brokerSync(deps.log, 'new device secret', id, async () => {
      await accounts.upsert(id, secret);
      if (row.enabled) {
        await accounts.setEnabled(id, false); // disabling a client closes its connections
        await accounts.setEnabled(id, true);
      }
    });
  } else {
    await applyAccess(deps, id, 'disable');
  }
  return { device: await getDevice(deps.database, id), secret };
}

export async function deleteDevice(deps: DeviceDeps, caller: Caller, id: string): Promise<Device> {
  const device = await deps.database.db.transaction(async (tx) => {
    const row = await repo.deleteDevice(tx, id);
    if (!row) throw new HttpError(404, 'Device not found');
    const d = presentDevice(row);
    await recordAudit(tx, { caller, action: 'delete', resource: 'device', entityId: id, before: d });
    return d;
  });
  const accounts = deps.broker.deviceAccounts;
  await brokerSync(deps.log, 'remove device', id, async () => {
    if (accounts) await accounts.remove(id);
    else await deps.broker.disconnectDevice(id);
  });
  // Clear the retained state so browsers stop seeing a device that no longer exists. Its reads stay.
  await deps.broker.client.publish(topics.deviceState(id), '', { qos: 1, retain: true }).catch(() => {});
  return device;
}

export async function listEvents(database: Database, id: string, page: number, pageSize: number) {
  const { items, total } = await repo.listStatusEvents(database.db, id, page, pageSize);
  return {
    items: items.map((e) => ({
      id: e.id,
      deviceId: e.deviceId,
      at: e.at.toISOString(),
      status: e.status as 'online',
      reason: e.reason as 'reads',
      detail: (e.detail as Record<string, unknown> | null) ?? null,
    })),
    total,
    page,
    pageSize,
  };
}

const MINUTE_MS = 60_000;

/** Reads per minute over the last hour (zeros filled in), and the usual rate for this hour of day. */
export async function readRate(database: Database, id: string, now = new Date()) {
  await getDevice(database, id);
  const end = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const start = end - 59 * MINUTE_MS;
  const rows = await repo.readCountsSince(database.db, id, new Date(start));
  const byMinute = new Map(rows.map((r) => [new Date(r.minute).getTime(), r.count]));
  const items = Array.from({ length: 60 }, (_, i) => {
    const t = start + i * MINUTE_MS;
    return { minute: new Date(t).toISOString(), count: byMinute.get(t) ?? 0 };
  });
  const history = await statusRepo.usualHistory(database, id, now);
  return { deviceId: id, items, total: items.reduce((n, i) => n + i.count, 0), usualPerHour: usualRate(history) };
}
