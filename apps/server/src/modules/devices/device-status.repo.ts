// Device state in the database: written by whichever server process sees a change, each change once
// (conditional UPDATEs: with several processes only one of them wins a transition).
import type { Database } from '../../db/client';
import { HISTORY_DAYS } from './rate-drop';

export interface StateRow {
  id: string;
  status: 'online' | 'offline';
  enabled: boolean;
  last_seen_at: Date | null;
  rate_drop_since: Date | null;
  was?: string;
}

const RETURNING = 'd.id, d.status, d.enabled, d.last_seen_at, d.rate_drop_since';

/**
 * Records when devices were last heard from; a device heard after it went offline turns online.
 * Returns the devices whose status changed.
 */
export async function markSeen(database: Database, seen: Array<{ id: string; ts: Date }>): Promise<StateRow[]> {
  if (seen.length === 0) return [];
  const sorted = [...seen].sort((a, b) => (a.id < b.id ? -1 : 1));
  const rows = await database.query<StateRow>(
    `WITH v AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(id text, ts timestamptz)),
     prev AS (SELECT d.id, d.status FROM devices d JOIN v ON v.id = d.id ORDER BY d.id FOR UPDATE OF d)
     UPDATE devices d SET
       last_seen_at = greatest(d.last_seen_at, v.ts),
       status = CASE WHEN d.enabled AND v.ts > coalesce(d.status_changed_at, '-infinity') THEN 'online' ELSE d.status END,
       status_changed_at = CASE WHEN d.enabled AND d.status <> 'online' AND v.ts > coalesce(d.status_changed_at, '-infinity')
                                THEN now() ELSE d.status_changed_at END
     FROM v, prev WHERE d.id = v.id AND prev.id = d.id
     RETURNING ${RETURNING}, prev.status AS was`,
    [JSON.stringify(sorted.map((s) => ({ id: s.id, ts: s.ts.toISOString() })))],
  );
  return rows.filter((r) => r.was !== r.status);
}

/** Sets a status now, when it differs (online only for an enabled device); the changed row or none. */
export async function setStatus(
  database: Database,
  id: string,
  status: 'online' | 'offline',
  firmware: string | undefined,
): Promise<StateRow | undefined> {
  if (firmware !== undefined) await database.query('UPDATE devices SET firmware = $2 WHERE id = $1', [id, firmware]);
  const [row] = await database.query<StateRow>(
    `UPDATE devices d SET status = $2, status_changed_at = now(),
       last_seen_at = CASE WHEN $2 = 'online' THEN greatest(d.last_seen_at, now()) ELSE d.last_seen_at END
     WHERE d.id = $1 AND d.status <> $2 AND (d.enabled OR $2 = 'offline')
     RETURNING ${RETURNING}`,
    [id, status],
  );
  if (!row && status === 'online') {
    await database.query('UPDATE devices SET last_seen_at = greatest(last_seen_at, now()) WHERE id = $1', [id]);
  }
  return row;
}

/** Online devices not heard from for `silenceSec` turn offline; returns them. */
export async function markSilentOffline(database: Database, silenceSec: number): Promise<StateRow[]> {
  return database.query<StateRow>(
    `UPDATE devices d SET status = 'offline', status_changed_at = now()
     WHERE d.status = 'online' AND (d.last_seen_at IS NULL OR d.last_seen_at < now() - make_interval(secs => $1))
     RETURNING ${RETURNING}`,
    [silenceSec],
  );
}

export async function insertEvents(
  database: Database,
  events: Array<{ deviceId: string; status: string; reason: string; detail?: Record<string, unknown> | null }>,
): Promise<void> {
  if (events.length === 0) return;
  await database.query(
    `INSERT INTO device_status_events (device_id, status, reason, detail)
     SELECT device_id, status, reason, detail FROM jsonb_to_recordset($1::jsonb) AS r(device_id text, status text, reason text, detail jsonb)
     WHERE EXISTS (SELECT 1 FROM devices WHERE id = r.device_id)`,
    [JSON.stringify(events.map((e) => ({ device_id: e.deviceId, status: e.status, reason: e.reason, detail: e.detail ?? null })))],
  );
}

export interface RateWindow {
  id: string;
  current: number;
  history: number[];
  flagged: boolean;
  /** enabled and online: an inactive device is not judged (its flag is cleared) */
  active: boolean;
}

