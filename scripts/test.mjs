#!/usr/bin/env node
// `npm test`: types, lint, unit and server integration (Vitest), then end-to-end in Chromium.
// Prints one closing line "Tests: N passed, N failed" over everything it ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function step(name, cmd, args, env = {}) {
  console.info(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    ok = false;
    console.error(`✗ ${name} failed (${secs} s)`);
  } else console.info(`✓ ${name} (${secs} s)`);
  return r.status === 0;
}

function count(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += j.numPassedTests ?? 0;
    totals.failed += j.numFailedTests ?? 0;
    totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  } catch {
    // the step's own failure is already reported
  }
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);
const vitestJson = path.join(reports, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
step('unit and integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
count(vitestJson);
if (process.env.SKIP_E2E === '1') console.info('\nSKIP_E2E=1: end-to-end tests skipped');
else {
  const e2eJson = path.join(reports, 'e2e.json');
  fs.rmSync(e2eJson, { force: true });
  // Always the current code: a build left over from before would test something else. E2E_FULL=1
  // (passed through) runs every screenshot pass; by default a representative part (README, Tests).
  step('end-to-end', 'node', ['scripts/e2e.mjs'], { E2E_REPORT: e2eJson, E2E_BUILD: '1' });
  count(e2eJson);
}

console.info(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
