// PGlite in its own thread (pglite-worker.mjs), behind the part of PGlite's interface that Drizzle
// and db/client.ts use: query, exec, transaction, listen, close. PGlite is PostgreSQL compiled to
// WebAssembly; in the server's thread every statement stopped MQTT and HTTP for as long as it ran
// (about half of the thread under ingest load). Here the database works on the other core.
//
// Statements keep PGlite's order: the worker handles messages in the order they are posted, and a
// statement outside a transaction waits for an open one to end, as in PGlite itself.
import { Worker } from 'node:worker_threads';

import type { Results } from '@electric-sql/pglite';

type Params = unknown[] | undefined;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  [key: string]: unknown;
}

interface Reply {
  id?: number;
  op?: 'ready' | 'failed' | 'notify';
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
  channel?: string;
}

/** The worker's error as an Error again, with its fields (code, constraint, detail…) for pgErrorOf. */
function toError(plain: Record<string, unknown> & { message: string }): Error {
  const { message, stack: _stack, ...fields } = plain;
  return Object.assign(new Error(message), fields);
}

/** Parsers cannot cross threads; the only ones Drizzle passes leave a type unparsed. */
function encodeOptions(options?: QueryOptions) {
  if (!options) return undefined;
  const { parsers, ...rest } = options;
  return parsers ? { ...rest, rawTypes: Object.keys(parsers).map(Number) } : rest;
}

export interface PgliteLike {
  query<T>(sql: string, params?: Params, options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results<unknown>>>;
}

export interface PgliteTransactionLike extends PgliteLike {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export class PgliteThread implements PgliteLike {
  private seq = 0;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly channels = new Map<string, Set<() => void>>();
  private exited: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: Reply) => {
      if (m.op === 'notify') {
        this.channels.get(m.channel ?? '')?.forEach((fn) => fn());
        return;
      }
      if (m.id === undefined) return;
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.error) p.reject(toError(m.error));
      else p.resolve(m.result);
    });
    // An error thrown in the thread ends it; 'exit' below tells whoever waits.
    worker.on('error', () => {});
    worker.on('exit', (code) => {
      this.exited = new Error(`the database thread ended (exit code ${code})`);
      for (const p of this.pending.values()) p.reject(this.exited);
      this.pending.clear();
    });
  }

  /** Starts the thread and opens the database in `dataDir` (`memory://` for a throw-away one). */
  static async create(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (m: Reply) => {
        if (m.op === 'ready') done(null);
        else if (m.op === 'failed' && m.error) done(toError(m.error));
      };
      const onError = (err: Error) => done(err);
      const onExit = (code: number) => done(new Error(`the database thread ended while starting (exit code ${code})`));
      const done = (err: Error | null) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (err) {
          void worker.terminate();
          reject(err);
        } else resolve();
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
    worker.unref();
    return new PgliteThread(worker);
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = ++this.seq;
    // The thread keeps the process alive only while it owes an answer (a forgotten close() does not).
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: Params, options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, options: encodeOptions(options), tx });
  }

  exec(sql: string, tx?: number): Promise<Array<Results<unknown>>> {
    return this.call({ op: 'exec', sql, tx });
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it rejects. */
  async transaction<T>(fn: (tx: PgliteTransactionLike) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin' });
    let closed = false;
    const end = async (op: 'commit' | 'rollback') => {
      if (closed) return;
      closed = true;
      await this.call({ op, tx: txId });
    };
    const tx: PgliteTransactionLike = {
      query: (sql, params, options) => this.query(sql, params, options, txId),
      exec: (sql) => this.exec(sql, txId),
      rollback: () => end('rollback'),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await end('rollback').catch(() => {});
      throw err;
    }
    await end('commit');
    return result;
  }

  async listen(channel: string, fn: () => void): Promise<void> {
    let set = this.channels.get(channel);
    if (!set) {
      this.channels.set(channel, (set = new Set()));
      await this.call({ op: 'listen', channel });
    }
    set.add(fn);
  }

  async close(): Promise<void> {
    if (this.exited) return;
    await this.call({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
