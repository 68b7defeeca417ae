// Starts the real server as `npm start` would (a child process on a free port, fresh data dir with
// demo data) for benchmarks that drive it from outside.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../apps/server/test/helpers';
import { ROOT } from './lib';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-bench-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, YAAM_DATA_DIR: dataDir, YAAM_DEMO: '1', MQTT_TCP_PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    if (await fetch(`${baseUrl}/readyz`).then((r) => r.ok, () => false)) break;
    if (i > 480) throw new Error('the server was not ready within 2 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
