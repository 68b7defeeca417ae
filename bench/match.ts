// Matching throughput: reads matched per second on one core against 100,000 active watch entries
// (70 % exact, 15 % wildcard, 15 % fuzzy of distance 1 or 2; a third of them bound to a province),
// with 2 % of the reads being watched vehicles (some misread). Reads are matched in batches of 500, as
// ingest hands them over, each batch made just before (so it is in cache, as a freshly parsed batch
// is); only matching is timed. `npm run bench match`, or npx tsx bench/match.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { lookalikePairs } from '@yaam/shared/match/lookalike';
import { WatchMatcher } from '@yaam/shared/match/matcher';
import type { MatchableEntry, MatchableRead, MatchMode } from '@yaam/shared/match/pattern';
import { PROVINCES } from '@yaam/shared/thai';

import { writeSection } from './lib';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const READS = Number(process.env.BENCH_READS ?? 1_000_000);
const TARGET = 500_000;

// A small deterministic generator (mulberry32): the same figures run to run.
let seed = 20261121;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const CONSONANTS = [...'กขคฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ'];
const PAIRS = lookalikePairs();
const BKK = PROVINCES[0]!.th;
const PROVINCE_NAMES = PROVINCES.slice(0, 12).map((p) => p.th);

function randomPlate(): string {
  const lead = rand() < 0.6 ? String(1 + Math.floor(rand() * 9)) : '';
  const letters = pick(CONSONANTS) + (rand() < 0.9 ? pick(CONSONANTS) : '');
  return `${lead}${letters}${1 + Math.floor(rand() * 9999)}`;
}

function misread(plate: string): string {
  const i = Math.floor(rand() * plate.length);
  const c = plate[i]!;
  const pair = PAIRS.find(([a, b]) => a === c || b === c);
  if (pair && rand() < 0.7) return plate.slice(0, i) + (pair[0] === c ? pair[1] : pair[0]) + plate.slice(i + 1);
  return plate.slice(0, i) + plate.slice(i + 1); // a character lost
}

function makeEntries(): MatchableEntry[] {
  const out: MatchableEntry[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const r = rand();
    const mode: MatchMode = r < 0.7 ? 'exact' : r < 0.85 ? 'wildcard' : 'fuzzy';
    const plate = randomPlate();
    let pattern = plate;
    if (mode === 'wildcard') {
      const m = /^(\d?)(\D+)(\d+)$/.exec(plate)!;
      const kind = rand();
      // what witnesses remember: very rarely the series only (each such entry
      // matches one car in a few thousand); the series and the start of the number, all
      // but one character, or all but the leading digit
      const at = Math.floor(rand() * plate.length);
      pattern =
        kind < 0.001 && m[2]!.length === 2
          ? `${m[1]}${m[2]}*`
          : kind < 0.4
            ? `${m[1]}${m[2]}${m[3]!.slice(0, 2)}*`
            : kind < 0.75
              ? `${plate.slice(0, at)}?${plate.slice(at + 1)}`
              : `*${m[2]}${m[3]}`;
    }
    out.push({
      id: `e${i}`,
      pattern,
      mode,
      maxDistance: mode === 'fuzzy' && pattern.length >= 7 && rand() < 0.3 ? 2 : 1,
      province: rand() < 0.33 ? BKK : null,
      validFrom: null,
      validUntil: rand() < 0.1 ? Date.now() + 86_400_000 : null,
    });
  }
  return out;
}

const BATCH = 500;

function makeReads(entries: MatchableEntry[], n: number): MatchableRead[] {
  const now = Date.now();
  const reads: MatchableRead[] = [];
  for (let i = 0; i < n; i++) {
    let plate = randomPlate();
    if (rand() < 0.02) {
      const e = pick(entries);
      plate = e.mode === 'wildcard' ? e.pattern.replace(/\*/g, '12').replace(/\?/g, '3') : e.mode === 'fuzzy' && rand() < 0.5 ? misread(e.pattern) : e.pattern;
    }
    reads.push({ plate, province: rand() < 0.9 ? (rand() < 0.8 ? BKK : pick(PROVINCE_NAMES)) : null, capturedAt: now });
  }
  return reads;
}

