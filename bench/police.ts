// Officers list and CSV export with 100,000 officers (issue 4's targets: list p99 < 20 ms and
// ≥ 5,000 requests/s with 50 connections; export streams with < 50 MB peak server memory growth).
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';

import { buildApp } from '../apps/server/src/app';
import { DEMO_DISTRICTS } from '../apps/server/src/demo/places';
import { makeOfficers } from '../apps/server/src/demo/people';
import { createRandom } from '../apps/server/src/demo/random';
import { freePort, migratedTestDatabase, testConfig } from '../apps/server/test/helpers';
import { insertDemoGroups, startTestIssuer } from '../apps/server/test/issuer';
import { load, machine, writeSection } from './lib';

const OFFICERS = Number(process.env.BENCH_OFFICERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchPolice() {
  const db = await migratedTestDatabase();
  const { database } = db;
  const issuer = await startTestIssuer();
  await insertDemoGroups(database);
  await database.query(
    `INSERT INTO districts (code, name_th, name_en, province_code, lat, lng)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS d(code text, "nameTh" text, "nameEn" text, "provinceCode" text, lat float8, lng float8)`,
    [JSON.stringify(DEMO_DISTRICTS.map((d) => ({ ...d, provinceCode: '10' })))],
  );
  let t0 = performance.now();
  const officers = makeOfficers(createRandom(42), DEMO_DISTRICTS, OFFICERS, []);
  for (let i = 0; i < officers.length; i += 10_000) {
    await database.query(
      `INSERT INTO officers (badge_no, rank, first_name_th, last_name_th, first_name_en, last_name_en, position, district_code, phone, email, status)
       SELECT "badgeNo", rank, "firstNameTh", "lastNameTh", "firstNameEn", "lastNameEn", position, "districtCode", phone, email, status
         FROM jsonb_to_recordset($1::jsonb) AS o("badgeNo" text, rank text, "firstNameTh" text, "lastNameTh" text, "firstNameEn" text,
              "lastNameEn" text, position text, "districtCode" text, phone text, email text, status text)`,
      [JSON.stringify(officers.slice(i, i + 10_000))],
    );
  }
  await database.query('ANALYZE officers');
  const seedMs = performance.now() - t0;

  const port = await freePort();
  const config = testConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, OIDC_ISSUER: issuer.url, LOG_LEVEL: 'warn' });
  const { app } = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  const token = await issuer.sign({ sub: 'bench-admin', role: 'administrator' });
  const headers = { authorization: `Bearer ${token}` };

  // A realistic spread: searches by Thai and English name parts and badge prefixes, sorted by
  // different columns, some filtered by district.
  const terms = [...new Set(officers.slice(0, 400).flatMap((o) => [o.firstNameTh.slice(0, 3), o.lastNameTh.slice(0, 4), o.badgeNo.slice(0, 4)]))].slice(0, 200);
  const sorts = ['lastNameTh', 'badgeNo', 'rank', 'updatedAt'];
  const paths = terms.map(
    (q, i) =>
      `/api/v1/polices?q=${encodeURIComponent(q)}&sort=${sorts[i % sorts.length]}&pageSize=50` +
      (i % 3 === 0 ? `&district=${DEMO_DISTRICTS[i % DEMO_DISTRICTS.length]!.code}` : ''),
  );
  const first = await fetch(`http://127.0.0.1:${port}${paths[0]}`, { headers });
  if (!first.ok) throw new Error(`list answered ${first.status}: ${await first.text()}`);
  // Cold: each distinct query once, one at a time, before anything is cached.
  const cold: number[] = [];
  for (const p of paths) {
    const t = performance.now();
    const r = await fetch(`http://127.0.0.1:${port}${p}`, { headers });
    await r.arrayBuffer();
    cold.push(performance.now() - t);
  }
  cold.sort((a, b) => a - b);
  const pct = (q: number) => +cold[Math.min(cold.length - 1, Math.floor(q * cold.length))]!.toFixed(1);
  const list = await load({ base: `http://127.0.0.1:${port}`, paths, headers, connections: 50, duration: DURATION });

  // Export every officer while sampling this process's memory.
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  t0 = performance.now();
  // The download runs in another process (curl), so only the server's memory is in the figure.
  const csv = await new Promise<string>((resolve, reject) =>
    execFile(
      'sh',
      ['-c', `curl -sf -H "authorization: Bearer ${token}" "http://127.0.0.1:${port}/api/v1/polices/export.csv" | wc -lc`],
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    ),
  );
  const [lines = 0, bytes = 0] = csv.trim().split(/\s+/).map(Number);
  const exportMs = performance.now() - t0;
  clearInterval(sampler);

  await app.close();
  await issuer.close();
  await db.drop();

  const growthMb = (peak - rss0) / 1024 / 1024;
  const rows = {
    officers: OFFICERS,
    seedSeconds: +(seedMs / 1000).toFixed(1),
    listRps: Math.round(list.requests.average),
    listP50: list.latency.p50,
    listP99: list.latency.p99,
    listErrors: list.errors + list.non2xx + list.timeouts,
    coldP50: pct(0.5),
    coldP99: pct(0.99),
    exportRows: lines - 1,
    exportSeconds: +(exportMs / 1000).toFixed(2),
    exportMb: +(bytes / 1024 / 1024).toFixed(1),
    exportPeakGrowthMb: +growthMb.toFixed(1),
  };
  const pass = (ok: boolean) => (ok ? 'met' : '**not met**');
  writeSection(
    'police',
    `## Officers list and export (issue 4)

${machine()}; ${rows.officers.toLocaleString('en')} officers; load from a separate process (autocannon, 50 connections, ${DURATION} s) over ${paths.length} different searches with sorts and district filters.

| measure | figure | target |
| --- | --- | --- |
| list requests/s | ${rows.listRps.toLocaleString('en')} | ≥ 5,000 — ${pass(rows.listRps >= 5000)} |
| list latency p50 / p99 | ${rows.listP50} ms / ${rows.listP99} ms | p99 < 20 ms — ${pass(rows.listP99 < 20)} |
| errors / non-2xx / timeouts | ${rows.listErrors} | 0 |
| first (uncached) request of each query, one at a time: p50 / p99 | ${rows.coldP50} ms / ${rows.coldP99} ms | — |
| CSV export of all rows | ${rows.exportRows.toLocaleString('en')} rows, ${rows.exportMb} MB in ${rows.exportSeconds} s | streams |
| server memory growth during export (peak RSS − RSS before) | ${rows.exportPeakGrowthMb} MB | < 50 MB — ${pass(rows.exportPeakGrowthMb < 50)} |`,
  );
  return rows;
}
