// Test harness: a fresh database per test file (PGlite, or a new database on the PostgreSQL at
// DATABASE_URL that is dropped afterwards) and an app built on it. A migrated database is a copy of a
// template migrated once per set of migrations (PGlite: a data directory; PostgreSQL: a template
// database), not migrated again each time: PGlite's initdb and the migrations cost seconds a file.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  return createPgDatabase(REAL_PG);
}

async function createPgDatabase(adminUrl: string, template?: string): Promise<TestDatabase> {
  const name = `yaam_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => {});
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A new database with every migration applied: a copy of the migrated template. */
export async function migratedTestDatabase(): Promise<TestDatabase> {
  return REAL_PG ? copyPgTemplate(REAL_PG) : copyPgliteTemplate();
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** Names the migrations (and the PGlite build): a template made from other ones is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS_DIR);
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  hash.update(fs.readFileSync(path.join(path.dirname(wasm), '..', 'package.json')));
  return hash.digest('hex').slice(0, 12);
}

/**
 * PGlite: the data directory of a migrated database, made once in the temp directory (beside a
 * copy made by another test process at the same time, the first rename wins), then copied for each
 * test database. The copy is opened as the server opens its YAAM_DATA_DIR.
 */
async function copyPgliteTemplate(): Promise<TestDatabase> {
  const template = path.join(os.tmpdir(), `yaam-test-pglite-${templateKey()}`);
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    const building = fs.mkdtempSync(`${template}.building-`);
    const dir = path.join(building, 'pglite');
    const database = await openDatabase({ dataDir: dir });
    await migrate(database);
    await database.close();
    try {
      fs.renameSync(dir, template);
    } catch {
      // another process made it first
    }
    fs.rmSync(building, { recursive: true, force: true });
  }
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'yaam-test-db-'));
  const dir = path.join(parent, 'pglite');
  fs.cpSync(template, dir, { recursive: true });
  const opened = await openDatabase({ dataDir: dir });
  // Closing the database removes the copy: a test may close it and never drop it.
  const database: Database = {
    ...opened,
    async close() {
      try {
        await opened.close();
      } finally {
        fs.rmSync(parent, { recursive: true, force: true });
      }
    },
  };
  return { database, url: undefined, drop: () => database.close().catch(() => {}) };
}

/**
 * PostgreSQL: `CREATE DATABASE … TEMPLATE yaam_tmpl_<key>`, the template migrated once under an
 * advisory lock (parallel test files wait for the first). Nobody connects to a template afterwards:
 * PostgreSQL copies a template only while no one is connected to it.
 */
async function copyPgTemplate(adminUrl: string): Promise<TestDatabase> {
  const template = `yaam_tmpl_${templateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const found = await admin.query<{ ok: boolean }>(
      'SELECT datistemplate AS ok FROM pg_database WHERE datname = $1',
      [template],
    );
    const ready = found.rows[0];
    if (!ready?.ok) {
      if (ready) await admin.query(`DROP DATABASE ${template} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${template}`);
      const url = new URL(adminUrl);
      url.pathname = `/${template}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      await migrate(database);
      await database.close();
      await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    }
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  } finally {
    await admin.end();
  }
  return createPgDatabase(adminUrl, template);
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
