// The database schema (Drizzle). Migrations in ./migrations are generated from it with drizzle-kit
// and run unchanged on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const version = { version: integer('version').notNull().default(1) };

export interface PermissionJson {
  resource: string;
  allow: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The identity provider's subject; equals id for users of the built-in provider. */
    subject: text('subject').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    firstNameEn: text('first_name_en'),
    lastNameEn: text('last_name_en'),
    role: text('role').notNull().default('user'),
    /** scrypt hash, built-in provider only; null for users of an external provider */
    passwordHash: text('password_hash'),
    enabled: boolean('enabled').notNull().default(true),
    locale: text('locale').notNull().default('th'),
    districts: text('districts').array().notNull().default(sql`'{}'::text[]`),
    ...version,
    ...timestamps,
  },
  (t) => [uniqueIndex('users_subject_key').on(t.subject), uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    descriptionTh: text('description_th').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Users whose token carries this role claim belong to this group without an explicit membership. */
    role: text('role'),
    permissions: jsonb('permissions').$type<PermissionJson[]>().notNull().default([]),
    menu: text('menu').array().notNull().default(sql`'{}'::text[]`),
    ...version,
    ...timestamps,
  },
  (t) => [uniqueIndex('groups_name_key').on(t.name), index('groups_role_idx').on(t.role)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

/** oidc-provider's storage (sessions, grants, codes, refresh tokens, interactions). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Signing keys of the built-in provider: generated once, kept across restarts. */
export const oidcKeys = pgTable('oidc_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const districts = pgTable('districts', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  provinceCode: text('province_code').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  boundary: jsonb('boundary'),
  ...version,
  ...timestamps,
});

/** The text officer search matches (names in both languages and badge); the trigram index is on it. */
export function officerSearchText(t: {
  firstNameTh: AnyPgColumn;
  lastNameTh: AnyPgColumn;
  firstNameEn: AnyPgColumn;
  lastNameEn: AnyPgColumn;
  badgeNo: AnyPgColumn;
}) {
  return sql`(${t.firstNameTh} || ' ' || ${t.lastNameTh} || ' ' || coalesce(${t.firstNameEn}, '') || ' ' || coalesce(${t.lastNameEn}, '') || ' ' || ${t.badgeNo})`;
}

export const officers = pgTable(
  'officers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    badgeNo: text('badge_no').notNull(),
    rank: text('rank').notNull(),
    firstNameTh: text('first_name_th').notNull(),
    lastNameTh: text('last_name_th').notNull(),
    firstNameEn: text('first_name_en'),
    lastNameEn: text('last_name_en'),
    position: text('position'),
    districtCode: text('district_code').references(() => districts.code),
    phone: text('phone'),
    email: text('email'),
    status: text('status').notNull().default('active'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    photoUrl: text('photo_url'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** username of the last change, so a stale editor can be told who changed the record */
    updatedBy: text('updated_by'),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('officers_badge_key').on(t.badgeNo),
    index('officers_district_idx').on(t.districtCode),
    index('officers_search_trgm_idx').using('gin', sql`${officerSearchText(t)} gin_trgm_ops`),
    index('officers_rank_idx').on(t.rank),
    index('officers_status_idx').on(t.status),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    serial: text('serial').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('lpr-camera'),
    siteName: text('site_name'),
    districtCode: text('district_code').references(() => districts.code),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    heading: smallint('heading'),
    secretHash: text('secret_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    status: text('status').notNull().default('offline'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** when `status` last changed; a late "seen" older than this does not undo an offline */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    firmware: text('firmware'),
    /** set while the read rate is far below the device's usual rate for the hour (rate-drop detector) */
    rateDropSince: timestamp('rate_drop_since', { withTimezone: true }),
    updatedBy: text('updated_by'),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('devices_serial_key').on(t.serial),
    index('devices_district_idx').on(t.districtCode),
    index('devices_status_seen_idx').on(t.status, t.lastSeenAt),
  ],
);

/** Every change of a device's state: online/offline (and why), rate drop flagged/cleared. */
export const deviceStatusEvents = pgTable(
  'device_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** online | offline | rate-drop | rate-normal */
    status: text('status').notNull(),
    /** status-message | last-will | silence | reads | disabled | enabled | rate */
    reason: text('reason').notNull(),
    detail: jsonb('detail'),
  },
  (t) => [index('device_status_events_device_at_idx').on(t.deviceId, t.at)],
);

/**
 * Reads per device per minute, kept beside the reads by each ingest batch: the read rate, the
 * "reads in the last hour" of the device list and the rate-drop detector's history, without counting
 * millions of reads.
 */
export const deviceReadCounts = pgTable(
  'device_read_counts',
  {
    deviceId: text('device_id').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.minute] }), index('device_read_counts_minute_idx').on(t.minute)],
);

/**
 * Plate reads. On both databases the table is partitioned by month of `captured_at` (migration
 * 0002 builds it by hand: Drizzle does not describe partitions), so the primary key and the dedupe key
 * include `captured_at` (see modules/reads/partitions.ts for why (device, read id, captured at) is
 * a safe dedupe key).
 */
