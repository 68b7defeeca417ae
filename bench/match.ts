// Matching throughput: reads matched per second on one core against 100,000 active watch entries
// (70 % exact, 15 % wildcard, 15 % fuzzy of distance 1 or 2; a third of them bound to a province),
// with 2 % of the reads being watched vehicles (some misread). Run: npx tsx bench/match.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { lookalikePairs } from '@yaam/shared/match/lookalike';
import { WatchMatcher } from '@yaam/shared/match/matcher';
import type { MatchableEntry, MatchableRead, MatchMode } from '@yaam/shared/match/pattern';
import { PROVINCES } from '@yaam/shared/thai';

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

function makeReads(entries: MatchableEntry[]): MatchableRead[] {
  const now = Date.now();
  const reads: MatchableRead[] = [];
  for (let i = 0; i < READS; i++) {
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
  const reads = makeReads(entries);
  let matches = 0;
  for (let i = 0; i < 50_000; i++) matches += matcher.match(reads[i]!).length; // warm up
  matches = 0;
  const t1 = performance.now();
  for (const r of reads) matches += matcher.match(r).length;
  const seconds = (performance.now() - t1) / 1000;
  const perSecond = Math.round(READS / seconds);
  // incremental change: one entry replaced
  const t2 = performance.now();
  for (let i = 0; i < 1000; i++) matcher.upsert({ ...entries[i]!, pattern: randomPlate() });
  const upsertUs = ((performance.now() - t2) / 1000) * 1000;
  return { entries: ENTRIES, reads: READS, matches, buildMs: Math.round(buildMs), perSecond, upsertUs: Math.round(upsertUs * 10) / 10 };
}

const fmt = (n: number) => n.toLocaleString('en-US');

function writeSection(r: ReturnType<typeof runMatchBench>) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'BENCHMARKS.md');
  const heading = '## Watchlist matching';
  const section = `${heading}

\`npx tsx bench/match.ts\` (also part of \`npm run bench\`): ${fmt(r.entries)} active watch entries
(70 % exact, 15 % wildcard, 15 % fuzzy of distance 1 or 2; a third bound to Bangkok), ${fmt(r.reads)}
reads of which 2 % are watched vehicles, some misread; one core, Node ${process.versions.node}.

| figure | value | target |
| --- | --- | --- |
| reads matched per second | ${fmt(r.perSecond)} | ≥ ${fmt(TARGET)} |
| matches found | ${fmt(r.matches)} | |
| index build, ${fmt(r.entries)} entries | ${fmt(r.buildMs)} ms | |
| one entry changed (incremental) | ${r.upsertUs} µs | |

Measured ${new Date().toISOString().slice(0, 10)}.
`;
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = old.indexOf(heading);
  let next;
  if (start < 0) next = `${old.trimEnd()}\n\n${section}`;
  else {
    const end = old.indexOf('\n## ', start + heading.length);
    next = old.slice(0, start) + section + (end < 0 ? '' : old.slice(end + 1));
  }
  fs.writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const r = runMatchBench();
  console.info(`matching: ${fmt(r.perSecond)} reads/s against ${fmt(r.entries)} entries (${fmt(r.matches)} matches; build ${r.buildMs} ms; upsert ${r.upsertUs} µs) — target ≥ ${fmt(TARGET)}: ${r.perSecond >= TARGET ? 'PASS' : 'FAIL'}`);
  if (!process.env.BENCH_NO_WRITE) writeSection(r);
}
