// Dashboard figures: alert counts by status and priority, reads per hour over the last 24 hours
// (every hour present, zeros included, so a chart needs no gap filling).
import type { AlertStatus } from '@yaam/shared/contracts/alerts';
import { OPEN_ALERT_STATUSES } from '@yaam/shared/contracts/alerts';
import type { WatchPriority } from '@yaam/shared/contracts/kwatch';

import type { Database } from '../../db/client';
import { countAlerts, readsPerHour as readsPerHourRows } from '../alerts/alerts.repo';

const HOUR_MS = 3_600_000;

export async function alertCounts(database: Database, q: { district?: string | undefined; since?: string | undefined }) {
  const rows = await countAlerts(database.db, q);
  const open = { low: 0, medium: 0, high: 0, critical: 0, total: 0 };
  for (const r of rows) {
    if ((OPEN_ALERT_STATUSES as readonly string[]).includes(r.status)) {
      open[r.priority as WatchPriority] += r.count;
      open.total += r.count;
    }
  }
  return {
    items: rows.map((r) => ({ status: r.status as AlertStatus, priority: r.priority as WatchPriority, count: r.count })),
    open,
  };
}

export async function readsPerHour(database: Database, district: string | undefined, now = new Date()) {
  const to = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const from = new Date(to.getTime() - 24 * HOUR_MS);
  const rows = await readsPerHourRows(database.db, { from, to, district });
  const byHour = new Map(rows.map((r) => [r.hour.getTime(), r.count]));
  const items = Array.from({ length: 24 }, (_, i) => {
    const hour = from.getTime() + i * HOUR_MS;
    return { hour: new Date(hour).toISOString(), count: byHour.get(hour) ?? 0 };
  });
  return { from: from.toISOString(), to: to.toISOString(), items };
}
