// The only code that touches alerts, alert_sightings and alert_events (and what the engine reads of
// watch_entries, officers and districts).
import { OPEN_ALERT_STATUSES, type AlertListQuery } from '@yaam/shared/contracts/alerts';
import { and, asc, count, desc, eq, getTableColumns, gt, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { alertEvents, alerts, alertSightings, districts, officers, watchEntries } from '../../db/schema';

export type AlertRow = typeof alerts.$inferSelect;
export type AlertValues = typeof alerts.$inferInsert;
export type SightingValues = typeof alertSightings.$inferInsert;
export type EventValues = typeof alertEvents.$inferInsert;
export type WatchEntryRow = typeof watchEntries.$inferSelect;

const officerColumns = {
  id: officers.id,
  badgeNo: officers.badgeNo,
  rank: officers.rank,
  firstNameTh: officers.firstNameTh,
  lastNameTh: officers.lastNameTh,
  phone: officers.phone,
};
export type OfficerBrief = { id: string; badgeNo: string; rank: string; firstNameTh: string; lastNameTh: string; phone: string | null };
export type AlertWithOfficer = AlertRow & { officer: OfficerBrief | null };

// --- the watchlist, as the matcher needs it ---------------------------------------------------

/** Entries by id (any state: the caller drops what is not active), or changed after `since`. */
export async function loadWatchEntries(db: Db, by: { ids: readonly string[] } | { since: Date } | 'active'): Promise<WatchEntryRow[]> {
  const where =
    by === 'active'
      ? and(eq(watchEntries.status, 'active'), isNull(watchEntries.deletedAt))
      : 'ids' in by
        ? inArray(watchEntries.id, [...by.ids])
        : gt(watchEntries.updatedAt, by.since);
  return db.select().from(watchEntries).where(where);
}

export async function districtCodes(db: Db): Promise<string[]> {
  return (await db.select({ code: districts.code }).from(districts)).map((r) => r.code);
}

/** The rows of db.execute(): node-postgres answers a result object, PGlite too, some drivers an array. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

export interface StoredReadRow {
  id: string | number;
  device_id: string;
  read_id: string;
  plate: string;
  series: string;
  number: string;
  province: string | null;
  captured_at: Date | string;
  lat: number | null;
  lng: number | null;
  district_code: string | null;
  image_url: string | null;
}

/** Stored reads captured at or after `since`, oldest first, after the keyset (`captured`, `id`). */
export async function readsAfter(db: Db, since: Date, after: { captured: Date; id: number } | null, limit: number) {
  const keyset = after ? sql`AND (captured_at, id) > (${after.captured.toISOString()}::timestamptz, ${after.id})` : sql``;
  const result = await db.execute(sql`
    SELECT id, device_id, read_id, plate, series, number, province, captured_at, lat, lng, district_code, image_url
      FROM plate_reads
     WHERE captured_at >= ${since.toISOString()}::timestamptz ${keyset}
     ORDER BY captured_at, id
     LIMIT ${limit}`);
  return rowsOf<StoredReadRow>(result);
}

// --- raising alerts --------------------------------------------------------------------------

/** Serialises work on one vehicle for one entry, across transactions and server processes. */
export async function lockVehicle(db: Db, entryId: string, plate: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${entryId}|${plate}`}, 0))`);
}

export async function sightingExists(db: Db, entryId: string, deviceId: string, readId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: alertSightings.id })
    .from(alertSightings)
    .where(and(eq(alertSightings.entryId, entryId), eq(alertSightings.deviceId, deviceId), eq(alertSightings.readId, readId)));
  return row !== undefined;
}

/**
 * The open alert for this vehicle and entry within the window around a read: last seen at or after
 * `since`, first seen at or before `until` (reads may arrive out of order). Locked.
 */
export async function findOpenAlert(db: Db, entryId: string, plate: string, since: Date, until: Date): Promise<AlertRow | undefined> {
  const [row] = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.entryId, entryId),
        eq(alerts.plate, plate),
        inArray(alerts.status, [...OPEN_ALERT_STATUSES]),
        gte(alerts.lastSeenAt, since),
        lte(alerts.firstSeenAt, until),
      ),
    )
    .orderBy(desc(alerts.lastSeenAt))
    .limit(1)
    .for('update');
  return row;
}

export async function insertAlert(db: Db, values: AlertValues): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values(values).returning();
  return row!;
}

/** False when the read was already a sighting of an alert for this entry. */
export async function insertSighting(db: Db, values: SightingValues): Promise<boolean> {
  const rows = await db.insert(alertSightings).values(values).onConflictDoNothing().returning({ id: alertSightings.id });
  return rows.length > 0;
}

