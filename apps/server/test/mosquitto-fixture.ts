// A Mosquitto of a test's own (free port, temp dir, persistence on, deep queues), so durability tests
// control the broker's settings and can share it with nobody.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { freePort } from './helpers';

export const MOSQUITTO = '/usr/sbin/mosquitto';
export const HAS_MOSQUITTO = fs.existsSync(MOSQUITTO);

export interface OwnMosquitto {
  url: string;
  stop(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

export async function startMosquitto(): Promise<OwnMosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-mosq-'));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      'max_queued_messages 1000000',
      'max_inflight_messages 1000',
      'log_dest none',
      '',
    ].join('\n'),
  );
  const proc: ChildProcess = spawn(MOSQUITTO, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  const end = Date.now() + 5000;
  while (!(await accepts(port))) {
    if (proc.exitCode !== null || Date.now() > end) throw new Error('mosquitto did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
