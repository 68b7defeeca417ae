import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pgErrorOf, PG_UNIQUE_VIOLATION } from './errors';
import { PgliteThread } from './pglite-thread';

let db: PgliteThread;

beforeAll(async () => {
  db = await PgliteThread.create('memory://');
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, at timestamptz, tags text[], doc jsonb)');
});
afterAll(async () => {
  await db.close();
});

describe('PGlite in its own thread', () => {
  it('answers queries with parsed values, in rows or arrays, and leaves the types Drizzle asks for raw', async () => {
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4)', [1, new Date('2026-11-22T01:02:03.004Z'), ['a', 'b'], JSON.stringify({ k: 1 })]);
    const { rows } = await db.query<{ id: number; at: Date; tags: string[]; doc: unknown }>('SELECT * FROM t WHERE id = 1');
    expect(rows[0]).toEqual({ id: 1, at: new Date('2026-11-22T01:02:03.004Z'), tags: ['a', 'b'], doc: { k: 1 } });
    const raw = await db.query<unknown[]>('SELECT id, at FROM t WHERE id = 1', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(raw.rows[0]).toEqual([1, expect.stringMatching(/^2026-11-22 01:02:03\.004\+00/)]);
  });

  it('keeps the database error code and constraint for the API to answer 409', async () => {
    const err = await db.query('INSERT INTO t (id) VALUES (1)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(pgErrorOf(err)).toEqual({ code: PG_UNIQUE_VIOLATION, constraint: 't_pkey' });
  });

  it('commits a transaction that resolves, rolls back one that throws, and keeps other statements out meanwhile', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (2)');
      // Posted while the transaction is open: runs after it, as in PGlite.
      outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t').then((r) => order.push(`outside saw ${r.rows[0]?.n}`));
      await tx.query('INSERT INTO t (id) VALUES (3)');
      order.push('inside done');
    });
    await outside;
    expect(order).toEqual(['inside done', 'outside saw 3']);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (4)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A statement that fails inside rolls the whole transaction back too.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (5)');
        await tx.query('INSERT INTO t (id) VALUES (1)');
      }),
    ).rejects.toThrow(/duplicate key/);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM t ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('passes NOTIFY on to listeners', async () => {
    let heard = 0;
    await db.listen('t_changed', () => heard++);
    await db.query("NOTIFY t_changed, 'x'");
    await expect.poll(() => heard).toBe(1);
  });

  it('refuses further work once closed, and its start fails on a bad data directory', async () => {
    const other = await PgliteThread.create('memory://');
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/database thread ended/);
    await expect(PgliteThread.create('/etc/hostname/pglite')).rejects.toThrow();
  });
});
