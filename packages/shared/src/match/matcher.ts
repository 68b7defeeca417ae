// The indexed watchlist: what a read costs does not grow with the number of entries. Exact entries
// by plate; wildcard entries by their longest literal run (as a prefix, suffix or inner anchor);
// fuzzy entries by hashes of the deletion neighbourhood of their look-alike-canonical form (two
// strings within edit distance k share a string reached by at most k deletions from each), one
// table per allowed distance; all keys are small integers in open-addressing tables behind one bit
// filter. Every candidate is then checked by the rules of pattern.ts, so the index only has to be
// complete; the property tests hold it to a full scan.
import {
  canonicalCodes,
  deletionHashes,
  MAX_HASHES,
  MAX_PLATE,
  myersDistance,
  prefixHashes,
  stringKey,
  substringKey,
} from './hashing';
import { IntMultiMap } from './int-map';
import { canonicalCode } from './lookalike';
import {
  fuzzyResult,
  gateFactor,
  lookalikeDistance,
  type Match,
  type MatchableEntry,
  type MatchableRead,
  matchEntry,
  matchOf,
  MAX_FUZZY_DISTANCE,
} from './pattern';

/** Wildcard anchors are cut to this many characters: fewer lookups per read, slightly larger buckets. */
const ANCHOR_MAX = 6;
/** Shared by every read that matches nothing; never written to. */
const NO_MATCHES: never[] = [];

/**
 * A one-bit-per-key filter in front of every index: most of a read's keys are in none, and one
 * bit test in a 1 MB array is cheaper than a probe into several larger tables.
 */
const BLOOM_BITS_LOG2 = 23;
const SALT = { exact: 0x1b873593, prefix: 0x2c1b3c6d, suffix: 0x297a2d39, infix: 0x5f356495 } as const;
/** one salt per fuzzy table (allowed distance 0, 1, 2) */
const FUZZY_SALT = [0x68e31da4, 0x3c6ef372, 0x1ec4a5b9] as const;
const bloomBit = (key: number, salt: number) => Math.imul(key ^ salt, 0x85ebca6b) >>> (32 - BLOOM_BITS_LOG2);

/** Reads longer than this skip the bit-parallel distance (it needs one bit per character). */
const MYERS_MAX = 30;

type Where = 'exact' | 'prefix' | 'suffix' | 'infix' | 'always' | 'fuzzy';

interface Rec<E> {
  entry: E;
  /** the last match() call that saw this entry, so a candidate found twice is checked once */
  stamp: number;
  where: Where;
  /** the keys it is filed under, for remove() */
  keys: number[];
  /** wildcard: anchor length; fuzzy: the table (allowed distance) */
  slot: number;
  /** fuzzy: canonical codes of the pattern, and their count (checked first: no second object to load) */
  codes: Uint16Array | null;
  length: number;
}

/**
 * Where a wildcard pattern is filed: under its longest literal run (the most selective part), cut
 * to ANCHOR_MAX characters, as a prefix or suffix when the run starts or ends the pattern.
 */
function wildcardAnchor(pattern: string): { where: Where; key: string } {
  let best = { start: 0, end: 0 };
  const re = /[^*?]+/g;
  for (let m = re.exec(pattern); m; m = re.exec(pattern)) {
    if (m[0].length > best.end - best.start) best = { start: m.index, end: m.index + m[0].length };
  }
  if (best.end === best.start) return { where: 'always', key: '' };
  const run = pattern.slice(best.start, best.end);
  if (best.start === 0) return { where: 'prefix', key: run.slice(0, ANCHOR_MAX) };
  if (best.end === pattern.length) return { where: 'suffix', key: run.slice(-ANCHOR_MAX) };
  return { where: 'infix', key: run.slice(0, ANCHOR_MAX) };
}

const fuzzyDepthOf = (e: MatchableEntry) => Math.max(0, Math.min(MAX_FUZZY_DISTANCE, e.maxDistance));

