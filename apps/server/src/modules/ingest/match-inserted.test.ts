import { describe, expect, it } from 'vitest';

import type { Inserted, ReadInsert } from './ingest.repo';
import { matchInserted } from './ingest.service';

const T0 = Date.parse('2026-11-22T08:00:00.000Z');
const row = (device: string, id: string, ms = T0): ReadInsert =>
  ({ device_id: device, read_id: id, captured_at: new Date(ms).toISOString() }) as ReadInsert;
const ins = (n: number, r: ReadInsert): Inserted => ({
  id: String(n),
  device_id: r.device_id,
  read_id: r.read_id,
  captured_ms: Date.parse(r.captured_at),
  received_ms: T0 + 5,
});

describe('matchInserted', () => {
  const rows = [row('a', '1'), row('a', '2'), row('b', '1'), row('a', '2', T0 + 1)];

  it('marks the rows the statement returned, in order, and the rest as already stored', () => {
    const out = matchInserted(rows, [ins(10, rows[0]!), ins(11, rows[2]!), ins(12, rows[3]!)]);
    expect(out.map((s) => s.id)).toEqual(['10', null, '11', '12']);
    expect(out.map((s) => s.stored)).toEqual([true, false, true, true]);
    expect(out[0]!.receivedAt).toBe(T0 + 5);
  });

  it('tells a read id sent twice in one batch apart: only the first was inserted', () => {
    const twice = [row('a', '1'), row('a', '1')];
    expect(matchInserted(twice, [ins(1, twice[0]!)]).map((s) => s.stored)).toEqual([true, false]);
  });

  it('keeps the same device and read id captured at another time apart', () => {
    expect(matchInserted(rows, [ins(7, rows[3]!)]).map((s) => s.id)).toEqual([null, null, null, '7']);
  });

  it('falls back to matching by key when the returned rows come in another order', () => {
    const out = matchInserted(rows, [ins(12, rows[3]!), ins(10, rows[0]!), ins(11, rows[1]!)]);
    expect(out.map((s) => s.id)).toEqual(['10', '11', null, '12']);
  });
});
