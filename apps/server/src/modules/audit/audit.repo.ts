// The audit log: every change, who, when, before and after. Written inside the change's transaction.
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Caller } from '../permissions/permissions.repo';

export type AuditAction = 'create' | 'update' | 'delete' | 'restore';

export interface AuditRecord {
  caller: Pick<Caller, 'id' | 'username'> | null;
  action: AuditAction;
  resource: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** `db` may be a transaction: the entry commits or rolls back with the change it records. */
export async function recordAudit(db: Pick<Db, 'insert'>, r: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    userId: r.caller?.id ?? null,
    username: r.caller?.username ?? null,
    action: r.action,
    resource: r.resource,
    entityId: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
  });
}

export interface AuditFilter {
  resource?: string | undefined;
  entityId?: string | undefined;
  userId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

export async function listAudit(db: Db, f: AuditFilter) {
  const conditions: SQL[] = [];
  if (f.resource) conditions.push(eq(auditLog.resource, f.resource));
  if (f.entityId) conditions.push(eq(auditLog.entityId, f.entityId));
  if (f.userId) conditions.push(eq(auditLog.userId, f.userId));
  if (f.from) conditions.push(gte(auditLog.at, new Date(f.from)));
  if (f.to) conditions.push(lte(auditLog.at, new Date(f.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: totals[0]?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}
