// Shared bench plumbing: run the load generator, and keep the figures BENCHMARKS.md shows.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

const run = promisify(execFile);
export const ROOT = path.resolve(new URL('..', import.meta.url).pathname);

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}

export async function load(options: {
  base: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  duration: number;
}): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'bench/load.mjs'), JSON.stringify(options)], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (options.duration + 60) * 1000,
  });
  return JSON.parse(stdout) as LoadResult;
}

/**
 * Replaces the section between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in BENCHMARKS.md
 * (appending it when missing), so each benchmark owns its part of the file.
 */
export function writeSection(name: string, markdown: string): void {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n\nWritten by `npm run bench`.\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = re.test(text) ? text.replace(re, block) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, text);
}

export const machine = () =>
  `Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Synthetic plate reads `from` … `to - 1`, generated inside the database (fast on both): `cameras`
 * cameras `cam-001`…, 80,000 vehicles seen again and again, each read `secondsAgo` (an SQL
 * expression of the row number `g`) before now, in the district `district` (an SQL expression of `g`).
 */
export const syntheticReadsSql = (from: number, to: number, o: { cameras: number; readPrefix: string; secondsAgo: string; district: string }) => `
INSERT INTO plate_reads (device_id, read_id, captured_at, plate_raw, plate, series, number, province, district_code, vehicle_type, confidence, lat, lng, heading)
SELECT 'cam-' || lpad(((g % ${o.cameras}) + 1)::text, 3, '0'), '${o.readPrefix}' || g, now() - (${o.secondsAgo}) * interval '1 second',
  p.s || ' ' || p.n, p.s || p.n, p.s, p.n, CASE WHEN g % 3 = 0 THEN 'ชลบุรี' ELSE 'กรุงเทพมหานคร' END, ${o.district}, 'sedan', 0.9, 13.7, 100.5, 90
FROM generate_series(${from}::bigint, ${to - 1}) AS g,
  LATERAL (SELECT (ARRAY['1กข', '2ขค', '3คง', 'กท', 'ขก', 'ฆข', '5กก', '7ฮฮ'])[1 + (g % 8)] AS s, ((g * 7919) % 9999 + 1)::text AS n) AS p`;

/**
 * A database of its own on the PostgreSQL at `adminUrl` (a bench's rows never meet another run's):
 * its URL, and `drop()` to remove it (closing whatever is still connected).
 */
export async function scratchDatabase(adminUrl: string, prefix = 'yaam_bench'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** CPU seconds a process has used (user + system), from /proc. */
export const cpuSeconds = (pid: number | string) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime + stime, and cutime + cstime: what its ended children used (PostgreSQL backends)
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0; // the process ended between listing and reading
  }
};

/** CPU seconds of every process with this command name (the machine's PostgreSQL, Mosquitto). */
export const cpuSecondsOf = (comm: string) =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .reduce((sum, pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm ? sum + cpuSeconds(pid) : sum;
      } catch {
        return sum;
      }
    }, 0);