/** One more sighting: the count, and the last-seen time when the read is the newest. */
export async function addSightingToAlert(db: Db, id: string, capturedAt: Date): Promise<void> {
  await db
    .update(alerts)
    .set({
      sightingCount: sql`${alerts.sightingCount} + 1`,
      lastSeenAt: sql`greatest(${alerts.lastSeenAt}, ${capturedAt.toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(eq(alerts.id, id));
}

export async function insertEvent(db: Db, values: EventValues): Promise<void> {
  await db.insert(alertEvents).values(values);
}

// --- reading and changing alerts ---------------------------------------------------------------

function selectWithOfficer(db: Db) {
  return db
    .select({ ...getTableColumns(alerts), officer: officerColumns })
    .from(alerts)
    .leftJoin(officers, eq(officers.id, alerts.assignedOfficerId));
}

const fixOfficer = (row: AlertRow & { officer: Partial<OfficerBrief> | null }): AlertWithOfficer => ({
  ...row,
  officer: row.officer?.id ? (row.officer as OfficerBrief) : null,
});

export async function getAlert(db: Db, id: string): Promise<AlertWithOfficer | undefined> {
  const [row] = await selectWithOfficer(db).where(eq(alerts.id, id));
  return row ? fixOfficer(row) : undefined;
}

const priorityRank = sql`array_position(ARRAY['low','medium','high','critical']::text[], ${alerts.priority})`;
const statusRank = sql`array_position(ARRAY['new','acknowledged','dispatched','resolved','false-positive']::text[], ${alerts.status})`;
const sortColumns = {
  lastSeenAt: sql`${alerts.lastSeenAt}`,
  firstSeenAt: sql`${alerts.firstSeenAt}`,
  priority: priorityRank,
  status: statusRank,
} as const;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Seen in one of the districts, notifying one of them, or notifying every district. */
function inDistricts(district: string | readonly string[]): SQL {
  const codes = typeof district === 'string' ? [district] : [...district];
  const list = sql.join(codes.map((c) => sql`${c}`), sql`, `);
  return or(inArray(alerts.districtCode, codes), sql`${alerts.notifyDistricts} && ARRAY[${list}]::text[]`, sql`${alerts.notifyDistricts} = '{}'`)!;
}

function whereOf(q: AlertListQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.status?.length) c.push(inArray(alerts.status, q.status));
  if (q.open === 'true') c.push(inArray(alerts.status, [...OPEN_ALERT_STATUSES]));
  if (q.open === 'false') c.push(sql`${alerts.status} NOT IN ('new', 'acknowledged', 'dispatched')`);
  if (q.priority?.length) c.push(inArray(alerts.priority, q.priority));
  if (q.district?.length) c.push(inDistricts(q.district));
  if (q.entryId) c.push(eq(alerts.entryId, q.entryId));
  if (q.q) c.push(ilike(alerts.plate, `%${likeEscape(q.q.replace(/[\s-]/g, '').toUpperCase())}%`));
  if (q.from) c.push(gte(alerts.lastSeenAt, new Date(q.from)));
  if (q.to) c.push(lte(alerts.lastSeenAt, new Date(q.to)));
  return c.length ? and(...c) : undefined;
}

export async function listAlerts(db: Db, q: AlertListQuery) {
  const where = whereOf(q);
  const dir = q.order === 'desc' ? desc : asc;
  const [items, totals] = await Promise.all([
    selectWithOfficer(db)
      .where(where)
      .orderBy(dir(sortColumns[q.sort]), desc(alerts.lastSeenAt), desc(alerts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(alerts).where(where),
  ]);
  return { items: items.map(fixOfficer), total: totals[0]?.n ?? 0 };
}

/** Updates when `version` still matches (or always, with null); undefined when stale. */
export async function updateAlert(db: Db, id: string, version: number | null, values: Partial<AlertValues>): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(alerts)
    .set({ ...values, version: sql`${alerts.version} + 1`, updatedAt: new Date() })
    .where(and(eq(alerts.id, id), version === null ? undefined : eq(alerts.version, version)))
    .returning();
  return row;
}

export async function getOfficer(db: Db, id: string): Promise<OfficerBrief | undefined> {
  const [row] = await db.select(officerColumns).from(officers).where(and(eq(officers.id, id), isNull(officers.deletedAt)));
  return row;
}

export async function timeline(db: Db, alertId: string) {
  const [events, sightings] = await Promise.all([
    db
      .select({ ...getTableColumns(alertEvents), officer: officerColumns })
      .from(alertEvents)
      .leftJoin(officers, eq(officers.id, alertEvents.officerId))
      .where(eq(alertEvents.alertId, alertId))
      .orderBy(asc(alertEvents.at), asc(alertEvents.id)),
    db.select().from(alertSightings).where(eq(alertSightings.alertId, alertId)).orderBy(asc(alertSightings.capturedAt), asc(alertSightings.id)),
  ]);
  return { events: events.map((e) => ({ ...e, officer: e.officer?.id ? (e.officer as OfficerBrief) : null })), sightings };
}

/** Alerts by status and priority (optionally in a district, last seen since). */
export async function countAlerts(db: Db, f: { district?: string | readonly string[] | undefined; since?: string | undefined }) {
  const c: SQL[] = [];
  if (f.district?.length) c.push(inDistricts(f.district));
  if (f.since) c.push(gte(alerts.lastSeenAt, new Date(f.since)));
  return db
    .select({ status: alerts.status, priority: alerts.priority, count: count() })
    .from(alerts)
    .where(c.length ? and(...c) : undefined)
    .groupBy(alerts.status, alerts.priority);
}

/** Plate reads per hour between `from` and `to` (hours without reads absent). */
export async function readsPerHour(db: Db, f: { from: Date; to: Date; district?: string | undefined }) {
  const district = f.district ? sql`AND district_code = ${f.district}` : sql``;
  const result = await db.execute(sql`
    SELECT date_trunc('hour', captured_at) AS hour, count(*) AS count
      FROM plate_reads
     WHERE captured_at >= ${f.from.toISOString()}::timestamptz AND captured_at < ${f.to.toISOString()}::timestamptz ${district}
     GROUP BY 1`);
  return rowsOf<{ hour: Date | string; count: number | string }>(result).map((r) => ({ hour: new Date(r.hour), count: Number(r.count) }));
}