export const plateReads = pgTable(
  'plate_reads',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    deviceId: text('device_id').notNull(),
    readId: text('read_id').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    plateRaw: text('plate_raw').notNull(),
    /** normalised: series letters + number, no spaces ("กข1234") */
    plate: text('plate').notNull(),
    series: text('series').notNull().default(''),
    number: text('number').notNull().default(''),
    province: text('province'),
    districtCode: text('district_code'),
    vehicleType: text('vehicle_type'),
    vehicleColor: text('vehicle_color'),
    vehicleMake: text('vehicle_make'),
    confidence: real('confidence'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    heading: smallint('heading'),
    imageUrl: text('image_url'),
  },
  (t) => [
    // Every index costs each stored read a few microseconds (BENCHMARKS.md, ingest), so each one here
    // serves queries the product makes: time order with the id as tie-break (reads search, the alert
    // engine's catch-up, retention), a device's reads (the dedupe key leads with device and time),
    // a district's reads, and partial plates (trigram; a whole plate is a partial one too).
    primaryKey({ name: 'plate_reads_pkey', columns: [t.capturedAt, t.id] }),
    uniqueIndex('plate_reads_device_read_key').on(t.deviceId, t.capturedAt, t.readId),
    index('plate_reads_district_captured_idx').on(t.districtCode, t.capturedAt),
    index('plate_reads_plate_trgm_idx').using('gin', sql`${t.plate} gin_trgm_ops`),
  ],
);

export const watchEntries = pgTable(
  'watch_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pattern: text('pattern').notNull(),
    mode: text('mode').notNull().default('exact'),
    maxDistance: smallint('max_distance').notNull().default(1),
    province: text('province'),
    reason: text('reason').notNull(),
    priority: text('priority').notNull().default('medium'),
    caseNo: text('case_no'),
    notes: text('notes'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    notifyDistricts: text('notify_districts').array().notNull().default(sql`'{}'::text[]`),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** active | expired | closed (an active entry past valid_until is presented as expired) */
    status: text('status').notNull().default('active'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeNote: text('close_note'),
    /** soft delete: alerts keep pointing at the entry that raised them */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** username of the last change, so a stale editor can be told who changed the entry */
    updatedBy: text('updated_by'),
    ...version,
    ...timestamps,
  },
  (t) => [
    index('watch_entries_status_idx').on(t.status),
    index('watch_entries_updated_idx').on(t.updatedAt),
    index('watch_entries_pattern_trgm_idx').using('gin', sql`${t.pattern} gin_trgm_ops`),
  ],
);

/**
 * A watched vehicle seen by a camera: one alert per entry and vehicle while reads keep coming within
 * the window (ALERT_WINDOW_MINUTES); each read is a sighting. Entry fields are copied at creation so
 * the alert reads the same after the entry changes.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => watchEntries.id),
    /** new | acknowledged | dispatched | resolved | false-positive */
    status: text('status').notNull().default('new'),
    priority: text('priority').notNull(),
    reason: text('reason').notNull(),
    pattern: text('pattern').notNull(),
    caseNo: text('case_no'),
    plate: text('plate').notNull(),
    series: text('series').notNull().default(''),
    number: text('number').notNull().default(''),
    province: text('province'),
    matchMode: text('match_mode').notNull(),
    score: real('score').notNull(),
    distance: smallint('distance').notNull().default(0),
    lookalikes: smallint('lookalikes').notNull().default(0),
    /** the first read: device, its read id, the stored row (plate_reads is partitioned: no foreign key) */
    deviceId: text('device_id').notNull(),
    readId: text('read_id').notNull(),
    readRowId: bigint('read_row_id', { mode: 'number' }),
    districtCode: text('district_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    imageUrl: text('image_url'),
    notifyDistricts: text('notify_districts').array().notNull().default(sql`'{}'::text[]`),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    sightingCount: integer('sighting_count').notNull().default(1),
    assignedOfficerId: uuid('assigned_officer_id').references(() => officers.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    dispatchedBy: text('dispatched_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    closeNote: text('close_note'),
    updatedBy: text('updated_by'),
    ...version,
    ...timestamps,
  },
  (t) => [
    index('alerts_open_vehicle_idx')
      .on(t.entryId, t.plate, t.lastSeenAt)
      .where(sql`${t.status} IN ('new', 'acknowledged', 'dispatched')`),
    index('alerts_status_priority_idx').on(t.status, t.priority),
    index('alerts_last_seen_idx').on(t.lastSeenAt),
    index('alerts_district_idx').on(t.districtCode, t.lastSeenAt),
  ],
);

/** Every read that raised or joined an alert. (device, read id) once per alert: reprocessing is harmless. */
export const alertSightings = pgTable(
  'alert_sightings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    readRowId: bigint('read_row_id', { mode: 'number' }),
    deviceId: text('device_id').notNull(),
    readId: text('read_id').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    plate: text('plate').notNull(),
    province: text('province'),
    score: real('score').notNull(),
    districtCode: text('district_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    imageUrl: text('image_url'),
  },
  (t) => [
    uniqueIndex('alert_sightings_read_key').on(t.entryId, t.deviceId, t.readId),
    index('alert_sightings_alert_idx').on(t.alertId, t.capturedAt),
  ],
);

/** The alert's timeline besides sightings: created, each status change, assignment, notes. */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** created | acknowledged | dispatched | resolved | false-positive | assigned | unassigned | note */
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    userId: text('user_id'),
    username: text('username'),
    officerId: uuid('officer_id'),
    note: text('note'),
  },
  (t) => [index('alert_events_alert_idx').on(t.alertId, t.at)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    username: text('username'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.resource, t.entityId),
  ],
);