export class WatchMatcher<E extends MatchableEntry = MatchableEntry> {
  private readonly byId = new Map<string, Rec<E>>();
  private readonly exact = new IntMultiMap<Rec<E>>();
  private readonly anchored = { prefix: new IntMultiMap<Rec<E>>(), suffix: new IntMultiMap<Rec<E>>(), infix: new IntMultiMap<Rec<E>>() };
  /** how many wildcard anchors of each length each index holds, to look up only those lengths */
  private readonly anchorLengths = { prefix: new Int32Array(ANCHOR_MAX + 1), suffix: new Int32Array(ANCHOR_MAX + 1), infix: new Int32Array(ANCHOR_MAX + 1) };
  private readonly always: Rec<E>[] = [];
  /**
   * fuzzy[d]: entries allowing distance d, by the hashes of their deletion neighbourhood to depth d.
   * A read probes table d with its own neighbourhood to depth d only: separate tables keep a read's
   * two-deletion strings from hitting the many distance-1 entries they could never match.
   */
  private readonly fuzzy = Array.from({ length: MAX_FUZZY_DISTANCE + 1 }, () => new IntMultiMap<Rec<E>>());
  /** removal leaves bits set (a false positive costs one probe); rebuilt when too many are stale */
  private bloom = new Int32Array(1 << (BLOOM_BITS_LOG2 - 5));
  private liveBits = 0;
  private staleBits = 0;
  private stamp = 0;
  private found: Array<Match<E>> = NO_MATCHES;
  private readonly rawPrefix = new Int32Array(MAX_PLATE + 1);
  private readonly canonPrefix = new Int32Array(MAX_PLATE + 1);
  private readonly hashes = new Int32Array(MAX_HASHES);
  /** the read loaded for myersDistance: bit i of peq[c] when the read's i-th canonical code is c */
  private readonly peq = new Int32Array(0x10000);

