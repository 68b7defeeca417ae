// One database handle for both backends: PGlite in YAAM_DATA_DIR (default) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import { copyFromStdin } from './pg-copy';
import { pgliteOptions } from './pglite-options.mjs';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Parameterised SQL returning rows; for the few places Drizzle's builder does not fit (bulk, DDL). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * `COPY target FROM …` the rows in `data` (COPY's text format: tab-separated, `\N` for NULL, one row
   * a line): one statement, every row or none; answers the rows copied. `target` is a table and its
   * column list, written by the caller (never from input).
   */
  copyFrom(target: string, data: string): Promise<number>;
  /** Runs `fn` in one transaction on one connection, with a raw query function bound to it. */
  withTransaction<T>(fn: (query: Database['query']) => Promise<T>): Promise<T>;
  /**
   * Calls `fn` for every NOTIFY on `channel`, from any process on the same database (PGlite: this
   * process). Used to drop caches when another server changed the data. Resolves once listening.
   */
  listen(channel: string, fn: () => void): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite directory; `memory://` for a throw-away database (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PGlite in its own thread (default) rather than the caller's; false for tools that want it simple. */
  thread?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options) : openPglite(options);
}

async function openPostgres(options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listener = createPgListener(options.databaseUrl!);
  const query: Database['query'] = async (text, params) => (await pool.query(text, params)).rows;
  return {
    kind: 'postgres',
    db,
    query,
    async copyFrom(target, data) {
      const client = await pool.connect();
      try {
        return await copyFromStdin(client, `COPY ${target} FROM STDIN`, data);
      } finally {
        client.release();
      }
    },
    async withTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(async (text, params) => (await client.query(text, params)).rows);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, fn) => listener.listen(channel, fn),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dir = options.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = options.thread === false ? await PGlite.create(dir, pgliteOptions()) : await PgliteThread.create(dir);
  // Drizzle's PGlite driver uses query (with row mode and raw-type parsers) and transaction only.
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  const query: Database['query'] = async (text, params) =>
    (await client.query<never>(text, params as unknown[] | undefined)).rows;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    query,
    async copyFrom(target, data) {
      // PGlite reads COPY's input from a Blob named /dev/blob (a Blob crosses to its thread as it is).
      const result = await client.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([data]) });
      return result.affectedRows ?? 0;
    },
    withTransaction: (fn) =>
      (client as PgliteThread).transaction(async (tx) => fn(async (text, params) => (await tx.query<never>(text, params)).rows)),
    async listen(channel, fn) {
      await client.listen(channel, () => fn());
    },
    async ping() {
      if (closed) throw new Error('database is closed');
      await client.query('SELECT 1');
    },
    async close() {
      closed = true;
      await client.close();
    },
  };
}

/**
 * One dedicated connection for LISTEN (a pooled one would be handed to others). When it drops, every
 * listener is told (their caches may have missed a NOTIFY) and it reconnects.
 */
function createPgListener(connectionString: string) {
  const channels = new Map<string, Set<() => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString });
      c.on('notification', (n) => channels.get(n.channel)?.forEach((fn) => fn()));
      c.on('error', () => {
        client = undefined;
        connecting = undefined;
        c.end().catch(() => {});
        channels.forEach((fns) => fns.forEach((fn) => fn()));
        if (!closed) setTimeout(() => void connect().catch(() => {}), 1000).unref();
      });
      await c.connect();
      for (const ch of channels.keys()) await c.query(`LISTEN "${ch}"`);
      client = c;
      return c;
    })();
    return connecting;
  };

  return {
    async listen(channel: string, fn: () => void) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const fresh = !channels.has(channel);
      if (fresh) channels.set(channel, new Set());
      channels.get(channel)!.add(fn);
      const c = client ?? (await connect());
      if (fresh && c === client) await c.query(`LISTEN "${channel}"`);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
