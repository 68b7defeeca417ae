// The only code that touches the watch_entries table. Entries are read with their owner's names (a
// join to users), so every answer can say whose entry it is.
import type { WATCH_SORT_FIELDS, WatchEntryListQuery } from '@yaam/shared/contracts/kwatch';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { districts, users, watchEntries } from '../../db/schema';

/** An entry's columns and its owner's names (null when it has no owner). */
const entryColumns = {
  ...getTableColumns(watchEntries),
  ownerUsername: users.username,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerFirstNameEn: users.firstNameEn,
  ownerLastNameEn: users.lastNameEn,
};
const selectEntries = (db: Db) => db.select(entryColumns).from(watchEntries).leftJoin(users, eq(users.id, watchEntries.ownerId));

export type WatchEntryRow = Awaited<ReturnType<typeof selectEntries>>[number];
export type WatchEntryValues = Omit<typeof watchEntries.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

type Filter = Pick<WatchEntryListQuery, 'q' | 'reason' | 'priority' | 'status' | 'mode' | 'district'>;

/** The status as of now: an active entry past valid_until is expired. */
export const effectiveStatus = sql<string>`CASE WHEN ${watchEntries.status} = 'active' AND ${watchEntries.validUntil} <= now() THEN 'expired' ELSE ${watchEntries.status} END`;
const priorityRank = sql`array_position(ARRAY['low','medium','high','critical']::text[], ${watchEntries.priority})`;

const sortColumns: Record<(typeof WATCH_SORT_FIELDS)[number], SQL> = {
  createdAt: sql`${watchEntries.createdAt}`,
  updatedAt: sql`${watchEntries.updatedAt}`,
  priority: priorityRank,
  pattern: sql`${watchEntries.pattern}`,
  reason: sql`${watchEntries.reason}`,
  validFrom: sql`${watchEntries.validFrom}`,
  validUntil: sql`${watchEntries.validUntil}`,
};

/** `%`, `_` and `\` in a user's search are text, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(f: Filter): SQL | undefined {
  const c: SQL[] = [isNull(watchEntries.deletedAt)];
  if (f.reason) c.push(eq(watchEntries.reason, f.reason));
  if (f.priority) c.push(eq(watchEntries.priority, f.priority));
  if (f.mode) c.push(eq(watchEntries.mode, f.mode));
  if (f.status) c.push(sql`${effectiveStatus} = ${f.status}`);
  if (f.district) {
    c.push(sql`(${watchEntries.notifyDistricts} = '{}' OR ${f.district} = ANY(${watchEntries.notifyDistricts}))`);
  }
  if (f.q) {
    for (const word of f.q.split(/\s+/).filter(Boolean)) {
      const like = `%${likeEscape(word)}%`;
      // the pattern is stored without spaces: search it the same way
      const plateLike = `%${likeEscape(word.replace(/[\s-]/g, '').toUpperCase())}%`;
      c.push(or(ilike(watchEntries.pattern, plateLike), ilike(watchEntries.caseNo, like), ilike(watchEntries.notes, like))!);
    }
  }
  return and(...c);
}

export function orderOf(q: Pick<WatchEntryListQuery, 'sort' | 'order'>) {
  const dir = q.order === 'desc' ? desc : asc;
  return [dir(sortColumns[q.sort]), dir(watchEntries.id)];
}

export async function listEntries(db: Db, q: WatchEntryListQuery) {
  const where = whereOf(q);
  const [items, totals] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(watchEntries).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** Every entry matching the filter, in the list's order (exports: a watchlist is thousands, not millions). */
export async function allEntries(db: Db, q: Filter & Pick<WatchEntryListQuery, 'sort' | 'order'>) {
  return selectEntries(db).where(whereOf(q)).orderBy(...orderOf(q));
}

export async function getEntry(db: Db, id: string): Promise<WatchEntryRow | undefined> {
  const [row] = await selectEntries(db).where(and(eq(watchEntries.id, id), isNull(watchEntries.deletedAt)));
  return row;
}

/** Entries just written, deleted ones included, in the order of `ids`. */
async function entriesById(db: Db, ids: readonly string[]): Promise<WatchEntryRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectEntries(db).where(inArray(watchEntries.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function insertEntries(db: Db, values: WatchEntryValues[]): Promise<WatchEntryRow[]> {
  if (values.length === 0) return [];
  const inserted = await db.insert(watchEntries).values(values).returning({ id: watchEntries.id });
  return entriesById(db, inserted.map((r) => r.id));
}

/** Updates when `version` still matches (or always, with `version` null); undefined when stale or gone. */
export async function updateEntry(
  db: Db,
  id: string,
  version: number | null,
  values: Partial<WatchEntryValues>,
): Promise<WatchEntryRow | undefined> {
  const [updated] = await db
    .update(watchEntries)
    .set({ ...values, version: sql`${watchEntries.version} + 1`, updatedAt: new Date() })
    .where(and(eq(watchEntries.id, id), isNull(watchEntries.deletedAt), version === null ? undefined : eq(watchEntries.version, version)))
    .returning({ id: watchEntries.id });
  if (!updated) return undefined;
  const [row] = await entriesById(db, [updated.id]);
  return row;
}

/** The codes among `codes` that are no district. */
export async function unknownDistricts(db: Db, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const found = await db.select({ code: districts.code }).from(districts).where(inArray(districts.code, [...codes]));
  const known = new Set(found.map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}
