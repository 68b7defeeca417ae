// One database handle for both backends: PGlite in YAAM_DATA_DIR (default) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Parameterised SQL returning rows; for the few places Drizzle's builder does not fit (bulk, DDL). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction on one connection, with a raw query function bound to it. */
  withTransaction<T>(fn: (query: Database['query']) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite directory; `memory://` for a throw-away database (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
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
  const query: Database['query'] = async (text, params) => (await pool.query(text, params)).rows;
  return {
    kind: 'postgres',
    db,
    query,
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
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dir = options.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const query: Database['query'] = async (text, params) =>
    (await client.query<never>(text, params as unknown[] | undefined)).rows;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    query,
    withTransaction: (fn) =>
      client.transaction(async (tx) => fn(async (text, params) => (await tx.query<never>(text, params)).rows)),
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
