// Plate-read ingest: device messages (MQTT `yaam/v1/devices/{id}/reads`, or the HTTP alternative)
// validated read by read, normalised, stored once in batches, counted, and fanned out to browsers on
// `yaam/v1/reads/{district}`. A message is acknowledged only after its reads are committed; a bad
// read is counted and logged (once per device per minute) and never stops the rest.
import type { IngestResult, RejectReason } from '@yaam/shared/contracts/ingest';
import { normaliseReadPlate } from '@yaam/shared/plates';
import { findProvince } from '@yaam/shared/thai';
import { deviceIdOfTopic, isPlainPlateRead, plateReadSchema, readsOf, SERVER_FILTERS, topics, type PlateRead } from '@yaam/shared/topics';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';
import { pgErrorOf } from '../../db/errors';
import type { Broker } from '../../realtime/broker';
import type { IncomingMessage } from '../../realtime/server-client';
import { presentStored } from '../reads/reads.present';
import { Batcher } from './batcher';
import { IngestCounters } from './ingest-stats';
import * as repo from './ingest.repo';

const MAX_READS_PER_MESSAGE = 1000;
const NO_MATCHES: readonly never[] = Object.freeze([]);
/** A read captured further ahead than this is a device clock gone wrong. */
const MAX_FUTURE_MS = 24 * 3_600_000;
/** A time as Date#toISOString writes it (the year from 0000 to 9999, which the schema's pattern asks for). */
const CANONICAL_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** PostgreSQL's timestamps have no year 0 (the schema's pattern lets "0000-…" through): such a read failed its batch. */
const MIN_CAPTURED_MS = Date.parse('0001-01-01T00:00:00Z');
const DIRECTORY_TTL_MS = 10_000;
const LOG_EVERY_MS = 60_000;
/** How often the per-minute device read counts are written (they are a statistic, not the reads). */
export const COUNTS_FLUSH_MS = 1_000;
/**
 * Batches written at a time, on both backends. A batch is not only the database's time: after the
 * commit this thread fans it out and acknowledges its messages, and with thousands of messages
 * arriving its callbacks wait their turn. On PostgreSQL + Mosquitto with two at a time, the
 * database and this thread took turns (1.3 batches running on average, 36 % of the database's CPU);
 * at 23,000 reads/s offered the backlog reached the broker's in-flight window and stayed there, and
 * Mosquitto dropped what did not fit. With four: the same 23,000 kept up with a backlog under 2,200
 * reads (and 24 µs of this thread a read instead of 33: reads that wait less survive fewer
 * collections). PGlite runs its statements one after another anyway; queued, its thread goes on
 * inserting while this one finishes the batch before (25,000 offered kept up with two and with four).
 */
const BATCHES_IN_PARALLEL = 4;
/** After a batch held a read stored before, this long of batches insert with ON CONFLICT at once. */
const DUPLICATES_WINDOW_MS = 10_000;

/** `M`: what the watchlist matcher finds for a read; ingest only keeps it and hands it on. */
export interface IngestDeps<M = unknown> {
  database: Database;
  broker: Broker;
  log: FastifyBaseLogger;
  /** Called for every message from a known device (status tracking). */
  onDeviceSeen?: (deviceId: string, at: Date) => void;
  /** Publish each stored read to browsers (default true). */
  fanOut?: boolean;
  /**
   * Called with the reads a batch stored (duplicates left out, and reads matchRead found nothing
   * for), after the commit and before the messages are acknowledged: the watchlist matcher. Must not
   * reject.
   */
  onReadsStored?: (reads: StoredRead<M>[]) => Promise<unknown>;
  /**
   * The watch entries a read matches, asked before it is stored. A read with matches does not wait
   * for others to gather (the batch it is in goes to the database at once, to raise its alert
   * sooner), and its matches are handed to onReadsStored with it.
   */
  matchRead?: (read: { plate: string; province: string | null; capturedAt: string }) => readonly M[] | undefined;
}

/** A read as a batch stored it, for onReadsStored. */
export interface StoredRead<M = unknown> {
  rowId: string;
  deviceId: string;
  readId: string;
  plate: string;
  series: string;
  number: string;
  province: string | null;
  capturedAt: string;
  lat: number | null;
  lng: number | null;
  districtCode: string | null;
  imageUrl: string | null;
  matches: readonly M[] | undefined;
}

export interface Stored {
  stored: boolean;
  id: string | null;
  /** Why the database refused the read (not stored, and not stored before either). */
  refused?: string;
}

/**
 * The database refused the data (SQLSTATE classes 22 data exception, 23 integrity, 54 program limit)
 * rather than failed: the same rows would fail again however often they were sent.
 */
