// Applies the SQL migrations under an advisory lock: safe to run twice and from two processes at once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Database } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary but fixed: every Yaam process contends for the same lock. */
const MIGRATION_LOCK_KEY = 7_020_2026;

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

export function listMigrations(): Array<{ tag: string; statements: string[] }> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => ({
      tag,
      statements: fs
        .readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    }));
}

/** Returns the tags it applied (empty when the database was already up to date). */
export async function migrate(database: Database): Promise<string[]> {
  const migrations = listMigrations();
  return database.withTransaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await query(
      'CREATE TABLE IF NOT EXISTS yaam_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await query<{ tag: string }>('SELECT tag FROM yaam_migrations')).map((r) => r.tag));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.tag)) continue;
      for (const statement of m.statements) await query(statement);
      await query('INSERT INTO yaam_migrations (tag) VALUES ($1)', [m.tag]);
      applied.push(m.tag);
    }
    return applied;
  });
}
