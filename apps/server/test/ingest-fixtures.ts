// Shared by the ingest and device tests: an app whose broker devices can reach (the embedded one on a
// free TCP port, or MQTT_URL with a share group of its own so parallel test files do not take each
// other's reads), devices in its database, device clients, and read counting.
import { randomBytes } from 'node:crypto';

import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';

import { hashPassword } from '../src/identity/password';
import { freePort, REAL_MQTT, startTestApp, type TestApp, type TestDatabase } from './helpers';

export interface IngestApp {
  t: TestApp;
  /** where devices connect */
  deviceUrl: string;
  external: boolean;
  addDevice(id: string, secret: string, districtCode?: string | null, enabled?: boolean): Promise<void>;
  connectDevice(id: string, secret: string, options?: IClientOptions): Promise<MqttClient>;
  countReads(where?: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export async function startIngestApp(options: { env?: Record<string, string>; db?: TestDatabase } = {}): Promise<IngestApp> {
  const tcpPort = REAL_MQTT ? 0 : await freePort();
  const t = await startTestApp({
    ...(options.db ? { db: options.db } : {}),
    // PORT names the server's client id on an external broker (yaam-server-<host>-<port>): every app
    // built without listening would otherwise be "…-3000" and take over the others' session.
    env: { MQTT_TCP_PORT: String(tcpPort), MQTT_SHARE_GROUP: unique('yaam-test'), PORT: String(await freePort()), ...options.env },
  });
  const clients: MqttClient[] = [];
  const database = t.db.database;
  await database.query(
    `INSERT INTO districts (code, name_th, name_en, province_code, lat, lng) VALUES
     ('BKK-LPN', 'สน.ลุมพินี', 'Lumphini', '10', 13.7279, 100.5446), ('BKK-PTW', 'สน.ปทุมวัน', 'Pathum Wan', '10', 13.7437, 100.5313)
     ON CONFLICT DO NOTHING`,
  );
  const deviceUrl = REAL_MQTT ?? `mqtt://127.0.0.1:${tcpPort}`;
  return {
    t,
    deviceUrl,
    external: Boolean(REAL_MQTT),
    async addDevice(id, secret, districtCode = 'BKK-LPN', enabled = true) {
      await database.query(
        'INSERT INTO devices (id, serial, name, secret_hash, district_code, enabled, lat, lng) VALUES ($1, $2, $3, $4, $5, $6, 13.73, 100.54)',
        [id, `SN-${id}`, `Camera ${id}`, await hashPassword(secret), districtCode, enabled],
      );
    },
    async connectDevice(id, secret, opts = {}) {
      const client = mqtt.connect(deviceUrl, {
        username: id,
        password: secret,
        clientId: `${id}-${randomBytes(3).toString('hex')}`,
        protocolVersion: 4,
        reconnectPeriod: 0,
        connectTimeout: 5000,
        ...opts,
      });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
        client.once('close', () => reject(new Error('closed before CONNACK')));
      });
      return client;
    },
    async countReads(where = 'TRUE', params = []) {
      const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM plate_reads WHERE ${where}`, params);
      return row?.n ?? 0;
    },
    async close() {
      for (const c of clients) c.end(true);
      await t.close();
    },
  };
}

export function aRead(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    plate: 'กข 1234',
    province: 'กรุงเทพมหานคร',
    capturedAt: new Date().toISOString(),
    confidence: 0.95,
    vehicle: { type: 'sedan', color: 'white', make: 'Toyota' },
    ...over,
  };
}

export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 8000, what = 'condition') {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
