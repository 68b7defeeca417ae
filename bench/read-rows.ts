// Reads as the ingest stores them, for the insert benches (pglite-insert.ts, pg-insert.ts): 20
// cameras, 20,000 vehicles seen again and again, realistic Thai plates; each call goes on where the
// last one stopped, so read ids never repeat within a process.
import { normaliseReadPlate } from '@yaam/shared/plates';

import { rowValues, type ReadInsert } from '../apps/server/src/modules/ingest/ingest.repo';
import { makeVehicles, rng } from '../tools/simulator/traffic';

const vehicles = makeVehicles(rng(1), 20_000, 20);
let seq = 0;

export function readRows(n: number): ReadInsert[] {
  return Array.from({ length: n }, () => {
    const v = vehicles[seq % vehicles.length]!;
    const { plate, series, number } = normaliseReadPlate(v.plate);
    const i = seq++;
    return {
      device_id: `cam-${String((i % 20) + 1).padStart(3, '0')}`,
      read_id: `r-${i}`,
      captured_at: new Date(Date.now() - (i % 100_000)).toISOString(),
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
