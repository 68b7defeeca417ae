// Alerts as officers work them: the lifecycle (ALERT_TRANSITIONS), assignment and notes, each one
// transaction with its timeline event; every change is published to the alert's districts.
import {
  type Alert,
  type AlertCounts,
  type AlertListQuery,
  type AlertStatus,
  type AlertTransition,
  ALERT_STATUSES,
  canTransition,
  OPEN_ALERT_STATUSES,
  type TimelineItem,
} from '@yaam/shared/contracts/alerts';
import type { WatchPriority } from '@yaam/shared/contracts/kwatch';

import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Caller } from '../permissions/permissions.repo';
import * as repo from './alerts.repo';

/** Hands a changed alert to the realtime fan-out (alerts.engine.ts). */
export type AlertPublish = (alert: Alert) => void;

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentAlert(row: repo.AlertWithOfficer): Alert {
  return {
    id: row.id,
    status: row.status as AlertStatus,
    priority: row.priority as WatchPriority,
    entry: { id: row.entryId, pattern: row.pattern, reason: row.reason as Alert['entry']['reason'], caseNo: row.caseNo },
    match: { mode: row.matchMode as Alert['match']['mode'], score: row.score, distance: row.distance, lookalikes: row.lookalikes },
    plate: { plate: row.plate, series: row.series, number: row.number, province: row.province },
    deviceId: row.deviceId,
    readId: row.readId,
    readRowId: row.readRowId === null ? null : Number(row.readRowId),
    districtCode: row.districtCode,
    lat: row.lat,
    lng: row.lng,
    imageUrl: row.imageUrl,
    notifyDistricts: row.notifyDistricts,
    firstSeenAt: iso(row.firstSeenAt),
    lastSeenAt: iso(row.lastSeenAt),
    sightingCount: row.sightingCount,
    assignedOfficer: row.officer,
    acknowledged: row.acknowledgedAt ? { at: iso(row.acknowledgedAt), by: row.acknowledgedBy } : null,
    dispatched: row.dispatchedAt ? { at: iso(row.dispatchedAt), by: row.dispatchedBy } : null,
    closed: row.closedAt ? { at: iso(row.closedAt), by: row.closedBy, note: row.closeNote } : null,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatedBy: row.updatedBy,
  };
}

export async function listAlerts(database: Database, q: AlertListQuery) {
  const { items, total } = await repo.listAlerts(database.db, q);
  return { items: items.map(presentAlert), total, page: q.page, pageSize: q.pageSize };
}

export async function getAlert(database: Database, id: string): Promise<Alert> {
  const row = await repo.getAlert(database.db, id);
  if (!row) throw new HttpError(404, 'Alert not found');
  return presentAlert(row);
}

export async function counts(database: Database, district: readonly string[] | undefined): Promise<AlertCounts> {
  const rows = await repo.countAlerts(database.db, { district });
  const open = { low: 0, medium: 0, high: 0, critical: 0, total: 0 };
  const byStatus = Object.fromEntries(ALERT_STATUSES.map((s) => [s, 0])) as AlertCounts['byStatus'];
  for (const r of rows) {
    byStatus[r.status as AlertStatus] += r.count;
    if ((OPEN_ALERT_STATUSES as readonly string[]).includes(r.status)) {
      open[r.priority as WatchPriority] += r.count;
      open.total += r.count;
    }
  }
  return { open, byStatus };
}

export async function getTimeline(database: Database, id: string): Promise<{ alert: Alert; items: TimelineItem[] }> {
  const alert = await getAlert(database, id);
  const { events, sightings } = await repo.timeline(database.db, id);
  const items: TimelineItem[] = [
    ...events.map(
      (e): TimelineItem => ({
        kind: 'event',
        at: iso(e.at),
        type: e.type as Extract<TimelineItem, { kind: 'event' }>['type'],
        fromStatus: e.fromStatus as AlertStatus | null,
        toStatus: e.toStatus as AlertStatus | null,
        by: e.username,
        officer: e.officer,
        note: e.note,
      }),
    ),
    ...sightings.map(
      (s): TimelineItem => ({
        kind: 'sighting',
        at: iso(s.capturedAt),
        deviceId: s.deviceId,
        readId: s.readId,
        readRowId: s.readRowId === null ? null : Number(s.readRowId),
        plate: s.plate,
        province: s.province,
        score: s.score,
        districtCode: s.districtCode,
        lat: s.lat,
        lng: s.lng,
        imageUrl: s.imageUrl,
      }),
    ),
  ];
  // the creating event and the first sighting share a moment: the event comes first
  items.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'event' ? -1 : 1));
  return { alert, items };
}