/**
 * For each enabled device online for at least the last hour: reads in the hour before `now`, and in
 * the same hour on each of the previous HISTORY_DAYS days (from device_read_counts).
 */
export async function rateWindows(database: Database, now: Date): Promise<RateWindow[]> {
  const rows = await database.query<{
    id: string;
    current: number | string;
    history: Array<number | string> | null;
    flagged: boolean;
    active: boolean;
  }>(
    `WITH days AS (SELECT generate_series(0, $2::int) AS k),
     w AS (
       SELECT c.device_id, d.k, sum(c.count) AS n
       FROM device_read_counts c
       JOIN days d ON c.minute >= $1::timestamptz - make_interval(days => d.k) - interval '1 hour'
                  AND c.minute <  $1::timestamptz - make_interval(days => d.k)
       WHERE c.minute >= $1::timestamptz - make_interval(days => $2::int) - interval '1 hour'
       GROUP BY c.device_id, d.k)
     SELECT dev.id,
            coalesce((SELECT n FROM w WHERE w.device_id = dev.id AND w.k = 0), 0) AS current,
            ARRAY(SELECT n FROM w WHERE w.device_id = dev.id AND w.k > 0) AS history,
            dev.rate_drop_since IS NOT NULL AS flagged,
            (dev.enabled AND dev.status = 'online') AS active
     FROM devices dev
     WHERE (dev.enabled AND dev.status = 'online'
            AND coalesce(dev.status_changed_at, '-infinity') <= $1::timestamptz - interval '1 hour')
        OR dev.rate_drop_since IS NOT NULL`,
    [now.toISOString(), HISTORY_DAYS],
  );
  return rows.map((r) => ({
    id: r.id,
    current: Number(r.current),
    history: (r.history ?? []).map(Number),
    flagged: r.flagged,
    active: r.active,
  }));
}

/** Sets or clears the rate-drop flag when it is not already so; the changed row or none. */
export async function setRateDrop(database: Database, id: string, drop: boolean): Promise<StateRow | undefined> {
  const [row] = await database.query<StateRow>(
    drop
      ? `UPDATE devices d SET rate_drop_since = now() WHERE d.id = $1 AND d.rate_drop_since IS NULL RETURNING ${RETURNING}`
      : `UPDATE devices d SET rate_drop_since = NULL WHERE d.id = $1 AND d.rate_drop_since IS NOT NULL RETURNING ${RETURNING}`,
    [id],
  );
  return row;
}

/**
 * Rebuilds the per-minute counts of the last `days` days from the reads when there are none (a
 * database seeded or restored without them), so the list, the rate chart and the detector have history.
 */
export async function backfillReadCounts(database: Database, days: number): Promise<number> {
  const [has] = await database.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM device_read_counts) AS any');
  if (has?.any) return 0;
  const rows = await database.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO device_read_counts (device_id, minute, count)
       SELECT device_id, date_trunc('minute', captured_at), count(*)::int FROM plate_reads
       WHERE captured_at >= now() - make_interval(days => $1::int) AND captured_at < now() + interval '1 day'
       GROUP BY 1, 2
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [days],
  );
  return rows[0]?.n ?? 0;
}

/** A disabled device is offline at once, whatever it said last. */
export async function forceOffline(database: Database, id: string): Promise<StateRow | undefined> {
  const [row] = await database.query<StateRow>(
    `UPDATE devices d SET status = 'offline', status_changed_at = now() WHERE d.id = $1 RETURNING ${RETURNING}`,
    [id],
  );
  return row;
}

/** Reads in the hour before `now` on each of the previous HISTORY_DAYS days (0 for none), oldest last. */
export async function usualHistory(database: Database, id: string, now: Date): Promise<number[]> {
  const rows = await database.query<{ n: number | string }>(
    `SELECT coalesce(sum(c.count), 0) AS n FROM generate_series(1, $3::int) AS k
     LEFT JOIN device_read_counts c ON c.device_id = $1
       AND c.minute >= $2::timestamptz - make_interval(days => k) - interval '1 hour'
       AND c.minute <  $2::timestamptz - make_interval(days => k)
     GROUP BY k ORDER BY k`,
    [id, now.toISOString(), HISTORY_DAYS],
  );
  return rows.map((r) => Number(r.n));
}
