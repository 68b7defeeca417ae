#!/usr/bin/env node
// End-to-end run: builds the web app if needed, starts the real server (one per worker) on a free
// port with a fresh data directory and demo data, waits for /readyz, runs apps/web/e2e in Chromium,
// stops the servers. E2E_WORKERS (default 2) sets how many spec files run at once; E2E_FULL=1 runs
// every screenshot pass (apps/web/e2e/harness.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (process.env.SKIP_E2E === '1') {
  console.log('SKIP_E2E=1: end-to-end tests skipped.');
  process.exit(0);
}
if (!fs.existsSync(chrome)) {
  console.error(`Chromium not found at ${chrome}. Install it with: apt-get install -y chromium (or set CHROME_PATH; SKIP_E2E=1 skips these tests).`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// E2E_WEB_DIST builds and serves the web app from another directory, so that several checkouts or
// people can run end-to-end tests side by side without overwriting each other's build.
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html')) || process.env.E2E_BUILD === '1') {
  run('npm', ['run', 'build', '-w', '@yaam/web', '--', '--outDir', webDist, '--emptyOutDir']);
}

// One server per Vitest worker (E2E_WORKERS, default 2), each with its own data directory: spec files
// run two at a time, and none sees another's changes (the map counts the devices that the device
// spec adds and deletes; the watchman and the map both raise alerts). Fewer servers than spec files
// asked for on the command line is pointless.
const named = process.argv.slice(2).filter((a) => !a.startsWith('-')).length;
const workers = Math.max(1, Math.min(Number(process.env.E2E_WORKERS ?? 2) || 1, named || Infinity));

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    YAAM_DATA_DIR: dataDir,
    YAAM_DEMO: '1',
    MQTT_TCP_PORT: '0',
    YAAM_WEB_DIST: webDist,
    // Every spec signs in afresh, the same few accounts from one address, many times a minute.
    SIGN_IN_RATE_LIMIT: '1000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const proc = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const server = { baseUrl, dataDir, proc, exited: false };
  proc.on('exit', () => {
    server.exited = true;
  });
  return server;
}

const servers = [];
for (let i = 0; i < workers; i++) servers.push(await startServer());

function stop() {
  for (const server of servers) {
    if (server.exited) continue;
    try {
      process.kill(-server.proc.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

async function waitReady(server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exited) throw new Error('the server exited before it was ready');
    try {
      const res = await fetch(`${server.baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

let code = 1;
try {
  const started = Date.now();
  await Promise.all(servers.map((server) => waitReady(server)));
  const baseUrls = servers.map((server) => server.baseUrl);
  console.log(`${workers === 1 ? 'Server' : `${workers} servers`} ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${baseUrls.join(', ')}; running end-to-end specs.`);
  const extra = process.argv.slice(2);
  // scripts/test.mjs asks for a JSON report to count the results.
  if (process.env.E2E_REPORT) extra.push('--reporter=default', '--reporter=json', `--outputFile.json=${process.env.E2E_REPORT}`);
  const r = spawnSync('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URLS: baseUrls.join(','), CHROME_PATH: chrome },
  });
  code = r.status ?? 1;
} catch (error) {
  console.error(String(error));
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 500));
  for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
process.exit(code);
