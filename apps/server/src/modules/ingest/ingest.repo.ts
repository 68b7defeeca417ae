// The ingest's database work: one statement per batch stores the reads (duplicates skipped), one adds
// up the per-minute counts; and the device directory the ingest looks devices up in.
import type { Database } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../db/errors';
import type { ReadRecord } from '../reads/reads.present';

export type ReadInsert = Omit<ReadRecord, 'id' | 'received_at'> & { captured_at: string };

/** The columns the ingest writes, with their types; in a batch (encodeRows) each row lists its values in this order. */
export const READ_COLUMNS = [
  ['device_id', 'text'],
  ['read_id', 'text'],
  ['captured_at', 'timestamptz'],
  ['plate_raw', 'text'],
  ['plate', 'text'],
  ['series', 'text'],
  ['number', 'text'],
  ['province', 'text'],
  ['district_code', 'text'],
  ['vehicle_type', 'text'],
  ['vehicle_color', 'text'],
  ['vehicle_make', 'text'],
  ['confidence', 'float4'],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['heading', 'int2'],
  ['image_url', 'text'],
] as const;
const NAMES = READ_COLUMNS.map(([n]) => n).join(', ');
/** Column i of a row is element i of its JSON array. */
const column = (i: number) => (READ_COLUMNS[i]![1] === 'text' ? `e->>${i}` : `(e->>${i})::${READ_COLUMNS[i]![1]}`);
const at = (name: (typeof READ_COLUMNS)[number][0]) => column(READ_COLUMNS.findIndex(([n]) => n === name));
/** The values of a row `e` of a batch, in the order of READ_COLUMNS (for `INSERT … SELECT`). */
export const READ_VALUES = READ_COLUMNS.map((_, i) => column(i)).join(', ');

/**
 * A batch as the insert takes it: one JSON array per row, its values in the order of READ_COLUMNS.
 * Half the size of an object per row (no key names), so less to write here and for the database to
 * read: PGlite stores 13,100 rows/s from it against 11,500 from objects.
 */
export function encodeRows(rows: readonly ReadInsert[]): string {
  return JSON.stringify(rows.map(rowValues));
}

/**
 * A row's values in the order of READ_COLUMNS, written out (a test holds the two in step): a third
 * cheaper than looking each column up by name, and this runs for every read.
 */
export const rowValues = (r: ReadInsert) => [
  r.device_id,
  r.read_id,
  r.captured_at,
  r.plate_raw,
  r.plate,
  r.series,
  r.number,
  r.province,
  r.district_code,
  r.vehicle_type,
  r.vehicle_color,
  r.vehicle_make,
  r.confidence,
  r.lat,
  r.lng,
  r.heading,
  r.image_url,
];

/** A value in COPY's text format: `\N` for NULL; backslash, tab, newline and carriage return escaped. */
const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
function copyValue(v: string | number | null): string {
  if (v === null) return '\\N';
  if (typeof v === 'number') return String(v);
  return SPECIAL.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : v;
}

/** What copyNewReads writes: the id, every READ_COLUMNS column, the time of receipt. */
const COPY_TARGET = `plate_reads (id, ${NAMES}, received_at)`;

/**
 * The rows in COPY's text format, a line each: `ids[i]`, the row's values in the order of
 * READ_COLUMNS (rowValues, written out again here: this runs for every read), `receivedAt`.
 */
export function copyText(rows: readonly ReadInsert[], ids: readonly string[], receivedAt: string): string {
  let out = '';
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    out +=
      `${ids[i]}\t${copyValue(r.device_id)}\t${copyValue(r.read_id)}\t${r.captured_at}\t${copyValue(r.plate_raw)}\t${copyValue(r.plate)}` +
      `\t${copyValue(r.series)}\t${copyValue(r.number)}\t${copyValue(r.province)}\t${copyValue(r.district_code)}\t${copyValue(r.vehicle_type)}` +
      `\t${copyValue(r.vehicle_color)}\t${copyValue(r.vehicle_make)}\t${copyValue(r.confidence)}\t${copyValue(r.lat)}\t${copyValue(r.lng)}` +
      `\t${copyValue(r.heading)}\t${copyValue(r.image_url)}\t${receivedAt}\n`;
  }
  return out;
}

/** `n` new ids for plate_reads, in one round trip (one row: a list, not a row per id). */
async function reserveReadIds(database: Database, n: number): Promise<string[]> {
  const [row] = await database.query<{ ids: string }>(
    `SELECT string_agg(nextval('plate_reads_id_seq')::text, ',') AS ids FROM generate_series(1, $1::int)`,
    [n],
  );
  return row?.ids.split(',') ?? [];
}

/** Ids are taken from the sequence this many at a time, for the batches to come. */
export const READ_IDS_AHEAD = 2000;

/**
 * Ids for new plate_reads rows, taken from the database's sequence ahead of need (READ_IDS_AHEAD at
 * a time, one round trip for several batches instead of one each). Unique across server processes
 * like any nextval; ids left over when the process stops are never used (a sequence has gaps
 * anyway), and ids are not in the order of storing across processes (nothing relies on that: reads
 * are ordered by capture time, the id breaks ties).
 */
