// Test harness: a fresh database per test file (PGlite in memory, or a new database on the
// PostgreSQL at DATABASE_URL that is dropped afterwards) and an app built on it.
import net from 'node:net';
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { buildApp, type YaamApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';

export const REAL_PG = process.env.DATABASE_URL;
export const REAL_MQTT = process.env.MQTT_URL;

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

/** A new, empty database: PGlite in memory, or `yaam_t_…` on DATABASE_URL. Not migrated. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!REAL_PG) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `yaam_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: REAL_PG });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(REAL_PG);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => {});
      const c = new pg.Client({ connectionString: REAL_PG });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function migratedTestDatabase(): Promise<TestDatabase> {
  const t = await createTestDatabase();
  await migrate(t.database);
  return t;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Config for tests: embedded everything unless the environment points at real services. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    YAAM_DEMO: '0',
    MQTT_TCP_PORT: '0',
    YAAM_WEB_DIST: '/nonexistent',
    ...(REAL_MQTT ? { MQTT_URL: REAL_MQTT } : {}),
    ...env,
  });
}

export interface TestApp extends YaamApp {
  db: TestDatabase;
  config: Config;
  baseUrl: string;
  close(): Promise<void>;
}

/** Builds the app on a fresh migrated database; with `listen`, on a free port matching PUBLIC_URL. */
export async function startTestApp(
  options: { listen?: boolean; env?: Record<string, string | undefined>; db?: TestDatabase } = {},
): Promise<TestApp> {
  const db = options.db ?? (await migratedTestDatabase());
  // A free port even when not listening: the server's MQTT client id derives from it, and two test
  // apps with one id would take over each other's session on a shared broker.
  const port = await freePort();
  const config = testConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env });
  const built = await buildApp({ config, database: db.database });
  if (options.listen) await built.app.listen({ port, host: '127.0.0.1' });
  else await built.app.ready();
  return {
    ...built,
    db,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await built.app.close();
      if (!options.db) await db.drop();
    },
  };
}
