// Shared bench plumbing: run the load generator, and keep the figures BENCHMARKS.md shows.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

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
