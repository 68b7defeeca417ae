// The alert engine: keeps the watchlist matcher in step with the active watch entries, matches every
// stored read, raises an alert (or adds a sighting to the vehicle's open alert within the window),
// and publishes each new or changed alert on `yaam/v1/alerts/{district}` for the entry's districts
// (every district when it names none). Ingest calls onReadsStored after each committed batch.
import type { Alert } from '@yaam/shared/contracts/alerts';
import { WatchMatcher } from '@yaam/shared/match/matcher';
import type { Match, MatchableEntry } from '@yaam/shared/match/pattern';
import { topicLevelSchema, topics } from '@yaam/shared/topics';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';
import type { ServerMqtt } from '../../realtime/server-client';
import * as repo from './alerts.repo';
import { presentAlert } from './alerts.service';

/** A read as ingest stored it. */
export interface StoredRead {
  /** plate_reads.id (bigint; a string from the driver is fine) */
  rowId: number | string | null;
  deviceId: string;
  readId: string;
  /** normalised ("1กข1234"), and its parts */
  plate: string;
  series: string;
  number: string;
  province: string | null;
  capturedAt: Date | string;
  lat?: number | null;
  lng?: number | null;
  /** the device's district */
  districtCode: string | null;
  imageUrl?: string | null;
  /** what matchRead found before the read was stored (ingest); matched again when absent */
  matches?: readonly ReadMatch[] | undefined;
}

export type ReadMatch = Match<EngineEntry>;

export interface EngineEntry extends MatchableEntry {
  priority: string;
  reason: string;
  caseNo: string | null;
  notifyDistricts: string[];
}

export interface AlertEngineDeps {
  database: Database;
  /** null: raise alerts without publishing (tools, tests) */
  broker: { client: Pick<ServerMqtt, 'publish' | 'connected'> } | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  windowMinutes: number;
  /** how often to pick up entries changed by other server processes (default 15 s; 0 = never) */
  syncIntervalMs?: number;
}

export interface RaiseOutcome {
  created: string[];
  joined: string[];
}

export interface AlertEngine {
  /** Resolves once the active entries are loaded. */
  readonly ready: Promise<void>;
  readonly matcher: WatchMatcher<EngineEntry>;
  /**
   * The watch entries a read matches, before it is stored: ingest writes such a read at once rather
   * than letting it gather with others, and hands the matches back with it to onReadsStored.
   * Undefined until the watchlist is loaded (onReadsStored matches such a read itself).
   */
  matchRead(read: { plate: string; province: string | null; capturedAt: string }): readonly ReadMatch[] | undefined;
  /** Matches the reads; never rejects (a failure is logged, the rest goes on). */
  onReadsStored(reads: readonly StoredRead[]): Promise<RaiseOutcome>;
  /**
   * Matches reads already stored (captured at or after `since`), oldest first: for reads stored
   * before the engine saw them (demo seed, a restore). Idempotent: a read that raised or joined an
   * alert does so once. Returns what onReadsStored returned, summed.
   */
  backfill(since: Date): Promise<RaiseOutcome>;
  /** kwatch after a commit: reload these entries into the matcher. */
  entriesChanged(ids: readonly string[]): Promise<void>;
  /** Publishes an alert to its districts (fire and forget; flush() waits). */
  publish(alert: Alert): void;
  /** Waits for publishes in flight. */
  flush(): Promise<void>;
  close(): void;
}

const DISTRICTS_TTL_MS = 60_000;
const SYNC_OVERLAP_MS = 5_000;

export function toEngineEntry(row: repo.WatchEntryRow): EngineEntry | null {
  if (row.status !== 'active' || row.deletedAt) return null;
  return {
    id: row.id,
    pattern: row.pattern,
    mode: row.mode as EngineEntry['mode'],
    maxDistance: row.maxDistance,
    province: row.province,
    validFrom: row.validFrom ? new Date(row.validFrom).getTime() : null,
    validUntil: row.validUntil ? new Date(row.validUntil).getTime() : null,
    priority: row.priority,
    reason: row.reason,
    caseNo: row.caseNo,
    notifyDistricts: row.notifyDistricts,
  };
}

