// A Mosquitto of a test's own (free port, temp dir, persistence on, deep queues), so durability tests
// control the broker's settings and can share it with nobody; or deploy/mosquitto/mosquitto.conf with
// the dynamic-security plugin and a fresh admin client (startDynsecMosquitto).
import { spawn, type ChildProcess } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { freePort } from './helpers';

export const MOSQUITTO = '/usr/sbin/mosquitto';
export const HAS_MOSQUITTO = fs.existsSync(MOSQUITTO);
export const DYNSEC_PLUGIN = '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so';
export const HAS_DYNSEC = HAS_MOSQUITTO && fs.existsSync(DYNSEC_PLUGIN);
const DEPLOY_CONF = new URL('../../../deploy/mosquitto/mosquitto.conf', import.meta.url).pathname;

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
  return startWith((port, dir) =>
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
}

/** A dynamic-security file with one admin client, as `mosquitto_ctrl dynsec init` writes it. */
export function dynsecFile(adminUser: string, adminPassword: string) {
  const salt = randomBytes(12);
  const iterations = 101;
  const acl = (acltype: string, topic: string) => ({ acltype, topic, allow: true });
  return {
    defaultACLAccess: { publishClientSend: false, publishClientReceive: true, subscribe: false, unsubscribe: true },
    clients: [
      {
        username: adminUser,
        textname: 'Yaam server',
        roles: [{ rolename: 'yaam-server' }],
        password: pbkdf2Sync(adminPassword, salt, iterations, 64, 'sha512').toString('base64'),
        salt: salt.toString('base64'),
        iterations,
      },
    ],
    groups: [],
    roles: [
      {
        rolename: 'yaam-server',
        acls: [
          acl('publishClientSend', '$CONTROL/dynamic-security/#'),
          acl('publishClientReceive', '$CONTROL/dynamic-security/#'),
          acl('subscribePattern', '$CONTROL/dynamic-security/#'),
          acl('publishClientSend', '#'),
          acl('publishClientReceive', '#'),
          acl('subscribePattern', '#'),
          acl('unsubscribePattern', '#'),
        ],
      },
    ],
  };
}

export interface DynsecMosquitto extends OwnMosquitto {
  adminUser: string;
  adminPassword: string;
}

/** deploy/mosquitto/mosquitto.conf (TCP listener only, on a free port) with a fresh dynamic-security file. */
export async function startDynsecMosquitto(): Promise<DynsecMosquitto> {
  const adminUser = 'yaam-server';
  const adminPassword = randomBytes(16).toString('hex');
  const m = await startWith((port, dir) => {
    fs.writeFileSync(path.join(dir, 'dynamic-security.json'), JSON.stringify(dynsecFile(adminUser, adminPassword)), { mode: 0o666 });
    return fs
      .readFileSync(DEPLOY_CONF, 'utf8')
      .replace(/^listener 1883$/m, `listener ${port} 127.0.0.1`)
      .replace(/^listener 9001$\n^protocol websockets$/m, '')
      .replace(/^plugin_opt_config_file .*$/m, `plugin_opt_config_file ${dir}/dynamic-security.json`)
      .replace(/^persistence_location .*$/m, `persistence_location ${dir}/`);
  });
  return { ...m, adminUser, adminPassword };
}

async function startWith(conf: (port: number, dir: string) => string): Promise<OwnMosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-mosq-'));
  // Started as root, mosquitto drops to the `mosquitto` user, which must read and write here.
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'mosquitto.conf'), conf(port, dir));
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
