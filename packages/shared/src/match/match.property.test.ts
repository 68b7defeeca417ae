// Properties of matching (fast-check): the modes nest, look-alikes matter only to fuzzy entries,
// validity and provinces gate every mode, and the index finds exactly what a full scan finds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PROVINCES } from '../thai';
import { IntMultiMap } from './int-map';
import { lookalikePairs } from './lookalike';
import { WatchMatcher } from './matcher';
import { type MatchableEntry, type MatchMode, matchEntry } from './pattern';

const THAI = 'กขฃคฅฆงจฉชซญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮ';
const PAIRS = lookalikePairs();
const CHARS = [...new Set([...THAI, ...'0123456789', ...PAIRS.flat()])];

const plateChar = fc.constantFrom(...CHARS);
const plate = fc.array(plateChar, { minLength: 1, maxLength: 9 }).map((a) => a.join(''));
const province = fc.option(fc.constantFrom(...PROVINCES.slice(0, 5).map((p) => p.th)), { nil: null });
const T0 = Date.parse('2026-11-21T10:00:00Z');

const base = (pattern: string, mode: MatchMode, over: Partial<MatchableEntry> = {}): MatchableEntry => ({
  id: `${mode}:${pattern}`,
  pattern,
  mode,
  maxDistance: 1,
  province: null,
  validFrom: null,
  validUntil: null,
  ...over,
});
const readOf = (p: string, prov: string | null = null, at = T0) => ({ plate: p, province: prov, capturedAt: at });

/** A plate with some characters swapped for a look-alike. */
const withLookalike = plate.chain((p) =>
  fc.tuple(fc.constant(p), fc.nat({ max: p.length - 1 }), fc.constantFrom(...PAIRS)).map(([s, i, [a, b]]) => ({
    pattern: s.slice(0, i) + a + s.slice(i + 1),
    read: s.slice(0, i) + b + s.slice(i + 1),
  })),
);

/** A wildcard pattern derived from a plate, so some reads match it. */
const wildcardFrom = (p: string) =>
  fc
    .array(fc.constantFrom('keep', 'keep', 'keep', 'one', 'star', 'dropstar'), { minLength: p.length, maxLength: p.length })
    .map((ops) => [...p].map((c, i) => (ops[i] === 'one' ? '?' : ops[i] === 'star' ? `${c}*` : ops[i] === 'dropstar' ? '*' : c)).join('').replace(/\*+/g, '*'));

