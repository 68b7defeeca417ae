// Device accounts in Mosquitto's dynamic-security plugin, managed by the server over
// $CONTROL/dynamic-security/v1 (deploy/mosquitto/README.md): one client and one role per device, the
// role allowing publish to the device's own topics only. The embedded broker needs none of this: it
// reads the devices table at CONNECT.
import { randomUUID } from 'node:crypto';

import { topics } from '@yaam/shared/topics';

import type { ServerMqtt } from './server-client';

export const DYNSEC_TOPIC = '$CONTROL/dynamic-security/v1';
const RESPONSE_TOPIC = `${DYNSEC_TOPIC}/response`;

export interface DynsecCommand {
  command: string;
  [key: string]: unknown;
}

export interface DynsecResponse {
  command: string;
  error?: string;
  data?: unknown;
  correlationData?: string;
}

export class DynsecError extends Error {}

/** What the device registry calls to keep the broker's accounts in step with the devices table. */
export interface DeviceAccounts {
  /** Creates the device's client and role, or sets a new secret on an existing one. */
  upsert(deviceId: string, secret: string): Promise<void>;
  /** A disabled client is refused at CONNECT, and its live connections are closed at once. */
  setEnabled(deviceId: string, enabled: boolean): Promise<void>;
  remove(deviceId: string): Promise<void>;
}

export const deviceRoleName = (deviceId: string) => `yaam-device-${deviceId}`;

export interface Dynsec extends DeviceAccounts {
  /** Sends commands in one message; resolves with one response per command, in order. */
  send(commands: DynsecCommand[], timeoutMs?: number): Promise<DynsecResponse[]>;
  /** Runs one command; an error matching `tolerate` is returned in the response, any other thrown. */
  run(command: DynsecCommand, tolerate?: RegExp | null): Promise<DynsecResponse>;
}

export function createDynsec(client: ServerMqtt): Dynsec {
  const waiting = new Map<string, (r: DynsecResponse) => void>();
  let subscribed: Promise<unknown> | null = null;

  const ensureSubscribed = () =>
    (subscribed ??= client
      .subscribe(
        RESPONSE_TOPIC,
        ({ payload }) => {
          let parsed: { responses?: DynsecResponse[] };
          try {
            parsed = JSON.parse(payload.toString('utf8')) as { responses?: DynsecResponse[] };
          } catch {
            return;
          }
          for (const r of parsed.responses ?? []) {
            const resolve = r.correlationData ? waiting.get(r.correlationData) : undefined;
            if (resolve && r.correlationData) {
              waiting.delete(r.correlationData);
              resolve(r);
            }
          }
        },
        { qos: 1 },
      )
      .catch((err: unknown) => {
        subscribed = null;
        throw err;
      }));

  async function send(commands: DynsecCommand[], timeoutMs = 5000): Promise<DynsecResponse[]> {
    await ensureSubscribed();
    const ids = commands.map(() => randomUUID());
    const answers = ids.map(
      (id) =>
        new Promise<DynsecResponse>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiting.delete(id);
            reject(new DynsecError(`no answer from dynamic-security within ${timeoutMs} ms`));
          }, timeoutMs);
          timer.unref();
          waiting.set(id, (r) => {
            clearTimeout(timer);
            resolve(r);
          });
        }),
    );
    // Handled before the publish is awaited: an answer may time out while the publish still waits for
    // its PUBACK (a resumed session flooding in), and an unhandled rejection would end the process.
    const all = Promise.all(answers);
    all.catch(() => {});
    const payload = JSON.stringify({ commands: commands.map((c, i) => ({ ...c, correlationData: ids[i] })) });
    await client.publish(DYNSEC_TOPIC, payload, { qos: 1 });
    return all;
  }

  /** Runs one command; an error the caller expects (e.g. "already exists") is returned, others thrown. */
  async function one(command: DynsecCommand, tolerate: RegExp | null = null): Promise<DynsecResponse> {
    const [r] = await send([command]);
    if (!r) throw new DynsecError(`no response to ${command.command}`);
    if (r.error && !(tolerate && tolerate.test(r.error))) throw new DynsecError(`${command.command}: ${r.error}`);
    return r;
  }

  return {
    send,
    run: one,
    async upsert(deviceId, secret) {
      const rolename = deviceRoleName(deviceId);
      const allow = (topic: string) => ({ acltype: 'publishClientSend', topic, allow: true, priority: 0 });
      await one(
        {
          command: 'createRole',
          rolename,
          textname: `Yaam device ${deviceId}`,
          acls: [allow(topics.deviceReads(deviceId)), allow(topics.deviceStatus(deviceId))],
        },
        /already exists/i,
      );
      const created = await one(
        { command: 'createClient', username: deviceId, password: secret, roles: [{ rolename }] },
        /already exists/i,
      );
      if (created.error) {
        await one({ command: 'setClientPassword', username: deviceId, password: secret });
        // Usually it has the role already, which Mosquitto 2.0 answers with "Internal error".
        await one({ command: 'addClientRole', username: deviceId, rolename }, /internal error|already/i);
      }
    },
    async setEnabled(deviceId, enabled) {
      await one({ command: enabled ? 'enableClient' : 'disableClient', username: deviceId });
    },
    async remove(deviceId) {
      await one({ command: 'deleteClient', username: deviceId }, /not found/i);
      await one({ command: 'deleteRole', rolename: deviceRoleName(deviceId) }, /not found/i);
    },
  };
}
