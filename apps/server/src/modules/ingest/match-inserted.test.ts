import { describe, expect, it } from 'vitest';

import type { ReadInsert, StoredKey } from './ingest.repo';
import { matchInserted } from './ingest.service';

const T0 = Date.parse('2026-11-22T08:00:00.000Z');
const row = (device: string, id: string, ms = T0): ReadInsert =>
  ({ device_id: device, read_id: id, captured_at: new Date(ms).toISOString() }) as ReadInsert;
const key = (n: number, r: ReadInsert): StoredKey => ({
  id: String(n),
  device_id: r.device_id,
  read_id: r.read_id,
  captured_ms: Date.parse(r.captured_at),
});

describe('matchInserted', () => {
  const rows = [row('a', '1'), row('a', '2'), row('b', '1'), row('a', '2', T0 + 1)];

  it('gives every row its id, in order, when the statement inserted them all', () => {
    const out = matchInserted(rows, ['10', '11', '12', '13'], []);
    expect(out.map((s) => s.id)).toEqual(['10', '11', '12', '13']);
    expect(out.every((s) => s.stored)).toBe(true);
  });

  it('marks the rows whose stored id the statement returned, and the rest as stored before', () => {
    const stored = [key(3, rows[1]!), key(10, rows[0]!), key(11, rows[2]!), key(12, rows[3]!)];
    const out = matchInserted(rows, ['10', '11', '12'], stored);
    expect(out.map((s) => s.id)).toEqual(['10', null, '11', '12']);
    expect(out.map((s) => s.stored)).toEqual([true, false, true, true]);
  });

  it('tells a read sent twice in one batch apart: only the first was inserted', () => {
    const twice = [row('a', '1'), row('a', '1'), row('a', '2')];
    const out = matchInserted(twice, ['1'], [key(1, twice[0]!), key(1, twice[1]!), key(0, twice[2]!)]);
    expect(out.map((s) => s.stored)).toEqual([true, false, false]);
  });

  it('keeps the same device and read id captured at another time apart', () => {
    const out = matchInserted(rows, ['7'], [key(1, rows[1]!), key(7, rows[3]!)]);
    expect(out.map((s) => s.id)).toEqual([null, null, null, '7']);
  });

  it('marks every row as stored before when the statement inserted none', () => {
    expect(matchInserted(rows, [], []).map((s) => s.stored)).toEqual([false, false, false, false]);
  });
});