describe('matching properties', () => {
  it('exact ⊂ wildcard ⊂ fuzzy(0) ⊂ fuzzy(1) ⊂ fuzzy(2) for the same literal pattern', () => {
    fc.assert(
      fc.property(plate, plate, (pattern, r) => {
        const read = readOf(r);
        const exact = matchEntry(base(pattern, 'exact'), read) !== null;
        const wild = matchEntry(base(pattern, 'wildcard'), read) !== null;
        const f = [0, 1, 2].map((d) => matchEntry(base(pattern, 'fuzzy', { maxDistance: d }), read) !== null);
        expect(!exact || wild).toBe(true);
        expect(!wild || f[0]).toBe(true);
        expect(!f[0] || f[1]).toBe(true);
        expect(!f[1] || f[2]).toBe(true);
        expect(exact).toBe(pattern === r);
      }),
      { numRuns: 2000 },
    );
  });

  it('a plate always matches itself in every mode, and a wildcard pattern made from it', () => {
    fc.assert(
      fc.property(plate.chain((p) => fc.tuple(fc.constant(p), wildcardFrom(p))), ([p, w]) => {
        for (const mode of ['exact', 'wildcard', 'fuzzy'] as const) expect(matchEntry(base(p, mode), readOf(p))).not.toBeNull();
        expect(matchEntry(base(w, 'wildcard'), readOf(p))).not.toBeNull();
      }),
    );
  });

  it('every look-alike swap matches in fuzzy mode (any distance) and never in exact or wildcard mode', () => {
    fc.assert(
      fc.property(withLookalike, fc.integer({ min: 0, max: 2 }), ({ pattern, read }, d) => {
        const r = readOf(read);
        expect(matchEntry(base(pattern, 'fuzzy', { maxDistance: d }), r)).toMatchObject({ distance: 0 });
        expect(matchEntry(base(pattern, 'exact'), r)).toBeNull();
        expect(matchEntry(base(pattern, 'wildcard'), r)).toBeNull();
      }),
    );
  });

  it('validity windows and provinces gate every mode', () => {
    fc.assert(
      fc.property(
        plate,
        fc.constantFrom<MatchMode>('exact', 'wildcard', 'fuzzy'),
        province,
        province,
        fc.integer({ min: -5000, max: 5000 }),
        fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
        fc.integer({ min: -6000, max: 12000 }),
        (p, mode, entryProvince, readProvince, fromOffset, length, at) => {
          const validFrom = T0 + fromOffset;
          const validUntil = length === null ? null : validFrom + length;
          const m = matchEntry(base(p, mode, { province: entryProvince, validFrom, validUntil }), readOf(p, readProvince, T0 + at));
          const inWindow = T0 + at >= validFrom && (validUntil === null || T0 + at < validUntil);
          const provinceOk = entryProvince === null || readProvince === null || entryProvince === readProvince;
          expect(m !== null).toBe(inWindow && provinceOk);
        },
      ),
    );
  });

  it('the index finds exactly what a scan of every entry finds, through adds and removes', () => {
    const entryArb = fc
      .tuple(plate, fc.constantFrom<MatchMode>('exact', 'wildcard', 'fuzzy'), fc.integer({ min: 0, max: 2 }), province)
      .chain(([p, mode, d, prov]) =>
        (mode === 'wildcard' ? wildcardFrom(p) : fc.constant(p)).map((pattern) => ({ pattern, mode, d, prov })),
      );
    fc.assert(
      fc.property(
        fc.array(entryArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.array(fc.oneof(plate, withLookalike.map((x) => x.read)), { minLength: 1, maxLength: 20 }),
        province,
        (specs, removals, reads, readProvince) => {
          const entries = specs.map((s, i) => base(s.pattern, s.mode, { id: `e${i}`, maxDistance: s.d, province: s.prov }));
          const matcher = new WatchMatcher(entries);
          const live = new Map(entries.map((e) => [e.id, e]));
          for (const r of removals) {
            const id = `e${r % entries.length}`;
            matcher.remove(id);
            live.delete(id);
          }
          // reads that are some entry's own pattern (or close to it) exercise the hits, not just misses
          const probes = [...reads, ...entries.map((e) => e.pattern.replace(/[*?]/g, 'ก'))];
          for (const p of probes) {
            const r = readOf(p, readProvince);
            const viaIndex = matcher.match(r).map((m) => m.entry.id).sort();
            const viaScan = [...live.values()].filter((e) => matchEntry(e, r) !== null).map((e) => e.id).sort();
            expect(viaIndex).toEqual(viaScan);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('scores stay within 0–1, and an exact hit scores 1', () => {
    fc.assert(
      fc.property(plate, plate, fc.constantFrom<MatchMode>('exact', 'wildcard', 'fuzzy'), (p, r, mode) => {
        const m = matchEntry(base(p, mode, { maxDistance: 2 }), readOf(r));
        if (m) {
          expect(m.score).toBeGreaterThan(0);
          expect(m.score).toBeLessThanOrEqual(1);
        }
        if (mode === 'exact' && m) expect(m.score).toBe(1);
      }),
    );
  });
});

describe('IntMultiMap', () => {
  it('behaves as a Map of lists through adds and deletes (growth and backward-shift deletion included)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 3 })), { maxLength: 400 }),
        (ops) => {
          const m = new IntMultiMap<number>(2);
          const ref = new Map<number, number[]>();
          for (const [add, key, value] of ops) {
            // small keys in few slots: long probe runs, many collisions
            const k = key * 7;
            if (add) {
              m.add(k, value);
              ref.set(k, [...(ref.get(k) ?? []), value]);
            } else {
              m.delete(k, value);
              const list = [...(ref.get(k) ?? [])];
              const at = list.indexOf(value);
              if (at >= 0) list.splice(at, 1);
              if (list.length) ref.set(k, list);
              else ref.delete(k);
            }
          }
          expect(m.size).toBe(ref.size);
          for (let key = 0; key <= 300; key++) expect(m.get(key * 7)).toEqual(ref.get(key * 7));
        },
      ),
    );
  });
});
