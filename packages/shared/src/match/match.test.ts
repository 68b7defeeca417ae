import { describe, expect, it } from 'vitest';

import { LOOKALIKE_GROUPS, canonicalPlate, lookalikePairs } from './lookalike';
import { WatchMatcher } from './matcher';
import { globMatches, lookalikeDistance, type MatchableEntry, matchEntry, normalisePattern } from './pattern';

const BKK = 'กรุงเทพมหานคร';
const T0 = Date.parse('2026-11-21T10:00:00Z');
const entry = (over: Partial<MatchableEntry> & Pick<MatchableEntry, 'pattern'>): MatchableEntry => ({
  id: over.pattern,
  mode: 'exact',
  maxDistance: 1,
  province: null,
  validFrom: null,
  validUntil: null,
  ...over,
});
const read = (plate: string, province: string | null = BKK, capturedAt = T0) => ({ plate, province, capturedAt });

describe('look-alike groups', () => {
  it('put each character in one group only', () => {
    const all = LOOKALIKE_GROUPS.join('');
    expect(new Set(all).size).toBe(all.length);
  });

  it('collapse a group to one canonical character', () => {
    expect(canonicalPlate('6กธ8841')).toBe(canonicalPlate('6กร8841'));
    expect(canonicalPlate('บษ3O2')).toBe(canonicalPlate('ปส302'));
    expect(canonicalPlate('กข1234')).not.toBe(canonicalPlate('กง1234'));
  });
});

describe('normalisePattern', () => {
  it('stores exact and fuzzy patterns as normalised plates', () => {
    expect(normalisePattern('exact', '1กท 4521')).toEqual({ ok: true, pattern: '1กท4521' });
    expect(normalisePattern('fuzzy', '๖กร-๘๘๔๑')).toEqual({ ok: true, pattern: '6กร8841' });
  });

  it('keeps wildcards, folds runs of stars, and refuses patterns that would match every car', () => {
    expect(normalisePattern('wildcard', '1กษ 9**')).toEqual({ ok: true, pattern: '1กษ9*' });
    expect(normalisePattern('wildcard', '*').ok).toBe(false);
    expect(normalisePattern('wildcard', '??ก*').ok).toBe(false);
    expect(normalisePattern('exact', 'กข*').ok).toBe(false);
    expect(normalisePattern('exact', '   ').ok).toBe(false);
    expect(normalisePattern('exact', 'กข<script>').ok).toBe(false);
  });
});

describe('globMatches', () => {
  it.each([
    ['กข*', 'กข1234', true],
    ['กข*', 'กข', true],
    ['กข*', '1กข1234', false],
    ['*1234', 'กข1234', true],
    ['?ฒย4410', '1ฒย4410', true],
    ['?ฒย4410', 'ฒย4410', false],
    ['?ฒย4410', '12ฒย4410', false],
    ['*ก*1*', 'ขก91', true],
    ['ก?*', 'ก', false],
    ['a*b*c', 'aXXbYYc', true],
    ['a*b*c', 'aXXbYY', false],
  ])('%s ~ %s → %s', (p, t, expected) => {
    expect(globMatches(p, t)).toBe(expected);
  });
});

describe('lookalikeDistance', () => {
  it('counts look-alike swaps as free and other edits as one', () => {
    expect(lookalikeDistance('6กร8841', '6กธ8841', 0)).toBe(0);
    expect(lookalikeDistance('ศว2468', 'ศว2463', 2)).toBe(1);
    expect(lookalikeDistance('4ขร2009', 'ขร209', 2)).toBe(2);
    expect(lookalikeDistance('4ขร2009', 'ขร20', 2)).toBe(3);
    expect(lookalikeDistance('', 'กข', 5)).toBe(2);
  });
});

describe('matchEntry', () => {
  it('exact: the plate and nothing else', () => {
    const e = entry({ pattern: '1กท4521', province: BKK });
    expect(matchEntry(e, read('1กท4521'))).toMatchObject({ mode: 'exact', score: 1 });
    expect(matchEntry(e, read('1กท4520'))).toBeNull();
    expect(matchEntry(e, read('1กห4521'))).toBeNull();
  });

  it('province: any when the entry has none; a read without one matches at a lower score', () => {
    const e = entry({ pattern: 'กข1234', province: BKK });
    expect(matchEntry(e, read('กข1234', 'ชลบุรี'))).toBeNull();
    expect(matchEntry(e, read('กข1234', 'Bangkok'))).toMatchObject({ score: 1 });
    expect(matchEntry(e, read('กข1234', '10'))).toMatchObject({ score: 1 });
    expect(matchEntry(e, read('กข1234', null))).toMatchObject({ score: 0.9 });
    expect(matchEntry(entry({ pattern: 'กข1234' }), read('กข1234', 'ชลบุรี'))).toMatchObject({ score: 1 });
  });

  it('validity: from inclusive, until exclusive', () => {
    const e = entry({ pattern: 'กข1234', validFrom: T0, validUntil: T0 + 1000 });
    expect(matchEntry(e, read('กข1234', BKK, T0 - 1))).toBeNull();
    expect(matchEntry(e, read('กข1234', BKK, T0))).not.toBeNull();
    expect(matchEntry(e, read('กข1234', BKK, T0 + 999))).not.toBeNull();
    expect(matchEntry(e, read('กข1234', BKK, T0 + 1000))).toBeNull();
  });

  it('fuzzy: look-alikes cost a little score, edits more', () => {
    const e = entry({ pattern: '6กร8841', mode: 'fuzzy', maxDistance: 1 });
    expect(matchEntry(e, read('6กร8841'))).toMatchObject({ score: 1, distance: 0, lookalikes: 0 });
    expect(matchEntry(e, read('6กธ8841'))).toMatchObject({ score: 0.95, distance: 0, lookalikes: 1 });
    expect(matchEntry(e, read('6กร884'))).toMatchObject({ score: 0.75, distance: 1 });
    expect(matchEntry(e, read('6กร88'))).toBeNull();
  });
});

