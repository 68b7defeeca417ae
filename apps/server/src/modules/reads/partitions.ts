// Storage of plate reads over time: monthly partitions created ahead, and retention.
//
// plate_reads is partitioned by month of captured_at (migration 0002), on PGlite as on PostgreSQL:
// one code path, and a month of reads leaves as one DROP instead of millions of DELETEs.
//
// Exactly-once with partitions: PostgreSQL only enforces a unique index on a partitioned table when it
// contains the partition key, so the dedupe key is (device_id, read_id, captured_at) instead of
// (device_id, read_id). That is safe because what we dedupe are re-sends of the same read — MQTT QoS 1
// redelivery, a camera replaying its buffer, an HTTP retry — and a re-send carries the same capturedAt
// (the ingest stores it at millisecond precision, so "…Z" and "+07:00" spellings of one instant are
// equal). A device reusing an id with a different capture time is a different read (a counter reset
// after a factory reset, say): storing it is right, where an id-only key would silently drop a real
// sighting. The alternative — a separate unpartitioned (device_id, read_id) dedupe table — would cost
// a second unique index insert per read and its own retention, for no case that matters.
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';

const DAY_MS = 86_400_000;

export const partitionName = (monthStart: Date) =>
  `plate_reads_p${monthStart.getUTCFullYear()}${String(monthStart.getUTCMonth() + 1).padStart(2, '0')}`;

const monthStart = (d: Date, add = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));

export async function listPartitions(database: Database): Promise<Array<{ name: string; from: Date | null; to: Date | null }>> {
  const rows = await database.query<{ name: string; bound: string }>(
    `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'plate_reads'::regclass ORDER BY c.relname`,
  );
  return rows.map((r) => {
    const m = /FROM \('([^']+)'\) TO \('([^']+)'\)/.exec(r.bound);
    return { name: r.name, from: m?.[1] ? new Date(m[1]) : null, to: m?.[2] ? new Date(m[2]) : null };
  });
}

/**
 * Creates the partition of each month from `monthsBack` before `now` to `monthsAhead` after it. Reads
 * of such a month that had landed in the default partition move into the new one (same transaction).
 */
export async function ensurePartitions(database: Database, now = new Date(), monthsBack = 1, monthsAhead = 3): Promise<string[]> {
  const existing = new Set((await listPartitions(database)).map((p) => p.name));
  const created: string[] = [];
  for (let i = -monthsBack; i <= monthsAhead; i++) {
    const from = monthStart(now, i);
    const to = monthStart(now, i + 1);
    const name = partitionName(from);
    if (existing.has(name)) continue;
    await database.withTransaction(async (q) => {
      await q(`SET LOCAL lock_timeout = '5s'`);
      await q('LOCK TABLE plate_reads_default IN ACCESS EXCLUSIVE MODE');
      await q(
        `CREATE TEMP TABLE plate_reads_moving ON COMMIT DROP AS SELECT * FROM plate_reads_default WHERE captured_at >= $1 AND captured_at < $2`,
        [from.toISOString(), to.toISOString()],
      );
      await q('DELETE FROM plate_reads_default WHERE captured_at >= $1 AND captured_at < $2', [from.toISOString(), to.toISOString()]);
      await q(`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF plate_reads FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`);
      await q('INSERT INTO plate_reads SELECT * FROM plate_reads_moving');
    });
    created.push(name);
  }
  return created;
}

export interface RetentionResult {
  droppedPartitions: string[];
  deletedRows: number;
  deletedCounts: number;
}

/**
 * Deletes reads captured before `now - days`: whole months by dropping their partition, the rest in
 * batches of `batch` rows with a pause between them, so ingest (which only inserts) is never held up
 * for long. Per-minute counts go the same way.
 */
export async function applyRetention(
  database: Database,
  days: number,
  options: { now?: Date; batch?: number; pauseMs?: number; log?: FastifyBaseLogger } = {},
): Promise<RetentionResult> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 5000;
  const pauseMs = options.pauseMs ?? 20;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const result: RetentionResult = { droppedPartitions: [], deletedRows: 0, deletedCounts: 0 };
  const partitions = await listPartitions(database);

  for (const p of partitions) {
    if (!p.to || p.to > cutoff) continue;
    try {
      // DETACH takes a brief exclusive lock on plate_reads; never wait long for it (ingest holds
      // short locks all the time): try again next run, and the batched delete below covers it meanwhile.
      await database.withTransaction(async (q) => {
        await q(`SET LOCAL lock_timeout = '1s'`);
        await q(`ALTER TABLE plate_reads DETACH PARTITION ${p.name}`);
      });
      await database.query(`DROP TABLE ${p.name}`);
      result.droppedPartitions.push(p.name);
    } catch (err) {
      options.log?.warn({ err, partition: p.name }, 'retention: could not detach a partition now; deleting its rows in batches');
    }
  }

  const remaining = partitions.filter((p) => !result.droppedPartitions.includes(p.name) && (!p.from || p.from < cutoff));
  for (const p of remaining) {
    for (;;) {
      const rows = await database.query<{ n: number }>(
        `WITH d AS (DELETE FROM ${p.name} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${p.name} WHERE captured_at < $1 LIMIT $2)) RETURNING 1)
         SELECT count(*)::int AS n FROM d`,
        [cutoff.toISOString(), batch],
      );
      const n = rows[0]?.n ?? 0;
      result.deletedRows += n;
      if (n < batch) break;
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
  for (;;) {
    const rows = await database.query<{ n: number }>(
      `WITH d AS (DELETE FROM device_read_counts WHERE ctid = ANY(ARRAY(SELECT ctid FROM device_read_counts WHERE minute < $1 LIMIT $2)) RETURNING 1)
       SELECT count(*)::int AS n FROM d`,
      [cutoff.toISOString(), batch],
    );
    const n = rows[0]?.n ?? 0;
    result.deletedCounts += n;
    if (n < batch) break;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  return result;
}

/** Runs partition upkeep and retention now (in the background) and every `everyMs`. */
export function scheduleReadsUpkeep(database: Database, days: number, log: FastifyBaseLogger, everyMs = 6 * 3_600_000) {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      const created = await ensurePartitions(database);
      if (created.length) log.info({ created }, 'reads: partitions created');
      const r = await applyRetention(database, days, { log });
      if (r.deletedRows || r.droppedPartitions.length) log.info(r, 'reads: retention applied');
    })()
      .catch((err: unknown) => log.warn({ err }, 'reads: upkeep failed, will retry'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  const first = setTimeout(run, 1000);
  first.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
