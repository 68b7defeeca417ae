#!/usr/bin/env node
// `npm run dev`: the server with reload on :3000 and Vite's dev server on :5173 in front of it.
// PUBLIC_URL is Vite's address so sign-in redirects come back through it; Vite proxies the rest.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, YAAM_DEV: '1' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@yaam/web'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