export function runMatchBench() {
  const entries = makeEntries();
  const t0 = performance.now();
  const matcher = new WatchMatcher(entries);
  const buildMs = performance.now() - t0;
  let matches = 0;
  for (let i = 0; i < 100; i++) for (const r of makeReads(entries, BATCH)) matches += matcher.match(r).length; // warm up
  matches = 0;
  // CPU time of this process, not wall time: on a shared machine the run queue is not ours to count
  let cpuMicros = 0;
  let wallMs = 0;
  for (let done = 0; done < READS; done += BATCH) {
    const batch = makeReads(entries, BATCH);
    const c = process.cpuUsage();
    const w = performance.now();
    for (const r of batch) matches += matcher.match(r).length;
    wallMs += performance.now() - w;
    const used = process.cpuUsage(c);
    cpuMicros += used.user + used.system;
  }
  const perSecond = Math.round(READS / (cpuMicros / 1e6));
  const perWallSecond = Math.round(READS / (wallMs / 1000));
  // incremental change: an entry replaced
  const t2 = performance.now();
  for (let i = 0; i < 1000; i++) matcher.upsert({ ...entries[i]!, pattern: randomPlate() });
  const upsertUs = Math.round((performance.now() - t2) * 10) / 10;
  return { entries: ENTRIES, reads: READS, matches, buildMs: Math.round(buildMs), perSecond, perWallSecond, upsertUs };
}

const fmt = (n: number) => n.toLocaleString('en-US');

function record(r: ReturnType<typeof runMatchBench>) {
  writeSection(
    'match',
    `## Watchlist matching (issue 6)

Node ${process.version}, one core, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. ${fmt(r.entries)} active watch
entries (70 % exact, 15 % wildcard, 15 % fuzzy of distance 1, or 2 on plates of seven characters; a
third bound to Bangkok); ${fmt(r.reads)} reads in batches of ${BATCH}, 2 % of them watched vehicles
(half of the fuzzy ones misread). CPU time of the matching only (the machine is shared).

| measure | figure | target |
| --- | --- | --- |
| reads matched per second (CPU time) | ${fmt(r.perSecond)} | ≥ ${fmt(TARGET)}${r.perSecond >= TARGET ? '' : ' — **not met**'} |
| reads matched per second (wall time) | ${fmt(r.perWallSecond)} | — |
| matches found | ${fmt(r.matches)} | — |
| index build, ${fmt(r.entries)} entries | ${fmt(r.buildMs)} ms | — |
| one entry changed (incremental) | ${r.upsertUs} µs | — |`,
  );
}

/** For bench/run.ts: `match: benchMatch`. */
export async function benchMatch() {
  const r = runMatchBench();
  record(r);
  return [
    { measure: 'reads matched per second (CPU)', figure: fmt(r.perSecond), target: `≥ ${fmt(TARGET)}` },
    { measure: 'reads matched per second (wall)', figure: fmt(r.perWallSecond), target: '' },
    { measure: 'index build', figure: `${fmt(r.buildMs)} ms`, target: '' },
    { measure: 'incremental change', figure: `${r.upsertUs} µs`, target: '' },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const r = runMatchBench();
  console.info(`matching: ${fmt(r.perSecond)} reads/s of CPU (${fmt(r.perWallSecond)} of wall) against ${fmt(r.entries)} entries (${fmt(r.matches)} matches; build ${r.buildMs} ms; upsert ${r.upsertUs} µs) — target ≥ ${fmt(TARGET)}: ${r.perSecond >= TARGET ? 'PASS' : 'FAIL'}`);
  if (!process.env.BENCH_NO_WRITE) record(r);
}
