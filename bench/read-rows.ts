// Reads as the ingest stores them, for the insert benches (pglite-insert.ts, pg-insert.ts) and the
// ingest bench's COPY ceiling: 20 cameras, 20,000 vehicles seen again and again, realistic Thai
// plates; each call goes on where the last one stopped, so read ids never repeat within a process.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { normaliseReadPlate } from '@yaam/shared/plates';

import { pgliteOptions } from '../apps/server/src/db/pglite-options.mjs';
import { READ_COLUMNS, rowValues, type ReadInsert } from '../apps/server/src/modules/ingest/ingest.repo';
import { makeVehicles, rng } from '../tools/simulator/traffic';

const vehicles = makeVehicles(rng(1), 20_000, 20);
let seq = 0;

/** The columns of a row, in the order of rowValues and readRowsCsv: for INSERT and COPY column lists. */
export const READ_NAMES = READ_COLUMNS.map(([name]) => name).join(', ');

/** `n` reads captured within the last `spreadMs`. */
export function readRows(n: number, spreadMs = 100_000): ReadInsert[] {
  return Array.from({ length: n }, () => {
    const v = vehicles[seq % vehicles.length]!;
    const { plate, series, number } = normaliseReadPlate(v.plate);
    const i = seq++;
    return {
      device_id: `cam-${String((i % 20) + 1).padStart(3, '0')}`,
      read_id: `r-${i}`,
      captured_at: new Date(Date.now() - (i % spreadMs)).toISOString(),
      plate_raw: v.plate,
      plate,
      series,
      number,
      province: v.province,
      district_code: 'BKK-LPN',
      vehicle_type: v.type,
      vehicle_color: v.color,
      vehicle_make: v.make,
      confidence: 0.9,
      lat: 13.7,
      lng: 100.5,
      heading: 90,
      image_url: null,
    };
  });
}

/** The rows as CSV for COPY of every READ_COLUMNS column, in that order (an empty field is NULL). */
export const readRowsCsv = (rows: readonly ReadInsert[]) =>
  `${rows
    .map((r) =>
      rowValues(r)
        .map((v) => v ?? '')
        .join(','),
    )
    .join('\n')}\n`;

/**
 * A plain COPY of `rows` into plate_reads, the ceiling the ingest is held to: rows/s. PostgreSQL
 * (`url`): `psql \copy` from a file; PGlite (`dataDir`, closed by whoever else had it open): COPY
 * from a blob.
 */
export async function copyRowsPerSec(target: { dataDir?: string; url?: string }, rows: readonly ReadInsert[]): Promise<number> {
  const csv = readRowsCsv(rows);
  if (target.url) {
    const file = path.join(os.tmpdir(), `yaam-copy-${randomBytes(4).toString('hex')}.csv`);
    fs.writeFileSync(file, csv);
    try {
      const started = performance.now();
      await promisify(execFile)('psql', [target.url, '-v', 'ON_ERROR_STOP=1', '-c', `\\copy plate_reads (${READ_NAMES}) FROM '${file}' WITH (FORMAT csv)`]);
      return rows.length / ((performance.now() - started) / 1000);
    } finally {
      fs.rmSync(file);
    }
  }
  const client = await PGlite.create(target.dataDir ?? 'memory://', pgliteOptions());
  try {
    const started = performance.now();
    await client.query(`COPY plate_reads (${READ_NAMES}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
    return rows.length / ((performance.now() - started) / 1000);
  } finally {
    await client.close();
  }
}
