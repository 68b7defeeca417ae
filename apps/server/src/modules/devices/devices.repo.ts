// The only code that touches the devices, device_status_events and device_read_counts tables.
import type { DEVICE_SORT_FIELDS, DeviceListQuery } from '@yaam/shared/contracts/devices';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { deviceReadCounts, devices, deviceStatusEvents, plateReads } from '../../db/schema';

export type DeviceRow = typeof devices.$inferSelect;
export type DeviceValues = Omit<typeof devices.$inferInsert, 'version' | 'createdAt' | 'updatedAt'>;
export type DeviceWithCount = DeviceRow & { readsLastHour: number };

const sortColumns: Record<(typeof DEVICE_SORT_FIELDS)[number], (typeof devices)[keyof typeof devices.$inferSelect]> = {
  id: devices.id,
  serial: devices.serial,
  name: devices.name,
  kind: devices.kind,
  siteName: devices.siteName,
  districtCode: devices.districtCode,
  status: devices.status,
  lastSeenAt: devices.lastSeenAt,
  createdAt: devices.createdAt,
  updatedAt: devices.updatedAt,
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads captured in the last hour, from the per-minute counts (never a count over the reads). */
const readsLastHour = sql<number>`(SELECT coalesce(sum(${deviceReadCounts.count}), 0)::int FROM ${deviceReadCounts}
  WHERE ${deviceReadCounts.deviceId} = ${devices.id} AND ${deviceReadCounts.minute} > now() - interval '1 hour')`;

function whereOf(f: DeviceListQuery): SQL | undefined {
  const c: SQL[] = [];
  if (f.district) c.push(eq(devices.districtCode, f.district));
  if (f.kind) c.push(eq(devices.kind, f.kind));
  if (f.status) c.push(eq(devices.status, f.status));
  if (f.enabled !== undefined) c.push(eq(devices.enabled, f.enabled));
  if (f.rateDrop !== undefined) c.push(f.rateDrop ? isNotNull(devices.rateDropSince) : isNull(devices.rateDropSince));
  for (const word of (f.q ?? '').split(/\s+/).filter(Boolean)) {
    const p = `%${likeEscape(word)}%`;
    c.push(or(ilike(devices.id, p), ilike(devices.serial, p), ilike(devices.name, p), ilike(devices.siteName, p)) as SQL);
  }
  return c.length ? and(...c) : undefined;
}

export async function listDevices(db: Db, q: DeviceListQuery): Promise<{ items: DeviceWithCount[]; total: number }> {
  const where = whereOf(q);
  const dir = q.order === 'desc' ? desc : asc;
  const [items, totals] = await Promise.all([
    db
      .select({ device: devices, readsLastHour })
      .from(devices)
      .where(where)
      .orderBy(dir(sortColumns[q.sort] as never), dir(devices.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(devices).where(where),
  ]);
  return { items: items.map((r) => ({ ...r.device, readsLastHour: Number(r.readsLastHour) })), total: totals[0]?.n ?? 0 };
}

/** What the map needs of every device (GET /api/v1/map/devices), by id, at most `limit`. */
export async function listMapDevices(db: Db, limit: number) {
  return db
    .select({
      id: devices.id,
      name: devices.name,
      siteName: devices.siteName,
      districtCode: devices.districtCode,
      lat: devices.lat,
      lng: devices.lng,
      enabled: devices.enabled,
      status: devices.status,
      statusChangedAt: devices.statusChangedAt,
      lastSeenAt: devices.lastSeenAt,
      rateDropSince: devices.rateDropSince,
    })
    .from(devices)
    .orderBy(asc(devices.id))
    .limit(limit);
}

export async function countDevices(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(devices);
  return row?.n ?? 0;
}

export async function getDevice(db: Db, id: string): Promise<DeviceWithCount | undefined> {
  const [row] = await db.select({ device: devices, readsLastHour }).from(devices).where(eq(devices.id, id));
  return row ? { ...row.device, readsLastHour: Number(row.readsLastHour) } : undefined;
}

export async function insertDevice(db: Db, values: DeviceValues): Promise<DeviceRow> {
  const [row] = await db.insert(devices).values(values).returning();
  return row!;
}

/** Updates when `version` still matches (or always, with `version` null); undefined when stale or gone. */
export async function updateDevice(
  db: Db,
  id: string,
  version: number | null,
  values: Partial<DeviceValues>,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(devices)
    .set({ ...values, version: sql`${devices.version} + 1`, updatedAt: new Date() })
    .where(and(eq(devices.id, id), version === null ? undefined : eq(devices.version, version)))
    .returning();
  return row;
}

export async function deleteDevice(db: Db, id: string): Promise<DeviceRow | undefined> {
  const [row] = await db.delete(devices).where(eq(devices.id, id)).returning();
  return row;
}

export async function insertStatusEvent(
  db: Db,
  e: { deviceId: string; status: string; reason: string; at?: Date; detail?: Record<string, unknown> | null },
): Promise<void> {
  await db.insert(deviceStatusEvents).values({ deviceId: e.deviceId, status: e.status, reason: e.reason, at: e.at ?? new Date(), detail: e.detail ?? null });
}

export async function listStatusEvents(db: Db, deviceId: string, page: number, pageSize: number) {
  const where = eq(deviceStatusEvents.deviceId, deviceId);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(deviceStatusEvents)
      .where(where)
      .orderBy(desc(deviceStatusEvents.at), desc(deviceStatusEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(deviceStatusEvents).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function recentReads(db: Db, deviceId: string, limit: number) {
  return db
    .select()
    .from(plateReads)
    .where(and(eq(plateReads.deviceId, deviceId), gte(plateReads.capturedAt, sql`now() - interval '7 days'`)))
    .orderBy(desc(plateReads.capturedAt))
    .limit(limit);
}

/** Per-minute counts of the last `minutes` minutes (only minutes that have reads). */
export async function readCountsSince(db: Db, deviceId: string, since: Date) {
  return db
    .select({ minute: deviceReadCounts.minute, count: deviceReadCounts.count })
    .from(deviceReadCounts)
    .where(and(eq(deviceReadCounts.deviceId, deviceId), gte(deviceReadCounts.minute, since)))
    .orderBy(asc(deviceReadCounts.minute));
}
