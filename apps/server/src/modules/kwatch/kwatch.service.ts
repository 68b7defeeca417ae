// Watch entries: the rules around a change (districts exist, versions, close/expire, soft delete,
// audit), one transaction each; after each commit the matcher is told which entries changed.
import {
  watchEntryInputSchema,
  type WatchEntry,
  type WatchEntryListQuery,
  type WatchEntryValues,
  type WatchImportResult,
  type watchEntryUpdateSchema,
} from '@yaam/shared/contracts/kwatch';
import type { z } from 'zod';

import type { Database, Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../audit/audit.repo';
import type { Caller } from '../permissions/permissions.repo';
import { parseCsv, rowToInput } from './kwatch.csv';
import * as repo from './kwatch.repo';

type UpdateInput = z.output<typeof watchEntryUpdateSchema>;

/** Who wants to know when entries change: the alert engine keeps its matcher in step. */
export interface WatchlistListener {
  /** Awaited, so a read right after the response sees the change; must not reject. */
  entriesChanged(ids: readonly string[]): Promise<void>;
}

export interface KwatchDeps {
  database: Database;
  listener: WatchlistListener;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** "first last", or null when the account has neither. */
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim() || null;

export function presentEntry(row: repo.WatchEntryRow, now = Date.now()): WatchEntry {
  const expired = row.status === 'active' && row.validUntil !== null && new Date(row.validUntil).getTime() <= now;
  return {
    id: row.id,
    pattern: row.pattern,
    mode: row.mode as WatchEntry['mode'],
    maxDistance: row.maxDistance,
    province: row.province,
    reason: row.reason as WatchEntry['reason'],
    priority: row.priority as WatchEntry['priority'],
    caseNo: row.caseNo,
    notes: row.notes,
    validFrom: iso(row.validFrom)!,
    validUntil: iso(row.validUntil),
    notifyDistricts: row.notifyDistricts,
    ownerId: row.ownerId,
    ownerName: row.ownerId ? (fullName(row.ownerFirstName, row.ownerLastName) ?? row.ownerUsername) : null,
    ownerNameEn: row.ownerId ? fullName(row.ownerFirstNameEn, row.ownerLastNameEn) : null,
    status: expired ? 'expired' : (row.status as WatchEntry['status']),
    closedAt: iso(row.closedAt),
    closeNote: row.closeNote,
    version: row.version,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    updatedBy: row.updatedBy,
  };
}

function toValues(input: WatchEntryValues, caller: Caller): repo.WatchEntryValues {
  return {
    pattern: input.pattern,
    mode: input.mode,
    maxDistance: input.maxDistance,
    province: input.province,
    reason: input.reason,
    priority: input.priority,
    caseNo: input.caseNo,
    notes: input.notes,
    ...(input.validFrom ? { validFrom: new Date(input.validFrom) } : {}),
    validUntil: input.validUntil ? new Date(input.validUntil) : null,
    notifyDistricts: input.notifyDistricts,
    updatedBy: caller.username,
  };
}

async function checkDistricts(db: Db, codes: readonly string[]) {
  const unknown = await repo.unknownDistricts(db, codes);
  if (unknown.length) {
    throw new HttpError(400, `Unknown district ${unknown.join(', ')}`, [{ field: 'notifyDistricts', message: `unknown: ${unknown.join(', ')}` }]);
  }
}

export async function listEntries(database: Database, q: WatchEntryListQuery) {
  const { items, total } = await repo.listEntries(database.db, q);
  const now = Date.now();
  return { items: items.map((r) => presentEntry(r, now)), total, page: q.page, pageSize: q.pageSize };
}

export async function getEntry(database: Database, id: string): Promise<WatchEntry> {
  const row = await repo.getEntry(database.db, id);
  if (!row) throw new HttpError(404, 'Watch entry not found');
  return presentEntry(row);
}

export async function createEntry({ database, listener }: KwatchDeps, caller: Caller, input: WatchEntryValues): Promise<WatchEntry> {
  const entry = await database.db.transaction(async (tx) => {
    await checkDistricts(tx, input.notifyDistricts);
    const [row] = await repo.insertEntries(tx, [{ ...toValues(input, caller), ownerId: caller.id }]);
    const created = presentEntry(row!);
    await recordAudit(tx, { caller, action: 'create', resource: 'kwatch', entityId: created.id, after: created });
    return created;
  });
  await listener.entriesChanged([entry.id]);
  return entry;
}

function conflict(current: repo.WatchEntryRow): HttpError {
  return new HttpError(409, `Changed by ${current.updatedBy ?? 'someone else'} since you loaded it`, undefined, {
    current: presentEntry(current),
  });
}

export async function updateEntry({ database, listener }: KwatchDeps, caller: Caller, id: string, input: UpdateInput): Promise<WatchEntry> {
  const { version, force, ...values } = input;
  const entry = await database.db.transaction(async (tx) => {
    const before = await repo.getEntry(tx, id);
    if (!before) throw new HttpError(404, 'Watch entry not found');
    if (!force && before.version !== version) throw conflict(before);
    await checkDistricts(tx, values.notifyDistricts);
    const row = await repo.updateEntry(tx, id, force ? null : version, toValues(values, caller));
    if (!row) throw conflict((await repo.getEntry(tx, id)) ?? before);
    const after = presentEntry(row);
    await recordAudit(tx, { caller, action: 'update', resource: 'kwatch', entityId: id, before: presentEntry(before), after });
    return after;
  });
  await listener.entriesChanged([id]);
  return entry;
}

/**
 * `expire`: valid until now (the entry stays on the list as expired); `close`: off the watchlist
 * with a note; `reopen`: active again. Each only from a state where it means something (else 409).
 */
export async function setStatus(
  { database, listener }: KwatchDeps,
  caller: Caller,
  id: string,
  action: 'expire' | 'close' | 'reopen',
  note: string | null,
): Promise<WatchEntry> {
  const entry = await database.db.transaction(async (tx) => {
    const before = await repo.getEntry(tx, id);
    if (!before) throw new HttpError(404, 'Watch entry not found');
    const status = presentEntry(before).status;
    const now = new Date();
    let values: Partial<repo.WatchEntryValues>;
    if (action === 'expire') {
      if (status !== 'active') throw new HttpError(409, `The entry is ${status}`);
      values = { validUntil: now, status: 'expired' };
    } else if (action === 'close') {
      if (status === 'closed') throw new HttpError(409, 'The entry is already closed');
      values = { status: 'closed', closedAt: now, closeNote: note };
    } else {
      if (status === 'active') throw new HttpError(409, 'The entry is already active');
      const stillValid = before.validUntil === null || before.validUntil.getTime() > now.getTime();
      values = { status: 'active', closedAt: null, closeNote: null, ...(stillValid ? {} : { validUntil: null }) };
    }
    const row = await repo.updateEntry(tx, id, before.version, { ...values, updatedBy: caller.username });
    if (!row) throw conflict(before);
    const after = presentEntry(row);
    await recordAudit(tx, { caller, action: 'update', resource: 'kwatch', entityId: id, before: presentEntry(before), after });
    return after;
  });
  await listener.entriesChanged([id]);
  return entry;
}

/** Soft delete: the entry leaves every list and the matcher; alerts it raised keep their history. */
export async function deleteEntry({ database, listener }: KwatchDeps, caller: Caller, id: string): Promise<WatchEntry> {
  const entry = await database.db.transaction(async (tx) => {
    const before = await repo.getEntry(tx, id);
    if (!before) throw new HttpError(404, 'Watch entry not found');
    const row = await repo.updateEntry(tx, id, before.version, { deletedAt: new Date(), updatedBy: caller.username });
    if (!row) throw conflict(before);
    const after = presentEntry(row);
    await recordAudit(tx, { caller, action: 'delete', resource: 'kwatch', entityId: id, before: presentEntry(before), after });
    return after;
  });
  await listener.entriesChanged([id]);
  return entry;
}

const MAX_IMPORT_ROWS = 10_000;

/**
 * CSV import. Every row is validated with the create schema (and its districts checked) before
 * anything is written; `all` writes nothing when a row is invalid, `valid` writes the valid rows.
 * One transaction either way, one audit record per created entry.
 */
export async function importCsv(
  { database, listener }: KwatchDeps,
  caller: Caller,
  text: string,
  mode: 'all' | 'valid',
): Promise<{ status: 200 | 400; result: WatchImportResult }> {
  const rows = parseCsv(text);
  const header = (rows.shift() ?? []).map((h) => h.trim().toLowerCase());
  const errors: WatchImportResult['errors'] = [];
  if (!header.includes('pattern') || !header.includes('reason')) {
    errors.push({ row: 0, field: 'header', message: 'needs at least the columns pattern and reason' });
    return { status: 400, result: { total: rows.length, created: 0, errors } };
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    errors.push({ row: 0, field: 'file', message: `at most ${MAX_IMPORT_ROWS} rows` });
    return { status: 400, result: { total: rows.length, created: 0, errors } };
  }
  const valid: Array<{ row: number; values: WatchEntryValues }> = [];
  rows.forEach((cells, i) => {
    const parsed = watchEntryInputSchema.safeParse(rowToInput(header, cells));
    if (parsed.success) valid.push({ row: i + 1, values: parsed.data });
    else for (const issue of parsed.error.issues) errors.push({ row: i + 1, field: issue.path.join('.') || 'row', message: issue.message });
  });
  const created = await database.db.transaction(async (tx) => {
    const codes = [...new Set(valid.flatMap((v) => v.values.notifyDistricts))];
    const unknown = new Set(await repo.unknownDistricts(tx, codes));
    const writable = valid.filter(({ row, values }) => {
      const bad = values.notifyDistricts.filter((c) => unknown.has(c));
      if (bad.length) errors.push({ row, field: 'notifyDistricts', message: `unknown: ${bad.join(', ')}` });
      return bad.length === 0;
    });
    if (errors.length > 0 && mode === 'all') return [];
    const inserted = await repo.insertEntries(tx, writable.map(({ values }) => ({ ...toValues(values, caller), ownerId: caller.id })));
    for (const row of inserted) {
      await recordAudit(tx, { caller, action: 'create', resource: 'kwatch', entityId: row.id, after: presentEntry(row) });
    }
    return inserted;
  });
  errors.sort((a, b) => a.row - b.row);
  if (created.length) await listener.entriesChanged(created.map((r) => r.id));
  const status = errors.length > 0 && mode === 'all' ? 400 : 200;
  return { status, result: { total: rows.length, created: created.length, errors } };
}
