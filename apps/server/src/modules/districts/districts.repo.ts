import { asc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { districts } from '../../db/schema';

export type DistrictRow = typeof districts.$inferSelect;

export const listDistricts = (db: Db) => db.select().from(districts).orderBy(asc(districts.code));

export async function getDistrict(db: Db, code: string) {
  const [row] = await db.select().from(districts).where(eq(districts.code, code));
  return row;
}

export async function insertDistrict(db: Db, values: Omit<typeof districts.$inferInsert, 'version'>) {
  const [row] = await db.insert(districts).values(values).returning();
  return row!;
}

export async function updateDistrict(db: Db, code: string, version: number, values: Partial<typeof districts.$inferInsert>) {
  const [row] = await db
    .update(districts)
    .set({ ...values, version: sql`${districts.version} + 1`, updatedAt: new Date() })
    .where(sql`${districts.code} = ${code} AND ${districts.version} = ${version}`)
    .returning();
  return row;
}

export async function deleteDistrict(db: Db, code: string) {
  const [row] = await db.delete(districts).where(eq(districts.code, code)).returning();
  return row;
}
