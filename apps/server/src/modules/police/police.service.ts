// Officers: the rules around a change (versions, duplicates, soft delete, audit), one transaction each.
import type { Officer, OfficerListQuery } from '@yaam/shared/contracts/police';
import type { z } from 'zod';
import type { officerInputSchema, officerUpdateSchema } from '@yaam/shared/contracts/police';

import { sql } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../db/errors';
import { HttpError } from '../../http/errors';
import { QueryCache } from '../../lib/query-cache';
import { recordAudit } from '../audit/audit.repo';
import type { Caller } from '../permissions/permissions.repo';
import * as repo from './police.repo';

type Input = z.output<typeof officerInputSchema>;
type UpdateInput = z.output<typeof officerUpdateSchema>;

export function presentOfficer(row: repo.OfficerRow): Officer {
  return {
    id: row.id,
    badgeNo: row.badgeNo,
    rank: row.rank,
    firstNameTh: row.firstNameTh,
    lastNameTh: row.lastNameTh,
    firstNameEn: row.firstNameEn,
    lastNameEn: row.lastNameEn,
    position: row.position,
    districtCode: row.districtCode,
    phone: row.phone,
    email: row.email,
    status: row.status as Officer['status'],
    userId: row.userId,
    photoUrl: row.photoUrl,
    deletedAt: row.deletedAt ? new Date(row.deletedAt).toISOString() : null,
    version: row.version,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Turns constraint violations into the API's 409 and 400 answers. */
function translate(err: unknown): never {
  const pg = pgErrorOf(err);
  if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'officers_badge_key') {
    throw new HttpError(409, 'An officer with this badge number exists', [{ field: 'badgeNo', message: 'already in use' }]);
  }
  if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
    const field = pg.constraint?.includes('user') ? 'userId' : 'districtCode';
    throw new HttpError(400, `Invalid ${field}`, [{ field, message: 'does not exist' }]);
  }
  throw err;
}

export async function listOfficers(database: Database, q: OfficerListQuery) {
  const { items, total } = await repo.listOfficers(database.db, q);
  return { items: items.map(presentOfficer), total, page: q.page, pageSize: q.pageSize };
}

export const OFFICERS_CHANGED = 'officers_changed';

/**
 * The directory is read far more than it changes: list pages are cached as their JSON and dropped
 * on any change to officers (here at once; in other server processes through NOTIFY).
 */
export async function createOfficerListCache(database: Database) {
  const cache = new QueryCache<string>();
  await database.listen(OFFICERS_CHANGED, () => cache.invalidate());
  return {
    list: (q: OfficerListQuery) =>
      cache.get(JSON.stringify(q), async () => JSON.stringify(await listOfficers(database, q))),
    invalidate: () => cache.invalidate(),
  };
}

/** Tells every server process (this one too, after commit) that officers changed. */
const notifyChanged = (tx: Pick<Database['db'], 'execute'>) => tx.execute(sql.raw(`NOTIFY ${OFFICERS_CHANGED}`));

export async function getOfficer(database: Database, id: string): Promise<Officer> {
  const row = await repo.getOfficer(database.db, id);
  if (!row) throw new HttpError(404, 'Officer not found');
  return presentOfficer(row);
}

export async function createOfficer(database: Database, caller: Caller, input: Input): Promise<Officer> {
  try {
    return await database.db.transaction(async (tx) => {
      const row = await repo.insertOfficer(tx, { ...input, updatedBy: caller.username });
      const officer = presentOfficer(row);
      await recordAudit(tx, { caller, action: 'create', resource: 'police', entityId: row.id, after: officer });
      await notifyChanged(tx);
      return officer;
    });
  } catch (err) {
    translate(err);
  }
}

function conflict(current: repo.OfficerRow): HttpError {
  return new HttpError(409, `Changed by ${current.updatedBy ?? 'someone else'} since you loaded it`, undefined, {
    current: presentOfficer(current),
  });
}

export async function updateOfficer(database: Database, caller: Caller, id: string, input: UpdateInput): Promise<Officer> {
  const { version, force, ...values } = input;
  try {
    return await database.db.transaction(async (tx) => {
      const before = await repo.getOfficer(tx, id);
      if (!before || before.deletedAt) throw new HttpError(404, 'Officer not found');
      if (!force && before.version !== version) throw conflict(before);
      const row = await repo.updateOfficer(tx, id, force ? null : version, { ...values, updatedBy: caller.username });
      if (!row) throw conflict((await repo.getOfficer(tx, id)) ?? before);
      const officer = presentOfficer(row);
      await recordAudit(tx, { caller, action: 'update', resource: 'police', entityId: id, before: presentOfficer(before), after: officer });
      await notifyChanged(tx);
      return officer;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    translate(err);
  }
}

/** Soft delete (`deleted` true) or restore (`deleted` false). */
export async function setDeleted(database: Database, caller: Caller, id: string, deleted: boolean): Promise<Officer> {
  return database.db.transaction(async (tx) => {
    const before = await repo.getOfficer(tx, id);
    if (!before) throw new HttpError(404, 'Officer not found');
    if (Boolean(before.deletedAt) === deleted) throw new HttpError(409, deleted ? 'Officer is already deleted' : 'Officer is not deleted');
    const row = await repo.updateOfficer(tx, id, before.version, { deletedAt: deleted ? new Date() : null, updatedBy: caller.username });
    if (!row) throw conflict(before);
    const officer = presentOfficer(row);
    await recordAudit(tx, {
      caller,
      action: deleted ? 'delete' : 'restore',
      resource: 'police',
      entityId: id,
      before: presentOfficer(before),
      after: officer,
    });
    await notifyChanged(tx);
    return officer;
  });
}

export async function districtSummary(database: Database) {
  const rows = await repo.countByDistrict(database.db);
  return { items: rows.map((r) => ({ ...r, status: r.status as Officer['status'] })) };
}

const CSV_COLUMNS: Array<[string, (o: Officer) => string | null]> = [
  ['badge_no', (o) => o.badgeNo],
  ['rank', (o) => o.rank],
  ['first_name_th', (o) => o.firstNameTh],
  ['last_name_th', (o) => o.lastNameTh],
  ['first_name_en', (o) => o.firstNameEn],
  ['last_name_en', (o) => o.lastNameEn],
  ['position', (o) => o.position],
  ['district_code', (o) => o.districtCode],
  ['phone', (o) => o.phone],
  ['email', (o) => o.email],
  ['status', (o) => o.status],
  ['updated_at', (o) => o.updatedAt],
];

/** RFC 4180 quoting, and a leading quote on values a spreadsheet would run as a formula. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvHeader = () => `\uFEFF${CSV_COLUMNS.map(([h]) => h).join(',')}\r\n`;
export const csvRow = (o: Officer) => `${CSV_COLUMNS.map(([, get]) => csvField(get(o))).join(',')}\r\n`;
