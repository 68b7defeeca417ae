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

export async function insertEvent(db: Db, values: EventValues): Promise<void> {
  await db.insert(alertEvents).values(values);
}

/** One watchlist hit of one stored read, as raiseHit stores it. */
export interface Hit {
  entry: { id: string; priority: string; reason: string; pattern: string; caseNo: string | null; notifyDistricts: string[] };
  match: { mode: string; score: number; distance: number; lookalikes: number };
  read: {
    rowId: number | null;
    deviceId: string;
    readId: string;
    plate: string;
    series: string;
    number: string;
    province: string | null;
    capturedAt: Date;
    districtCode: string | null;
    lat: number | null;
    lng: number | null;
    imageUrl: string | null;
  };
  /** the open alert of this vehicle for this entry is joined when it was seen within this window */
  windowMs: number;
}

const OFFICER_PREFIX = 'officer__';

/** An alerts row as raw SQL returns it (snake_case, driver values) → the row Drizzle would give. */
function alertFromRaw(raw: Record<string, unknown>): AlertWithOfficer {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(alerts))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  const officer = raw[`${OFFICER_PREFIX}id`]
    ? Object.fromEntries(Object.entries(officerColumns).map(([key, column]) => [key, raw[`${OFFICER_PREFIX}${column.name}`] ?? null]))
    : null;
  return { ...(row as AlertRow), officer: officer as OfficerBrief | null };
}

/**
 * Stores one hit in one statement: nothing when this read is already a sighting for the entry;
 * otherwise a sighting of the vehicle's open alert within the window (its count and last-seen time
 * moved on), or a new alert with its first sighting and its "created" event. Answers the alert as it
 * now is, so the caller can publish it without reading it back. The caller serialises hits on the
 * same vehicle and entry (lockVehicle on PostgreSQL; PGlite runs one statement at a time).
 */
export async function raiseHit(db: Db, hit: Hit): Promise<{ alert: AlertWithOfficer; created: boolean } | null> {
  const { entry, match, read } = hit;
  const at = read.capturedAt.toISOString();
  const since = new Date(read.capturedAt.getTime() - hit.windowMs).toISOString();
  const until = new Date(read.capturedAt.getTime() + hit.windowMs).toISOString();
  const open = sql.join(OPEN_ALERT_STATUSES.map((s) => sql`${s}`), sql`, `);
  const officerSelect = sql.raw(Object.values(officerColumns).map((c) => `o.${c.name} AS ${OFFICER_PREFIX}${c.name}`).join(', '));
  const officerNulls = sql.raw(Object.values(officerColumns).map((c) => `NULL AS ${OFFICER_PREFIX}${c.name}`).join(', '));
  const result = await db.execute(sql`
    WITH seen AS (
      SELECT 1 FROM alert_sightings WHERE entry_id = ${entry.id}::uuid AND device_id = ${read.deviceId}::text AND read_id = ${read.readId}::text
    ), open_alert AS (
      SELECT id FROM alerts
       WHERE entry_id = ${entry.id}::uuid AND plate = ${read.plate}::text AND status IN (${open})
         AND last_seen_at >= ${since}::timestamptz AND first_seen_at <= ${until}::timestamptz
         AND NOT EXISTS (SELECT 1 FROM seen)
       ORDER BY last_seen_at DESC LIMIT 1 FOR UPDATE
    ), created AS (
      INSERT INTO alerts (entry_id, priority, reason, pattern, case_no, plate, series, number, province, match_mode, score,
                          distance, lookalikes, device_id, read_id, read_row_id, district_code, lat, lng, image_url,
                          notify_districts, first_seen_at, last_seen_at)
      SELECT ${entry.id}::uuid, ${entry.priority}::text, ${entry.reason}::text, ${entry.pattern}::text, ${entry.caseNo}::text,
             ${read.plate}::text, ${read.series}::text, ${read.number}::text, ${read.province}::text, ${match.mode}::text,
             ${match.score}::real, ${match.distance}::smallint, ${match.lookalikes}::smallint, ${read.deviceId}::text,
             ${read.readId}::text, ${read.rowId}::bigint, ${read.districtCode}::text, ${read.lat}::float8, ${read.lng}::float8,
             ${read.imageUrl}::text, ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(entry.notifyDistricts)}::jsonb)),
             ${at}::timestamptz, ${at}::timestamptz
       WHERE NOT EXISTS (SELECT 1 FROM seen) AND NOT EXISTS (SELECT 1 FROM open_alert)
      RETURNING *
    ), target AS (
      SELECT id FROM open_alert UNION ALL SELECT id FROM created
    ), sighting AS (
      INSERT INTO alert_sightings (alert_id, entry_id, read_row_id, device_id, read_id, captured_at, plate, province, score,
                                   district_code, lat, lng, image_url)
      SELECT id, ${entry.id}::uuid, ${read.rowId}::bigint, ${read.deviceId}::text, ${read.readId}::text, ${at}::timestamptz,
             ${read.plate}::text, ${read.province}::text, ${match.score}::real, ${read.districtCode}::text, ${read.lat}::float8,
             ${read.lng}::float8, ${read.imageUrl}::text
        FROM target
      RETURNING alert_id
    ), event AS (
      -- at the moment of the read that raised it, so it heads the timeline before its first sighting
      INSERT INTO alert_events (alert_id, at, type, to_status) SELECT id, ${at}::timestamptz, 'created', 'new' FROM created
    ), joined AS (
      UPDATE alerts SET sighting_count = sighting_count + 1, last_seen_at = greatest(last_seen_at, ${at}::timestamptz), updated_at = now()
       WHERE id IN (SELECT id FROM open_alert)
      RETURNING *
    )
    SELECT created.*, true AS raised, ${officerNulls} FROM created
    UNION ALL
    SELECT joined.*, false AS raised, ${officerSelect} FROM joined LEFT JOIN officers o ON o.id = joined.assigned_officer_id`);
  const [raw] = rowsOf<Record<string, unknown>>(result);
  return raw ? { alert: alertFromRaw(raw), created: raw.raised === true } : null;
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