export function createAlertEngine(deps: AlertEngineDeps): AlertEngine {
  const { database, broker, log } = deps;
  const windowMs = deps.windowMinutes * 60_000;
  const matcher = new WatchMatcher<EngineEntry>();
  const inFlight = new Set<Promise<unknown>>();
  let districts: { codes: string[]; at: number } | null = null;
  let syncedAt = new Date(0);
  let timer: NodeJS.Timeout | null = null;
  let loaded = false;

  const apply = (rows: repo.WatchEntryRow[]) => {
    for (const row of rows) {
      const entry = toEngineEntry(row);
      if (entry) matcher.upsert(entry);
      else matcher.remove(row.id);
    }
  };

  async function sync() {
    const started = new Date();
    apply(await repo.loadWatchEntries(database.db, { since: new Date(syncedAt.getTime() - SYNC_OVERLAP_MS) }));
    syncedAt = started;
  }

  const ready = (async () => {
    const started = new Date();
    apply(await repo.loadWatchEntries(database.db, 'active'));
    syncedAt = started;
    loaded = true;
    log.info({ entries: matcher.size }, 'alerts: watchlist loaded');
    const every = deps.syncIntervalMs ?? 15_000;
    if (every > 0) {
      timer = setInterval(() => sync().catch((err: unknown) => log.warn({ err }, 'alerts: watchlist sync failed')), every);
      timer.unref();
    }
  })();

  async function targets(alert: Alert): Promise<string[]> {
    if (alert.notifyDistricts.length) return alert.notifyDistricts;
    if (!districts || Date.now() - districts.at > DISTRICTS_TTL_MS) {
      districts = { codes: await repo.districtCodes(database.db), at: Date.now() };
    }
    return districts.codes;
  }

  function publish(alert: Alert) {
    if (!broker) return;
    const work = (async () => {
      const payload = JSON.stringify(alert);
      const codes = (await targets(alert)).filter((c) => topicLevelSchema.safeParse(c).success);
      await Promise.all(codes.map((code) => broker.client.publish(topics.alerts(code), payload, { qos: 1 })));
    })().catch((err: unknown) => log.warn({ err, alertId: alert.id }, 'alerts: publishing failed'));
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  /**
   * One hit: a new alert, or a sighting of the open one; null when this read was seen before. One
   * statement (repo.raiseHit); on PostgreSQL, in a transaction behind a lock on the vehicle and entry
   * so server processes do not both raise it. PGlite runs one statement at a time: no lock needed.
   */
  async function raise(read: StoredRead, at: number, m: ReadMatch) {
    const hit: repo.Hit = {
      entry: m.entry,
      match: { mode: m.mode, score: m.score, distance: m.distance, lookalikes: m.lookalikes },
      read: {
        rowId: read.rowId === null ? null : Number(read.rowId),
        deviceId: read.deviceId,
        readId: read.readId,
        plate: read.plate,
        series: read.series,
        number: read.number,
        province: read.province,
        capturedAt: new Date(at),
        districtCode: read.districtCode,
        lat: read.lat ?? null,
        lng: read.lng ?? null,
        imageUrl: read.imageUrl ?? null,
      },
      windowMs,
    };
    if (database.kind === 'pglite') return repo.raiseHit(database.db, hit);
    return database.db.transaction(async (tx) => {
      await repo.lockVehicle(tx, m.entry.id, read.plate);
      return repo.raiseHit(tx, hit);
    });
  }

  async function onReadsStored(reads: readonly StoredRead[]): Promise<RaiseOutcome> {
    const outcome: RaiseOutcome = { created: [], joined: [] };
    try {
      await ready;
    } catch (err) {
      log.error({ err }, 'alerts: watchlist not loaded; reads not matched');
      return outcome;
    }
    for (const read of reads) {
      const at = new Date(read.capturedAt).getTime();
      const matches = read.matches ?? matcher.match({ plate: read.plate, province: read.province, capturedAt: at });
      for (const m of matches) {
        try {
          const done = await raise(read, at, m);
          if (!done) continue;
          (done.created ? outcome.created : outcome.joined).push(done.alert.id);
          publish(presentAlert(done.alert));
        } catch (err) {
          log.error({ err, deviceId: read.deviceId, readId: read.readId, entryId: m.entry.id }, 'alerts: raising an alert failed');
        }
      }
    }
    return outcome;
  }

  async function backfill(since: Date): Promise<RaiseOutcome> {
    const total: RaiseOutcome = { created: [], joined: [] };
    let after: { captured: Date; id: number } | null = null;
    for (;;) {
      const rows = await repo.readsAfter(database.db, since, after, 2000);
      if (rows.length === 0) return total;
      const outcome = await onReadsStored(
        rows.map((r) => ({
          rowId: r.id,
          deviceId: r.device_id,
          readId: r.read_id,
          plate: r.plate,
          series: r.series,
          number: r.number,
          province: r.province,
          capturedAt: r.captured_at,
          lat: r.lat,
          lng: r.lng,
          districtCode: r.district_code,
          imageUrl: r.image_url,
        })),
      );
      total.created.push(...outcome.created);
      total.joined.push(...outcome.joined);
      const last = rows[rows.length - 1]!;
      after = { captured: new Date(last.captured_at), id: Number(last.id) };
    }
  }

  async function entriesChanged(ids: readonly string[]) {
    try {
      await ready;
      const rows = await repo.loadWatchEntries(database.db, { ids });
      const found = new Set(rows.map((r) => r.id));
      apply(rows);
      for (const id of ids) if (!found.has(id)) matcher.remove(id);
    } catch (err) {
      log.warn({ err }, 'alerts: reloading changed entries failed (the periodic sync will catch up)');
    }
  }

  return {
    ready,
    matcher,
    matchRead: (read) => (loaded ? matcher.match({ plate: read.plate, province: read.province, capturedAt: Date.parse(read.capturedAt) }) : undefined),
    onReadsStored,
    backfill,
    entriesChanged,
    publish,
    async flush() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
