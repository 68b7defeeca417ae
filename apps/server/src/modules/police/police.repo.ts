// The only code that touches the officers table.
import type { OFFICER_SORT_FIELDS, OfficerListQuery } from '@yaam/shared/contracts/police';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';

import type { Database, Db } from '../../db/client';
import { officerSearchText, officers } from '../../db/schema';

export type OfficerRow = typeof officers.$inferSelect;
export type OfficerValues = Omit<typeof officers.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

type Filter = Pick<OfficerListQuery, 'q' | 'district' | 'rank' | 'status' | 'deleted'>;

const sortColumns: Record<(typeof OFFICER_SORT_FIELDS)[number], (typeof officers)[keyof typeof officers.$inferSelect]> = {
  badgeNo: officers.badgeNo,
  rank: officers.rank,
  firstNameTh: officers.firstNameTh,
  lastNameTh: officers.lastNameTh,
  firstNameEn: officers.firstNameEn,
  lastNameEn: officers.lastNameEn,
  position: officers.position,
  districtCode: officers.districtCode,
  phone: officers.phone,
  email: officers.email,
  status: officers.status,
  createdAt: officers.createdAt,
  updatedAt: officers.updatedAt,
};

/** `%`, `_` and `\` in a user's search are text, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: Filter): SQL | undefined {
  const c: SQL[] = [];
  if (f.deleted === 'exclude') c.push(isNull(officers.deletedAt));
  if (f.deleted === 'only') c.push(isNotNull(officers.deletedAt));
  if (f.district) c.push(eq(officers.districtCode, f.district));
  if (f.rank) c.push(eq(officers.rank, f.rank));
  if (f.status) c.push(eq(officers.status, f.status));
  if (f.q) {
    // Every word must match somewhere (Thai names have no case; ILIKE covers the English ones).
    for (const word of f.q.split(/\s+/).filter(Boolean)) {
      c.push(ilike(officerSearchText(officers), `%${likeEscape(word)}%`));
    }
  }
  return c.length ? and(...c) : undefined;
}

function orderOf(q: Pick<OfficerListQuery, 'sort' | 'order'>) {
  const dir = q.order === 'desc' ? desc : asc;
  return [dir(sortColumns[q.sort] as never), dir(officers.id)];
}

/** One page and the filter's total, in one scan (a separate count only past the last page). */
export async function listOfficers(db: Db, q: OfficerListQuery) {
  const where = whereOf(q);
  const rows = await db
    .select({ officer: officers, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(officers)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total =
    rows[0]?.total ?? (q.page > 1 ? ((await db.select({ n: count() }).from(officers).where(where))[0]?.n ?? 0) : 0);
  return { items: rows.map((r) => r.officer), total };
}

export async function getOfficer(db: Db, id: string): Promise<OfficerRow | undefined> {
  const [row] = await db.select().from(officers).where(eq(officers.id, id));
  return row;
}

export async function insertOfficer(db: Db, values: OfficerValues): Promise<OfficerRow> {
  const [row] = await db.insert(officers).values(values).returning();
  return row!;
}

/** Updates when `version` still matches (or always, with `version` null); undefined when stale or gone. */
export async function updateOfficer(
  db: Db,
  id: string,
  version: number | null,
  values: Partial<OfficerValues> & { deletedAt?: Date | null },
): Promise<OfficerRow | undefined> {
  const [row] = await db
    .update(officers)
    .set({ ...values, version: sql`${officers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(officers.id, id), version === null ? undefined : eq(officers.version, version)))
    .returning();
  return row;
}

export async function countByDistrict(db: Db) {
  return db
    .select({ districtCode: officers.districtCode, status: officers.status, count: count() })
    .from(officers)
    .where(isNull(officers.deletedAt))
    .groupBy(officers.districtCode, officers.status);
}

/**
 * Hands every officer matching the filter, in the list's order, to `onBatch` through a server-side
 * cursor: memory stays flat however many rows there are. `onBatch` returning false stops early.
 */
export async function forEachOfficerBatch(
  database: Database,
  q: OfficerListQuery,
  onBatch: (rows: OfficerRow[]) => Promise<boolean>,
  batch = 500,
): Promise<void> {
  const query = database.db.select().from(officers).where(whereOf(q)).orderBy(...orderOf(q)).toSQL();
  await database.withTransaction(async (run) => {
    await run(`DECLARE officers_export NO SCROLL CURSOR FOR ${query.sql}`, query.params);
    for (;;) {
      const chunk = await run<Record<string, unknown>>(`FETCH ${batch} FROM officers_export`);
      if (chunk.length === 0 || !(await onBatch(chunk.map(fromRaw)))) break;
    }
    await run('CLOSE officers_export');
  });
}

const rawMap: Record<string, keyof OfficerRow> = {
  id: 'id',
  badge_no: 'badgeNo',
  rank: 'rank',
  first_name_th: 'firstNameTh',
  last_name_th: 'lastNameTh',
  first_name_en: 'firstNameEn',
  last_name_en: 'lastNameEn',
  position: 'position',
  district_code: 'districtCode',
  phone: 'phone',
  email: 'email',
  status: 'status',
  user_id: 'userId',
  photo_url: 'photoUrl',
  deleted_at: 'deletedAt',
  updated_by: 'updatedBy',
  version: 'version',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
};

function fromRaw(raw: Record<string, unknown>): OfficerRow {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) out[rawMap[k] ?? k] = v;
  return out as OfficerRow;
}
