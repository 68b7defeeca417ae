#!/usr/bin/env node
// `npm start`: build the SPA when no build exists, then run the server (signals are forwarded).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const index = path.join(root, 'apps/web/dist/index.html');

if (!fs.existsSync(index)) {
  console.info('Building the web app (first start only)…');
  const built = spawnSync('npm', ['run', 'build', '-w', '@yaam/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

