// The real entry point as a process: starts on an empty data dir, serves, and exits 0 on SIGTERM
// after finishing what is in flight.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { freePort } from './helpers';

const main = new URL('../src/main.ts', import.meta.url).pathname;

describe('main.ts', () => {
  it('refuses a bad configuration with one line per variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'abc', LOG_LEVEL: 'chatty', DATABASE_URL: '' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^ {2}PORT="abc": /m);
    expect(stderr).toMatch(/^ {2}LOG_LEVEL="chatty": /m);
  });

  it('starts on an empty data dir and exits 0 on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-main-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        YAAM_DATA_DIR: dataDir,
        YAAM_DEMO: '0',
        MQTT_TCP_PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        MQTT_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      // A first start creates the database (initdb in PGlite and every migration): ~8 s alone on this
      // 2-core machine, several times that with the other test files starting servers beside it.
      let ready = false;
      for (let i = 0; i < 360 && !ready; i++) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
        if (!ready) await new Promise((r) => setTimeout(r, 250));
      }
      expect(ready, out).toBe(true);
      expect(out).toContain(`is running at http://localhost:${port}`);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