function conflict(message: string, current: repo.AlertWithOfficer): HttpError {
  return new HttpError(409, message, undefined, { current: presentAlert(current) });
}

/** One step of the lifecycle; 409 with the current alert when illegal or stale. */
export async function transition(database: Database, publish: AlertPublish, caller: Caller, id: string, input: AlertTransition): Promise<Alert> {
  const alert = await database.db.transaction(async (tx) => {
    const before = await repo.getAlert(tx, id);
    if (!before) throw new HttpError(404, 'Alert not found');
    if (input.version !== undefined && input.version !== before.version) {
      throw conflict(`Changed by ${before.updatedBy ?? 'someone else'} since you loaded it`, before);
    }
    const from = before.status as AlertStatus;
    if (!canTransition(from, input.to)) throw conflict(`An alert that is ${from} cannot become ${input.to}`, before);
    const now = new Date();
    const note = input.note ? input.note : null;
    const step =
      input.to === 'acknowledged'
        ? { acknowledgedAt: now, acknowledgedBy: caller.username }
        : input.to === 'dispatched'
          ? { dispatchedAt: now, dispatchedBy: caller.username }
          : { closedAt: now, closedBy: caller.username, closeNote: note };
    const row = await repo.updateAlert(tx, id, before.version, { status: input.to, ...step, updatedBy: caller.username });
    if (!row) throw conflict('Changed by someone else at the same moment', (await repo.getAlert(tx, id)) ?? before);
    await repo.insertEvent(tx, { alertId: id, at: now, type: input.to, fromStatus: from, toStatus: input.to, userId: caller.id, username: caller.username, note });
    return presentAlert({ ...row, officer: before.officer });
  });
  publish(alert);
  return alert;
}

/** Assigns an officer (or takes the assignment away with null); allowed while the alert is open. */
export async function assign(
  database: Database,
  publish: AlertPublish,
  caller: Caller,
  id: string,
  input: { officerId: string | null; note?: string | undefined },
): Promise<Alert> {
  const alert = await database.db.transaction(async (tx) => {
    const before = await repo.getAlert(tx, id);
    if (!before) throw new HttpError(404, 'Alert not found');
    if (!(OPEN_ALERT_STATUSES as readonly string[]).includes(before.status)) throw conflict(`The alert is ${before.status}`, before);
    const officer = input.officerId ? await repo.getOfficer(tx, input.officerId) : null;
    if (input.officerId && !officer) throw new HttpError(400, 'Unknown officer', [{ field: 'officerId', message: 'does not exist' }]);
    const row = await repo.updateAlert(tx, id, before.version, { assignedOfficerId: input.officerId, updatedBy: caller.username });
    if (!row) throw conflict('Changed by someone else at the same moment', before);
    await repo.insertEvent(tx, {
      alertId: id,
      type: input.officerId ? 'assigned' : 'unassigned',
      userId: caller.id,
      username: caller.username,
      officerId: input.officerId ?? before.assignedOfficerId,
      note: input.note || null,
    });
    return presentAlert({ ...row, officer: officer ?? null });
  });
  publish(alert);
  return alert;
}

export async function addNote(database: Database, caller: Caller, id: string, note: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await repo.getAlert(tx, id);
    if (!before) throw new HttpError(404, 'Alert not found');
    await repo.insertEvent(tx, { alertId: id, type: 'note', userId: caller.id, username: caller.username, note });
  });
}