  constructor(entries: Iterable<E> = []) {
    for (const e of entries) this.upsert(e);
  }

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): E | undefined {
    return this.byId.get(id)?.entry;
  }

  *entries(): IterableIterator<E> {
    for (const rec of this.byId.values()) yield rec.entry;
  }

  /** Adds the entry, or replaces the one with its id. */
  upsert(entry: E): void {
    this.remove(entry.id);
    if (entry.pattern.length === 0 || entry.pattern.length > MAX_PLATE) return;
    const rec: Rec<E> = { entry, stamp: 0, where: 'exact', keys: [], slot: 0, codes: null, length: entry.pattern.length };
    switch (entry.mode) {
      case 'exact': {
        const hash = stringKey(entry.pattern, this.rawPrefix);
        rec.keys.push(hash);
        this.exact.add(hash, rec);
        this.setBit(hash, SALT.exact);
        break;
      }
      case 'wildcard': {
        const { where, key } = wildcardAnchor(entry.pattern);
        rec.where = where;
        if (where === 'always') this.always.push(rec);
        else if (where !== 'exact' && where !== 'fuzzy') {
          const hash = stringKey(key, this.rawPrefix);
          rec.keys.push(hash);
          rec.slot = key.length;
          this.anchored[where].add(hash, rec);
          this.setBit(hash, SALT[where]);
          this.anchorLengths[where][key.length]!++;
        }
        break;
      }
      case 'fuzzy': {
        rec.where = 'fuzzy';
        rec.slot = fuzzyDepthOf(entry);
        rec.codes = canonicalCodes(entry.pattern);
        const count = deletionHashes(entry.pattern, rec.slot, this.canonPrefix, this.hashes);
        for (const h of new Set(this.hashes.subarray(0, count))) {
          rec.keys.push(h);
          this.fuzzy[rec.slot]!.add(h, rec);
          this.setBit(h, FUZZY_SALT[rec.slot]!);
        }
        break;
      }
    }
    this.byId.set(entry.id, rec);
  }

  remove(id: string): boolean {
    const rec = this.byId.get(id);
    if (!rec) return false;
    this.byId.delete(id);
    switch (rec.where) {
      case 'exact':
        this.exact.delete(rec.keys[0]!, rec);
        break;
      case 'prefix':
      case 'suffix':
      case 'infix':
        this.anchored[rec.where].delete(rec.keys[0]!, rec);
        this.anchorLengths[rec.where][rec.slot]!--;
        break;
      case 'always':
        this.always.splice(this.always.indexOf(rec), 1);
        break;
      case 'fuzzy':
        for (const h of rec.keys) this.fuzzy[rec.slot]!.delete(h, rec);
        break;
    }
    this.staleBits += rec.keys.length;
    if (this.staleBits > 1024 && this.staleBits > this.liveBits / 2) this.rebuildBloom();
    return true;
  }

  private setBit(key: number, salt: number): void {
    const bit = bloomBit(key, salt);
    this.bloom[bit >>> 5]! |= 1 << (bit & 31);
    this.liveBits++;
  }

  private mayHold(key: number, salt: number): boolean {
    const bit = bloomBit(key, salt);
    return (this.bloom[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }

  private rebuildBloom(): void {
    this.bloom = new Int32Array(1 << (BLOOM_BITS_LOG2 - 5));
    this.liveBits = 0;
    this.staleBits = 0;
    for (const [key] of this.exact.entries()) this.setBit(key, SALT.exact);
    for (const where of ['prefix', 'suffix', 'infix'] as const) for (const [key] of this.anchored[where].entries()) this.setBit(key, SALT[where]);
    this.fuzzy.forEach((table, d) => {
      for (const [key] of table.entries()) this.setBit(key, FUZZY_SALT[d]!);
    });
  }

  clear(): void {
    for (const id of [...this.byId.keys()]) this.remove(id);
  }

  /** Every entry the read matches, best score first. */
  match(read: MatchableRead): ReadonlyArray<Match<E>> {
    const plate = read.plate;
    const L = plate.length;
    if (L === 0 || L > MAX_PLATE) return NO_MATCHES;
    // most reads match nothing: the result array is made only for the first match (push())
    this.found = NO_MATCHES;
    const stamp = ++this.stamp;

    const p = this.rawPrefix;
    prefixHashes(plate, false, p);
    const whole = substringKey(p, 0, L);
    if (this.mayHold(whole, SALT.exact)) this.check(this.exact.get(whole), read, stamp);

    const { prefix, suffix, infix } = this.anchorLengths;
    for (let len = 1; len <= ANCHOR_MAX && len <= L; len++) {
      if (prefix[len]! > 0) this.probe('prefix', substringKey(p, 0, len), read, stamp);
      if (suffix[len]! > 0) this.probe('suffix', substringKey(p, L - len, L), read, stamp);
      if (infix[len]! > 0) for (let i = 0; i + len <= L; i++) this.probe('infix', substringKey(p, i, i + len), read, stamp);
    }
    if (this.always.length) this.check(this.always, read, stamp);

    // the read's neighbourhood is computed once, as deep as the deepest non-empty table; hashes are
    // ordered by deletions (1, then L, then the pairs), so table d reads a prefix of them
    const depth = this.fuzzy[2]!.size > 0 ? 2 : this.fuzzy[1]!.size > 0 ? 1 : this.fuzzy[0]!.size > 0 ? 0 : -1;
    if (depth >= 0) {
      const total = deletionHashes(plate, depth, this.canonPrefix, this.hashes);
      const upTo = [1, 1 + L, total];
      let loaded = false;
      for (let d = 0; d <= depth; d++) {
        const table = this.fuzzy[d]!;
        if (table.size === 0) continue;
        const salt = FUZZY_SALT[d]!;
        for (let i = 0, n = Math.min(upTo[d]!, total); i < n; i++) {
          const h = this.hashes[i]!;
          if (!this.mayHold(h, salt)) continue;
          const list = table.get(h);
          if (!list) continue;
          if (!loaded && L <= MYERS_MAX) {
            for (let k = 0; k < L; k++) this.peq[canonicalCode(plate.charCodeAt(k))]! |= 1 << k;
            loaded = true;
          }
          this.checkFuzzy(list, read, stamp, loaded);
        }
      }
      if (loaded) for (let k = 0; k < L; k++) this.peq[canonicalCode(plate.charCodeAt(k))] = 0;
    }

    const found = this.found;
    this.found = NO_MATCHES;
    if (found.length > 1) found.sort((a, b) => b.score - a.score);
    return found;
  }

  private push(m: Match<E>): void {
    if (this.found === NO_MATCHES) this.found = [m];
    else this.found.push(m);
  }

  private probe(where: 'prefix' | 'suffix' | 'infix', key: number, read: MatchableRead, stamp: number): void {
    if (this.mayHold(key, SALT[where])) this.check(this.anchored[where].get(key), read, stamp);
  }

  private check(list: Rec<E>[] | undefined, read: MatchableRead, stamp: number): void {
    if (!list) return;
    for (const rec of list) {
      if (rec.stamp === stamp) continue;
      rec.stamp = stamp;
      const m = matchEntry(rec.entry, read);
      if (m) this.push(m);
    }
  }

  private checkFuzzy(list: Rec<E>[], read: MatchableRead, stamp: number, bitParallel: boolean): void {
    const L = read.plate.length;
    for (const rec of list) {
      if (rec.stamp === stamp) continue;
      rec.stamp = stamp;
      if (Math.abs(rec.length - L) > rec.slot) continue;
      const { entry } = rec;
      const distance = bitParallel
        ? myersDistance(this.peq, L, rec.codes!)
        : lookalikeDistance(entry.pattern, read.plate, entry.maxDistance);
      if (distance > entry.maxDistance) continue;
      const factor = gateFactor(entry, read);
      if (factor === 0) continue;
      const m = fuzzyResult(entry, read.plate, distance);
      if (m) this.push(matchOf(entry, factor, m));
    }
  }
}
