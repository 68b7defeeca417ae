// Demo data for an empty database: districts, officers, devices, groups, the five demo accounts,
// watch entries and a week of plate reads. Runs once: a second run, or a second process, adds nothing.
import { DEMO_GROUPS } from '@yaam/shared/permissions';
import { DEMO_ACCOUNTS, landingFor } from '@yaam/shared/roles';
import { BANGKOK_CODE } from '@yaam/shared/thai';

import type { Database } from '../db/client';
import { hashPassword } from '../identity/password';
import { type LinkedOfficer, makeOfficers } from './people';
import { DEMO_DISTRICTS, DEMO_SITES, type DemoSite, nearestDistrict } from './places';
import { createRandom } from './random';
import { makeReads, makeVehicles } from './reads';
import { makeWatchEntries } from './watchlist';

/** The default of YAAM_DEMO_PASSWORD (CONTRACT "Configuration"). */
export const DEFAULT_DEMO_PASSWORD = 'yaam-demo';
/** Every Yaam process seeding at once contends for this lock (the migration lock is 7_020_2026). */
const SEED_LOCK_KEY = 7_020_2027;

export interface SeedOptions {
  /** password of every demo account and every demo device's MQTT secret */
  password: string;
  /** the random seed: the same seed and `now` give the same data */
  seed?: number;
  /** reads end at this moment (default: now) */
  now?: Date;
  reads?: number;
  vehicles?: number;
  officers?: number;
  days?: number;
}

export interface SeedSummary {
  /** false when the database already had users, and nothing was inserted */
  inserted: boolean;
  districts: number;
  officers: number;
  devices: number;
  groups: number;
  users: number;
  watchEntries: number;
  reads: number;
  elapsedMs: number;
}

type Query = Database['query'];
type Column = readonly [name: string, type: string];