const refusedData = (err: unknown) => /^(22|23|54)/.test(pgErrorOf(err)?.code ?? '');

export interface Ingest {
  start(): Promise<void>;
  /** Stores the reads of one message from `deviceId`; rejects only when the database failed. */
  ingest(deviceId: string, body: unknown): Promise<IngestResult>;
  handleMqtt(message: Pick<IncomingMessage, 'topic' | 'payload'>): Promise<void>;
  readonly counters: IngestCounters;
  readonly backlog: number;
  idle(): Promise<void>;
  close(): Promise<void>;
}

class Rejection {
  constructor(
    readonly reason: RejectReason,
    readonly message: string,
  ) {}
}

export function createIngest<M>(deps: IngestDeps<M>): Ingest {
  const { database, broker, log } = deps;
  const counters = new IngestCounters();
  const fanOut = deps.fanOut ?? true;
  // Up to BATCHES_IN_PARALLEL batches at a time (see there).
  const batcher = new Batcher<repo.ReadInsert, Stored>(write, BATCHES_IN_PARALLEL);
  const readIds = repo.createReadIds(database);
  const directory = new Map<string, { device: repo.DirectoryDevice | null; at: number }>();
  let directoryLoadedAt = 0;
  let directoryLoad: Promise<void> | null = null;
  const lookups = new Map<string, Promise<repo.DirectoryDevice | null>>();
  const lastLogged = new Map<string, number>();
  // What a read matched on the watchlist before it was stored; kept only for the few that matched
  // something (a weak entry per read would cost the garbage collector at thousands a second) and
  // the few matched before the watchlist was loaded (the engine matches those itself).
  const watched = new WeakMap<repo.ReadInsert, readonly M[]>();
  const notMatched = new WeakSet<repo.ReadInsert>();
  const prematched = (row: repo.ReadInsert) =>
    watched.get(row) ?? (deps.matchRead && !notMatched.has(row) ? NO_MATCHES : undefined);
  let unsubscribe: (() => Promise<void>) | null = null;
  // Per device and minute, reads stored since the last flush of the counts.
  let pendingCounts = new Map<string, repo.ReadCount>();
  let countsTimer: NodeJS.Timeout | null = null;
  let countsFlushing: Promise<void> = Promise.resolve();
  /** When a batch last held a read stored before (performance.now()). */
  let duplicatesAt = -Infinity;

  function countStored(rows: repo.ReadInsert[], results: Stored[]) {
    rows.forEach((row, i) => {
      if (!results[i]?.stored) return;
      const minute = row.captured_at.slice(0, 16); // "2026-11-25T10:07": its ISO time is made once per device and minute
      const key = `${row.device_id}\u0000${minute}`;
      const c = pendingCounts.get(key);
      if (c) c.count++;
      else pendingCounts.set(key, { device_id: row.device_id, minute: `${minute}:00.000Z`, count: 1 });
    });
    countsTimer ??= setTimeout(() => {
      countsTimer = null;
      void flushCounts();
    }, COUNTS_FLUSH_MS);
    countsTimer.unref();
  }

  /** Writes the counts gathered so far; on failure they are kept for the next flush. */
  function flushCounts(): Promise<void> {
    countsFlushing = countsFlushing.then(async () => {
      if (pendingCounts.size === 0) return;
      const batch = pendingCounts;
      pendingCounts = new Map();
      try {
        await repo.addReadCounts(database, [...batch.values()]);
      } catch (err) {
        log.warn({ err }, 'ingest: writing device read counts failed; kept for the next try');
        for (const [key, c] of batch) {
          const now = pendingCounts.get(key);
          if (now) now.count += c.count;
          else pendingCounts.set(key, c);
        }
      }
    });
    return countsFlushing;
  }

  /** Stores the rows, skipping those stored before; rejects, having stored none, when the database failed or refused one. */
  async function store(rows: repo.ReadInsert[], receivedAt: string): Promise<Stored[]> {
    // A plain COPY, which fails whole on a read stored before. Redeliveries come in bursts (a device
    // or this server reconnecting): after a batch held one, batches go straight to ON CONFLICT for
    // a while instead of failing first.
    const copied = performance.now() - duplicatesAt > DUPLICATES_WINDOW_MS ? await repo.copyNewReads(database, readIds, rows, receivedAt) : null;
    if (copied) return copied.map((id) => ({ stored: true, id }));
    const json = repo.encodeRows(rows);
    const ids = await repo.insertReads(database, json, receivedAt);
    if (ids.length < rows.length) duplicatesAt = performance.now();
    // Fewer rows inserted than sent: some were stored before (a redelivery); ask which.
    const partly = ids.length > 0 && ids.length < rows.length;
    return matchInserted(rows, ids, partly ? await repo.storedRows(database, json) : []);
  }

  /**
   * A batch the database refused: halved until the reads it refuses are alone (two statements per
   * halving, a few dozen for one such read among 500), the rest stored. Retried whole, the batch
   * would fail again each time its messages came back, and every read in it with it.
   */
  async function isolate(rows: repo.ReadInsert[], receivedAt: string, err: unknown): Promise<Stored[]> {
    if (rows.length === 1) return [{ stored: false, id: null, refused: err instanceof Error ? err.message : String(err) }];
    const half = Math.ceil(rows.length / 2);
    const out: Stored[] = [];
    for (const part of [rows.slice(0, half), rows.slice(half)]) {
      try {
        out.push(...(await store(part, receivedAt)));
      } catch (partErr) {
        if (!refusedData(partErr)) throw partErr;
        out.push(...(await isolate(part, receivedAt, partErr)));
      }
    }
    return out;
  }

  async function write(rows: repo.ReadInsert[]): Promise<Stored[]> {
    const started = performance.now();
    // Every row of the batch is received now: the database stores this time, the fan-out shows it.
    const receivedAt = new Date().toISOString();
    let results: Stored[];
    try {
      try {
        results = await store(rows, receivedAt);
      } catch (err) {
        if (!refusedData(err)) throw err;
        log.warn({ err, reads: rows.length }, 'ingest: the database refused a read of a batch; storing the rest without it');
        results = await isolate(rows, receivedAt, err);
        // Every read of several refused: more likely the database or this server than the reads
        // (a constraint or column changed under us). Failed whole they stay with the broker, where
        // counted as refused and acknowledged they would be gone.
        if (rows.length > 1 && results.every((r) => r.refused !== undefined)) throw err;
      }
    } catch (err) {
      counters.failedBatches++;
      throw err;
    }
    let accepted = 0;
    let refused = 0;
    for (const r of results) {
      if (r.stored) accepted++;
      else if (r.refused !== undefined) refused++;
    }
    counters.batch(performance.now() - started, accepted, rows.length - accepted - refused);
    countStored(rows, results);
    if (fanOut) publishStored(rows, results, receivedAt);
    if (deps.onReadsStored && accepted > 0) {
      // Only the reads that may raise an alert: one matched before it was stored, or one matched
      // before the watchlist was loaded (the engine matches it). The rest matched nothing.
      const stored: StoredRead<M>[] = [];
      rows.forEach((row, i) => {
        const r = results[i];
        if (!r?.stored || r.id === null) return;
        const matches = prematched(row);
        if (matches?.length === 0) return;
        stored.push({
          rowId: r.id,
          deviceId: row.device_id,
          readId: row.read_id,
          plate: row.plate,
          series: row.series,
          number: row.number,
          province: row.province,
          capturedAt: row.captured_at,
          lat: row.lat,
          lng: row.lng,
          districtCode: row.district_code,
          imageUrl: row.image_url,
          matches,
        });
      });
      if (stored.length > 0) await deps.onReadsStored(stored).catch((err: unknown) => log.error({ err }, 'ingest: onReadsStored failed'));
    }
    return results;
  }

  /**
   * One message per district per batch: the read itself when the batch stored one there, else an
   * array of them (the same rule as a device's reads). Per-message costs (packet, routing, the
   * browser's parse) were most of the fan-out's cost at thousands of reads a second.
   */
  function publishStored(rows: repo.ReadInsert[], results: Stored[], receivedAt: string) {
    if (!broker.client.connected) return;
    const byDistrict = new Map<string, ReturnType<typeof presentStored>[]>();
    rows.forEach((row, i) => {
      const r = results[i];
      if (!r?.stored || !row.district_code || r.id === null) return;
      const read = presentStored(row, r.id, receivedAt);
      const list = byDistrict.get(row.district_code);
      if (list) list.push(read);
      else byDistrict.set(row.district_code, [read]);
    });
    for (const [district, reads] of byDistrict) {
      // A hint for browsers (the database is the truth): not awaited.
      broker.client.publish(topics.reads(district), JSON.stringify(reads.length === 1 ? reads[0] : reads), { qos: 0 }).catch(() => {});
    }
  }

  /**
   * The device from the directory when the directory and its entry are fresh (null: known not to
   * exist), undefined when deviceOf must ask the database. Most messages need no more than this.
   */
  function cachedDevice(id: string, now: number): repo.DirectoryDevice | null | undefined {
    if (now - directoryLoadedAt > DIRECTORY_TTL_MS) return undefined;
    const hit = directory.get(id);
    return hit && now - hit.at <= DIRECTORY_TTL_MS ? hit.device : undefined;
  }

  /**
   * The whole directory again, once however many messages wait for it: a restarted server's session
   * brings thousands of messages at once, and each asking the database on its own filled the pool.
   */
  function refreshDirectory(now: number): Promise<void> {
    directoryLoad ??= repo
      .loadDevices(database)
      .then((all) => {
        directory.clear();
        for (const d of all) directory.set(d.id, { device: d, at: now });
        directoryLoadedAt = now;
      })
      .finally(() => {
        directoryLoad = null;
      });
    return directoryLoad;
  }

  async function deviceOf(id: string): Promise<repo.DirectoryDevice | null> {
    if (Date.now() - directoryLoadedAt > DIRECTORY_TTL_MS) await refreshDirectory(Date.now());
    const cached = cachedDevice(id, Date.now());
    if (cached !== undefined) return cached;
    // Not in the directory (a device added since, or none): one lookup per id at a time.
    let lookup = lookups.get(id);
    if (!lookup) {
      lookup = repo
        .loadDevices(database, id)
        .then(([device]) => {
          directory.set(id, { device: device ?? null, at: Date.now() });
          return device ?? null;
        })
        .finally(() => lookups.delete(id));
      lookups.set(id, lookup);
    }
    return lookup;
  }

  function logRejection(deviceId: string, reason: RejectReason, message: string) {
    const now = Date.now();
    if (now - (lastLogged.get(deviceId) ?? 0) < LOG_EVERY_MS) return;
    lastLogged.set(deviceId, now);
    log.warn({ deviceId, reason, detail: message }, 'ingest: rejected a read (further rejections of this device are counted, logged again in a minute)');
  }

  function toRow(device: repo.DirectoryDevice, read: PlateRead, now: number): repo.ReadInsert | Rejection {
    const parts = normaliseReadPlate(read.plate);
    if (!parts.plate) return new Rejection('empty-plate', 'plate has no letters or digits');
    const captured = Date.parse(read.capturedAt);
    if (captured > now + MAX_FUTURE_MS) return new Rejection('future-capture', `capturedAt ${read.capturedAt} is in the future`);
    if (captured < MIN_CAPTURED_MS) return new Rejection('invalid-schema', `capturedAt ${read.capturedAt} is before the year 1`);
    const province = read.province?.trim() ? (findProvince(read.province)?.th ?? read.province.trim()) : null;
    return {
      device_id: device.id,
      read_id: read.id,
      // Milliseconds in UTC, as JavaScript writes them: the dedupe key compares equal however the
      // device wrote the time. Most devices write it so already (no Date and string to make then).
      captured_at: CANONICAL_TIME.test(read.capturedAt) ? read.capturedAt : new Date(captured).toISOString(),
      plate_raw: read.plate,
      plate: parts.plate,
      series: parts.series,
      number: parts.number,
      province,
      district_code: device.district_code,
      vehicle_type: read.vehicle?.type ?? null,
      vehicle_color: read.vehicle?.color ?? null,
      vehicle_make: read.vehicle?.make ?? null,
      // Rounded to what their columns hold: a real (float4) refuses what underflows it (1e-50), a
      // smallint a fraction (90.6); either failed the whole batch.
      confidence: read.confidence === undefined ? null : Math.round(read.confidence * 1e6) / 1e6,
      lat: read.lat ?? device.lat,
      lng: read.lng ?? device.lng,
      heading: read.heading === undefined ? device.heading : Math.round(read.heading),
      image_url: read.imageUrl ?? null,
    };
  }

  function reject(result: IngestResult, deviceId: string, index: number, reason: RejectReason, message: string) {
    counters.reject(deviceId, reason);
    result.rejected.push({ index, reason, message });
    logRejection(deviceId, reason, message);
  }

  /** The read as a row to store, or why not; keeps what the watchlist matched (see `watched`). */
  function rowOf(device: repo.DirectoryDevice, item: unknown, now: number): repo.ReadInsert | Rejection {
    let read: PlateRead;
    if (isPlainPlateRead(item)) read = item;
    else {
      const parsed = plateReadSchema.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return new Rejection('invalid-schema', `${issue?.path.join('.') || 'read'}: ${issue?.message ?? 'invalid'}`);
      }
      read = parsed.data;
    }
    const row = toRow(device, read, now);
    if (row instanceof Rejection || !deps.matchRead) return row;
    const matches = deps.matchRead({ plate: row.plate, province: row.province, capturedAt: row.captured_at });
    if (matches === undefined) notMatched.add(row);
    else if (matches.length > 0) watched.set(row, matches);
    return row;
  }

  async function ingest(deviceId: string, body: unknown): Promise<IngestResult> {
    counters.messages++;
    const result: IngestResult = { accepted: 0, duplicate: 0, rejected: [] };
    const cached = cachedDevice(deviceId, Date.now());
    const device = cached === undefined ? await deviceOf(deviceId) : cached;
    if (!device) {
      reject(result, deviceId, -1, 'unknown-device', `no device ${deviceId}`);
      return result;
    }
    deps.onDeviceSeen?.(deviceId, new Date());
    if (Array.isArray(body) && (body.length === 0 || body.length > MAX_READS_PER_MESSAGE)) {
      reject(result, deviceId, -1, body.length === 0 ? 'invalid-schema' : 'too-many-reads', `an array of 1 to ${MAX_READS_PER_MESSAGE} reads`);
      return result;
    }
    const now = Date.now();
    const rows: repo.ReadInsert[] = [];
    // Where each row was in the message, once a read before it was rejected (until then: its position).
    let indexOf: number[] | null = null;
    // A read of a watched vehicle does not wait for others to gather.
    let urgent = false;
    const items = readsOf(body);
    for (let index = 0; index < items.length; index++) {
      const row = rowOf(device, items[index], now);
      if (row instanceof Rejection) {
        reject(result, deviceId, index, row.reason, row.message);
        indexOf ??= rows.map((_, i) => i);
      } else {
        rows.push(row);
        indexOf?.push(index);
        urgent ||= watched.has(row);
      }
    }
    const stored = await batcher.add(rows, urgent);
    stored.forEach((s, i) => {
      if (s.stored) result.accepted++;
      else if (s.refused !== undefined) reject(result, deviceId, indexOf?.[i] ?? i, 'not-storable', s.refused);
      else result.duplicate++;
    });
    if (indexOf && result.rejected.some((r) => r.reason === 'not-storable')) result.rejected.sort((a, b) => a.index - b.index);
    return result;
  }

  return {
    counters,
    get backlog() {
      return batcher.backlog;
    },
    ingest,
    async handleMqtt({ topic, payload }) {
      const deviceId = deviceIdOfTopic(topic);
      let body: unknown;
      try {
        body = JSON.parse(payload.toString('utf8'));
      } catch {
        counters.messages++;
        const known = (await deviceOf(deviceId)) !== null;
        const reason = known ? 'invalid-json' : 'unknown-device';
        counters.reject(deviceId, reason);
        logRejection(deviceId, reason, known ? 'payload is not JSON' : `no device ${deviceId}`);
        if (known) deps.onDeviceSeen?.(deviceId, new Date());
        return;
      }
      // A database failure rejects: no PUBACK, the broker delivers the message again.
      await ingest(deviceId, body);
    },
    async start() {
      unsubscribe = await broker.client.subscribe(SERVER_FILTERS.reads, (m) => this.handleMqtt(m), { qos: 1, shared: true });
    },
    async idle() {
      await batcher.idle();
      await flushCounts();
    },
    async close() {
      await unsubscribe?.().catch(() => {});
      await batcher.idle();
      if (countsTimer) clearTimeout(countsTimer);
      countsTimer = null;
      await flushCounts();
    },
  };
}

const keyOf = (deviceId: string, readId: string, capturedMs: number) => `${deviceId}\u0000${readId}\u0000${capturedMs}`;

/**
 * Which of `rows` the statement inserted, given the `ids` it returned. When it inserted every row,
 * the ids are theirs in order (the statement inserts its recordset in order). Otherwise `stored`,
 * every stored row among them found by its dedupe key, tells: a row is new when its stored id is one
 * the statement returned, and a read sent twice in one batch is new only the first time.
 */
export function matchInserted(rows: readonly repo.ReadInsert[], ids: readonly string[], stored: readonly repo.StoredKey[]): Stored[] {
  if (ids.length === rows.length) return ids.map((id) => ({ stored: true, id }));
  const fresh = new Set(ids);
  const byKey = new Map(stored.map((r) => [keyOf(r.device_id, r.read_id, r.captured_ms), r.id]));
  return rows.map((row): Stored => {
    const id = byKey.get(keyOf(row.device_id, row.read_id, Date.parse(row.captured_at)));
    return id !== undefined && fresh.delete(id) ? { stored: true, id } : { stored: false, id: null };
  });
}
