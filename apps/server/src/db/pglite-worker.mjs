// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so the
// server's main thread keeps reading MQTT and HTTP while a statement runs. Plain JavaScript so it
// starts the same under node, tsx and vitest. The other end is pglite-thread.ts; messages:
//   → { id, op: 'query', sql, params, options, tx? }   ← { id, result } | { id, error }
//   → { id, op: 'exec', sql, tx? }                      ← { id, result } | { id, error }
//   → { id, op: 'begin' }                               ← { id, result: txId } once BEGIN ran
//   → { id, op: 'commit' | 'rollback', tx }             ← { id, result } after COMMIT / ROLLBACK
//   → { id, op: 'listen', channel }                     ← { id, result }, then { op: 'notify', channel }
//   → { id, op: 'close' }                               ← { id, result }
//   ← { op: 'ready' } | { op: 'failed', error } once at start
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';

import { pgliteOptions } from './pglite-options.mjs';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** What can cross the thread boundary of an error: its message and its plain fields (code, constraint…). */
function plainError(err) {
  const out = { message: err instanceof Error ? err.message : String(err), name: err instanceof Error ? err.name : 'Error' };
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err)) {
      if (k === 'query' || k === 'params') continue; // the statement and its values stay here
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    }
  }
  if (err instanceof Error && err.stack) out.stack = err.stack;
  return out;
}

/** Drizzle asks for some types unparsed (`parsers` of identity functions): functions do not cross threads. */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (!rawTypes?.length) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((oid) => [oid, (value) => value])) };
}

let db;
try {
  db = await PGlite.create(workerData.dataDir, pgliteOptions());
} catch (err) {
  // Said once to the main thread, which rejects its start; the thread then ends quietly.
  port.postMessage({ op: 'failed', error: plainError(err) });
  process.exit(1);
}

let nextTx = 1;
/** Open transactions: PGlite's transaction object, and how to end its callback. */
const transactions = new Map();

class RollbackRequested extends Error {}

/** Opens a transaction and answers its id once BEGIN ran; PGlite keeps it open until end(). */
function begin() {
  const txId = nextTx++;
  return new Promise((resolveBegin, rejectBegin) => {
    const box = { ended: null };
    let began = false;
    box.ended = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          began = true;
          transactions.set(txId, { tx, commit, rollback, box });
          resolveBegin(txId);
        }),
    );
    box.ended.then(
      () => transactions.delete(txId),
      (err) => {
        transactions.delete(txId);
        if (!began) rejectBegin(err);
      },
    );
  });
}

/** Ends the transaction's callback (PGlite then commits, or rolls back) and waits for it. */
async function end(txId, commit) {
  const t = transactions.get(txId);
  if (!t) throw new Error(`no open transaction ${txId}`);
  if (commit) t.commit();
  else t.rollback(new RollbackRequested());
  try {
    await t.box.ended;
  } catch (err) {
    if (!(err instanceof RollbackRequested)) throw err;
  }
}

function target(txId) {
  if (txId === undefined) return db;
  const t = transactions.get(txId);
  if (!t) throw new Error(`no open transaction ${txId}`);
  return t.tx;
}

async function handle(m) {
  switch (m.op) {
    case 'query':
      return target(m.tx).query(m.sql, m.params, queryOptions(m.options));
    case 'exec':
      return target(m.tx).exec(m.sql);
    case 'begin':
      return begin();
    case 'commit':
      return end(m.tx, true);
    case 'rollback':
      return end(m.tx, false);
    case 'listen':
      await db.listen(m.channel, () => port.postMessage({ op: 'notify', channel: m.channel }));
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown op ${m.op}`);
  }
}

port.on('message', (m) => {
  handle(m).then(
    (result) => port.postMessage({ id: m.id, result }),
    (err) => port.postMessage({ id: m.id, error: plainError(err) }),
  );
});
port.postMessage({ op: 'ready' });