describe('WatchMatcher', () => {
  const entries: MatchableEntry[] = [
    entry({ id: 'e1', pattern: '1กท4521', province: BKK }),
    entry({ id: 'e2', pattern: 'กข*', mode: 'wildcard', province: BKK }),
    entry({ id: 'e3', pattern: '?ฒย4410', mode: 'wildcard' }),
    entry({ id: 'e4', pattern: '*ก*99*', mode: 'wildcard' }),
    entry({ id: 'e5', pattern: '6กร8841', mode: 'fuzzy', maxDistance: 1 }),
    entry({ id: 'e6', pattern: '4ขร2009', mode: 'fuzzy', maxDistance: 2 }),
    entry({ id: 'e7', pattern: 'กข1234', province: BKK }),
  ];

  it('finds every kind of entry through its index', () => {
    const m = new WatchMatcher(entries);
    expect(m.match(read('1กท4521')).map((x) => x.entry.id)).toEqual(['e1']);
    expect(m.match(read('กข1234')).map((x) => x.entry.id)).toEqual(['e7', 'e2']);
    expect(m.match(read('3ฒย4410')).map((x) => x.entry.id)).toEqual(['e3']);
    expect(m.match(read('2กข9901')).map((x) => x.entry.id)).toEqual(['e4']);
    expect(m.match(read('6กธ8841')).map((x) => x.entry.id)).toEqual(['e5']);
    expect(m.match(read('4ขธ209')).map((x) => x.entry.id)).toEqual(['e6']);
    expect(m.match(read('9ฮฮ9999'))).toEqual([]);
  });

  it('adds, replaces and removes incrementally', () => {
    const m = new WatchMatcher(entries);
    expect(m.size).toBe(entries.length);
    m.remove('e5');
    expect(m.match(read('6กธ8841'))).toEqual([]);
    m.upsert(entry({ id: 'e1', pattern: '1กท4522', province: BKK }));
    expect(m.match(read('1กท4521'))).toEqual([]);
    expect(m.match(read('1กท4522')).map((x) => x.entry.id)).toEqual(['e1']);
    m.upsert(entry({ id: 'e5', pattern: '6กร8841', mode: 'fuzzy', maxDistance: 0 }));
    expect(m.match(read('6กร884'))).toEqual([]);
    expect(m.match(read('6กธ8841')).map((x) => x.entry.id)).toEqual(['e5']);
    m.clear();
    expect(m.size).toBe(0);
    expect(m.match(read('กข1234'))).toEqual([]);
  });

  it('reports an entry once even when several of its index keys hit', () => {
    const m = new WatchMatcher([entry({ id: 'f', pattern: '1111', mode: 'fuzzy', maxDistance: 2 })]);
    expect(m.match(read('111'))).toHaveLength(1);
  });

  it('keeps finding what is left after most entries are removed (the filter is rebuilt)', () => {
    const plates = Array.from({ length: 3000 }, (_, i) => `${1 + (i % 9)}กข${1000 + i}`);
    const m = new WatchMatcher(plates.map((p, i) => entry({ id: `x${i}`, pattern: p, mode: i % 3 === 0 ? 'exact' : i % 3 === 1 ? 'fuzzy' : 'wildcard' })));
    for (let i = 0; i < plates.length; i++) if (i % 10 !== 0) m.remove(`x${i}`);
    expect(m.size).toBe(300);
    for (let i = 0; i < plates.length; i++) {
      const ids = m.match(read(plates[i]!)).map((x) => x.entry.id);
      if (i % 10 === 0) expect(ids).toContain(`x${i}`);
      else expect(ids).not.toContain(`x${i}`);
    }
  });

  it('matches nothing for an empty or absurd plate', () => {
    const m = new WatchMatcher(entries);
    expect(m.match(read(''))).toEqual([]);
    expect(m.match(read('ก'.repeat(100)))).toEqual([]);
  });

  it('every look-alike pair is one character apart in nothing but fuzzy mode', () => {
    for (const [a, b] of lookalikePairs()) {
      const pattern = `1ก${a}1`;
      const readPlate = `1ก${b}1`;
      const m = new WatchMatcher([
        entry({ id: 'x', pattern, mode: 'exact' }),
        entry({ id: 'w', pattern, mode: 'wildcard' }),
        entry({ id: 'f', pattern, mode: 'fuzzy', maxDistance: 0 }),
      ]);
      expect(m.match(read(readPlate)).map((x) => x.entry.id)).toEqual(['f']);
    }
  });
});