/** One INSERT per chunk, rows passed as one JSON parameter: fast on PGlite and PostgreSQL alike. */
async function insertRows(
  query: Query,
  table: string,
  columns: readonly Column[],
  rows: readonly object[],
  chunk = 10_000,
) {
  const names = columns.map(([n]) => n).join(', ');
  const defs = columns.map(([n, t]) => `${n} ${t}`).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    await query(
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${defs})`,
      [JSON.stringify(rows.slice(i, i + chunk))],
    );
  }
}

const cols = (spec: string): Column[] =>
  spec.split(',').map((c) => {
    const [name = '', ...type] = c.trim().split(/\s+/);
    return [name, type.join(' ')] as const;
  });

const DISTRICT_COLUMNS = cols(
  'code text, name_th text, name_en text, province_code text, lat float8, lng float8',
);
const OFFICER_COLUMNS = cols(
  'id uuid, badge_no text, rank text, first_name_th text, last_name_th text, first_name_en text, last_name_en text, position text, district_code text, phone text, email text, status text, user_id uuid',
);
const DEVICE_COLUMNS = cols(
  'id text, serial text, name text, kind text, site_name text, district_code text, lat float8, lng float8, heading int2, secret_hash text, last_seen_at timestamptz',
);
const GROUP_COLUMNS = cols(
  'id uuid, name text, description_th text, description_en text, role text, permissions jsonb, menu text[]',
);
const USER_COLUMNS = cols(
  'id uuid, subject text, username text, email text, first_name text, last_name text, first_name_en text, last_name_en text, role text, password_hash text, districts text[]',
);
const WATCH_COLUMNS = cols(
  'id uuid, pattern text, mode text, max_distance int2, province text, reason text, priority text, case_no text, notes text, valid_from timestamptz, valid_until timestamptz, notify_districts text[], owner_id uuid',
);
const READ_COLUMNS = cols(
  'device_id text, read_id text, captured_at timestamptz, received_at timestamptz, plate_raw text, plate text, series text, number text, province text, district_code text, vehicle_type text, vehicle_color text, vehicle_make text, confidence float4, lat float8, lng float8, heading int2',
);

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** Everything to insert, computed before the transaction opens. Pure but for `secretHash`. */
function buildDemo(options: Required<Omit<SeedOptions, 'password'>>, secretHash: string) {
  const random = createRandom(options.seed);
  const now = options.now.getTime();
  const siteDistrict = new Map(DEMO_SITES.map((s) => [s.id, nearestDistrict(s).code]));
  const districtOf = (s: DemoSite) => siteDistrict.get(s.id) ?? nearestDistrict(s).code;
  const siteDistricts = (from: number, to: number) => unique(DEMO_SITES.slice(from, to).map(districtOf));

  const groups = DEMO_GROUPS.map((g) => ({
    id: random.uuid(),
    name: g.name,
    description_th: g.description.th,
    description_en: g.description.en,
    role: g.role,
    permissions: g.permissions,
    menu: g.menu,
  }));
  const userDistricts: Record<string, string[]> = {
    manager: siteDistricts(0, 8).slice(0, 5),
    officer: siteDistricts(0, 3),
    uturn: siteDistricts(8, 13).slice(0, 4),
  };
  const users = DEMO_ACCOUNTS.map((a) => {
    const id = random.uuid();
    return {
      id,
      subject: id,
      username: a.username,
      email: `${a.username}@yaam.example`,
      first_name: a.firstName,
      last_name: a.lastName,
      first_name_en: a.firstNameEn,
      last_name_en: a.lastNameEn,
      role: a.role,
      password_hash: secretHash,
      districts: userDistricts[a.username] ?? [],
      group: a.group,
    };
  });
  const userId = (username: string) => users.find((u) => u.username === username)?.id ?? '';
  const memberships = users.map((u) => ({
    user_id: u.id,
    group_id: groups.find((g) => g.name === u.group)?.id ?? '',
  }));

  const account = (username: string) => DEMO_ACCOUNTS.find((a) => a.username === username);
  const linked: LinkedOfficer[] = (
    [
      ['admin', 'pol-maj', 'สารวัตรอำนวยการ', 'BKK-PTW'],
      ['manager', 'pol-lt-col', 'รองผู้กำกับการป้องกันปราบปราม', userDistricts.manager?.[0] ?? 'BKK-LPN'],
      ['officer', 'pol-capt', 'รองสารวัตรสืบสวน', userDistricts.officer?.[0] ?? 'BKK-LPN'],
      ['uturn', 'pol-sen-sgt-maj', 'ผู้บังคับหมู่ งานจราจร', userDistricts.uturn?.[0] ?? 'BKK-LPN'],
    ] as const
  ).map(([username, rank, position, districtCode]) => {
    const a = account(username);
    return {
      userId: userId(username),
      firstName: a?.firstName ?? '',
      lastName: a?.lastName ?? '',
      firstNameEn: a?.firstNameEn ?? '',
      lastNameEn: a?.lastNameEn ?? '',
      rank,
      position,
      districtCode,
    };
  });
  const officers = makeOfficers(random, DEMO_DISTRICTS, options.officers, linked).map((o) => ({
    id: o.id,
    badge_no: o.badgeNo,
    rank: o.rank,
    first_name_th: o.firstNameTh,
    last_name_th: o.lastNameTh,
    first_name_en: o.firstNameEn,
    last_name_en: o.lastNameEn,
    position: o.position,
    district_code: o.districtCode,
    phone: o.phone,
    email: o.email,
    status: o.status,
    user_id: o.userId,
  }));

  const vehicles = makeVehicles(random, DEMO_SITES, options.vehicles);
  const reads = makeReads(random, {
    now,
    days: options.days,
    total: options.reads,
    vehicles,
    sites: DEMO_SITES,
    districtOf,
  });
  const lastSeen = new Map(reads.map((r) => [r.device_id, r.captured_at]));

  const devices = DEMO_SITES.map((s, i) => ({
    id: s.id,
    serial: `${s.kind === 'checkpoint' ? 'YCP' : 'YLPR'}-${2400 + i * 7}-${random.int(10_000, 99_999)}`,
    name: s.name,
    kind: s.kind,
    site_name: s.siteName,
    district_code: districtOf(s),
    lat: s.lat,
    lng: s.lng,
    heading: s.heading,
    secret_hash: secretHash,
    last_seen_at: lastSeen.get(s.id) ?? null,
  }));

  const watchEntries = makeWatchEntries(
    random,
    options.now,
    DEMO_DISTRICTS.map((d) => d.code),
  ).map((w) => ({
    id: w.id,
    pattern: w.pattern,
    mode: w.mode,
    max_distance: w.maxDistance,
    province: w.province,
    reason: w.reason,
    priority: w.priority,
    case_no: w.caseNo,
    notes: w.notes,
    valid_from: w.validFrom,
    valid_until: w.validUntil,
    notify_districts: w.notifyDistricts,
    owner_id: userId('admin'),
  }));

  const districts = DEMO_DISTRICTS.map((d) => ({
    code: d.code,
    name_th: d.nameTh,
    name_en: d.nameEn,
    province_code: BANGKOK_CODE,
    lat: d.lat,
    lng: d.lng,
  }));
  return { districts, groups, users, memberships, officers, devices, watchEntries, reads };
}

/**
 * Seeds the demo on a database without users. The check and every insert run in one transaction
 * under an advisory lock, so concurrent or repeated runs seed once.
 */
export async function seedDemo(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const empty: SeedSummary = {
    inserted: false,
    districts: 0,
    officers: 0,
    devices: 0,
    groups: 0,
    users: 0,
    watchEntries: 0,
    reads: 0,
    elapsedMs: 0,
  };
  const done = (s: SeedSummary) => ({ ...s, elapsedMs: Math.round(performance.now() - started) });
  const hasUsers = async (query: Query) =>
    (await query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS any'))[0]?.any === true;

  // Cheap look first, so a restart on a seeded database does not pay for hashing and generating.
  if (await hasUsers(database.query)) return done(empty);

  // One hash for all: scrypt is deliberately slow, and every demo secret is the same password.
  const secretHash = await hashPassword(options.password);
  const demo = buildDemo(
    {
      seed: options.seed ?? 20_260_101,
      now: options.now ?? new Date(),
      reads: options.reads ?? 50_000,
      vehicles: options.vehicles ?? 8_000,
      officers: options.officers ?? 200,
      days: options.days ?? 7,
    },
    secretHash,
  );

  const seeded = await database.withTransaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await hasUsers(query)) return false;
    await insertRows(query, 'districts', DISTRICT_COLUMNS, demo.districts);
    await insertRows(query, 'groups', GROUP_COLUMNS, demo.groups);
    await insertRows(query, 'users', USER_COLUMNS, demo.users);
    await insertRows(query, 'user_groups', cols('user_id uuid, group_id uuid'), demo.memberships);
    await insertRows(query, 'officers', OFFICER_COLUMNS, demo.officers);
    await insertRows(query, 'devices', DEVICE_COLUMNS, demo.devices);
    await insertRows(query, 'watch_entries', WATCH_COLUMNS, demo.watchEntries);
    await insertRows(query, 'plate_reads', READ_COLUMNS, demo.reads);
    return true;
  });
  if (!seeded) return done(empty);
  return done({
    inserted: true,
    districts: demo.districts.length,
    officers: demo.officers.length,
    devices: demo.devices.length,
    groups: demo.groups.length,
    users: demo.users.length,
    watchEntries: demo.watchEntries.length,
    reads: demo.reads.length,
    elapsedMs: 0,
  });
}

/**
 * What main.ts prints at start-up in demo mode: where the app is and how to sign in. Give it the
 * configured demo password: the default is shown, a password someone chose is not.
 */
export function printSignInHelp(publicUrl: string, password?: string): string {
  const shown =
    password === undefined
      ? `${DEFAULT_DEMO_PASSWORD} (unless YAAM_DEMO_PASSWORD sets another)`
      : password === DEFAULT_DEMO_PASSWORD
        ? password
        : 'the value of YAAM_DEMO_PASSWORD';
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.username.length)) + 2;
  const roleWidth = Math.max(...DEMO_ACCOUNTS.map((a) => a.role.length)) + 2;
  const lines = DEMO_ACCOUNTS.map(
    (a) =>
      `    ${a.username.padEnd(width)}${a.role.padEnd(roleWidth)}${a.firstNameEn} ${a.lastNameEn} → ${landingFor(a.role)}`,
  );
  return [
    `Yaam (ยาม) is running at ${publicUrl}`,
    '',
    `  Sign in with one of the demo accounts; every password is ${shown}`,
    ...lines,
    '',
    `  Demo devices cam-001 … cam-${String(DEMO_SITES.length).padStart(3, '0')} use the same password as their MQTT secret.`,
  ].join('\n');
}