export function createReadIds(database: Database) {
  let pool: string[] = [];
  let at = 0;
  let refill: Promise<void> | null = null;
  return {
    async take(n: number): Promise<string[]> {
      while (pool.length - at < n) {
        refill ??= reserveReadIds(database, Math.max(n, READ_IDS_AHEAD))
          .then((ids) => {
            pool = pool.slice(at).concat(ids);
            at = 0;
          })
          .finally(() => {
            refill = null;
          });
        await refill;
      }
      at += n;
      return pool.slice(at - n, at);
    },
  };
}
export type ReadIds = ReturnType<typeof createReadIds>;

/**
 * Stores the rows, none of them stored yet, with a plain COPY: the cheapest way in for the database
 * (300-row batches on four connections, bench/pg-insert.ts: 26 µs of PostgreSQL's CPU a row against
 * 36 for INSERT … SELECT from JSON; PGlite 15 % more rows a second), though inside the whole ingest
 * pipeline PostgreSQL's CPU a read fell by a few percent only (BENCHMARKS.md). Answers their ids, in
 * order; null, having stored nothing, when one of them was stored before (or the batch holds a read
 * twice): COPY has no ON CONFLICT, so such a batch goes to insertReads.
 */
export async function copyNewReads(database: Database, ids: ReadIds, rows: readonly ReadInsert[], receivedAt: string): Promise<string[] | null> {
  const rowIds = await ids.take(rows.length);
  try {
    await database.copyFrom(COPY_TARGET, copyText(rows, rowIds, receivedAt));
    return rowIds;
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) return null;
    throw err;
  }
}

// A batch that may hold reads stored before (copyNewReads refused it): the rows travel as one JSON
// parameter (encodeRows), and ON CONFLICT DO NOTHING on (device_id, captured_at, read_id) makes a
// redelivered read a no-op; only the rows really inserted come back, and only their ids: each
// returned column costs the database (PGlite: 9,300 rows/s returning five columns, 11,800 returning
// the id alone). Every row of a batch has the same received_at, the server's clock when the batch
// went out ($2), so the ingest knows it without asking. The per-minute device counts are not kept
// here (a second insert in the same statement costs a third of the ingest's database time): the
// ingest adds them up in memory and writes them with addReadCounts about once a second.
const INSERT_SQL = `
INSERT INTO plate_reads (${NAMES}, received_at)
SELECT ${READ_VALUES}, $2::timestamptz FROM jsonb_array_elements($1::jsonb) AS e
ON CONFLICT DO NOTHING
RETURNING id::text AS id`;

// The stored rows of a batch, by their dedupe key (the dedupe index finds them): asked only when a
// batch inserted fewer rows than it had, to tell which ones were already there.
const STORED_SQL = `
SELECT p.id::text AS id, p.device_id, p.read_id, round(extract(epoch FROM p.captured_at) * 1000)::float8 AS captured_ms
FROM jsonb_array_elements($1::jsonb) AS e
JOIN plate_reads p ON p.device_id = ${at('device_id')} AND p.captured_at = ${at('captured_at')} AND p.read_id = ${at('read_id')}`;

const COUNTS_SQL = `
INSERT INTO device_read_counts (device_id, minute, count)
SELECT device_id, minute, count FROM jsonb_to_recordset($1::jsonb) AS r(device_id text, minute timestamptz, count int)
ORDER BY 1, 2
ON CONFLICT (device_id, minute) DO UPDATE SET count = device_read_counts.count + excluded.count`;

export interface ReadCount {
  device_id: string;
  /** the minute, as an ISO timestamp truncated to the minute */
  minute: string;
  count: number;
}

/** Adds to the per-device, per-minute read counts (one row per device and minute). */
export async function addReadCounts(database: Database, counts: readonly ReadCount[]): Promise<void> {
  if (counts.length > 0) await database.query(COUNTS_SQL, [JSON.stringify(counts)]);
}

/**
 * Stores the rows (`json`: encodeRows of them) received at `receivedAt`. Answers the ids of the
 * rows it inserted, in the order of the array (the statement inserts its recordset in order); the rows
 * it skipped were already stored.
 */
export async function insertReads(database: Database, json: string, receivedAt: string): Promise<string[]> {
  const inserted = await database.query<{ id: string }>(INSERT_SQL, [json, receivedAt]);
  return inserted.map((r) => r.id);
}

export interface StoredKey {
  id: string;
  device_id: string;
  read_id: string;
  captured_ms: number;
}

/** The stored rows among `json` (a batch as insertReads got it), whoever stored them. */
export async function storedRows(database: Database, json: string): Promise<StoredKey[]> {
  return database.query<StoredKey>(STORED_SQL, [json]);
}

export interface DirectoryDevice {
  id: string;
  district_code: string | null;
  enabled: boolean;
  lat: number | null;
  lng: number | null;
  heading: number | null;
}

export async function loadDevices(database: Database, id?: string): Promise<DirectoryDevice[]> {
  return database.query<DirectoryDevice>(
    `SELECT id, district_code, enabled, lat, lng, heading FROM devices${id === undefined ? '' : ' WHERE id = $1'}`,
    id === undefined ? [] : [id],
  );
}
