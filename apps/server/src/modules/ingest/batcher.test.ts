import { describe, expect, it } from 'vitest';

import { Batcher, MAX_ROWS } from './batcher';

/** A batcher over a fake store that records each batch it was asked to write. */
function recording(maxConcurrent = 1) {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const batcher = new Batcher<number, number>(
    (rows) =>
      new Promise((resolve) => {
        batches.push(rows);
        pending.push(() => resolve(rows.map((r) => r * 10)));
      }),
    maxConcurrent,
  );
  const finishAll = async () => {
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { batcher, batches, finishAll };
}

describe('Batcher', () => {
  it('answers each message with its own rows, in order', async () => {
    const { batcher, finishAll } = recording();
    const a = batcher.add([1, 2]);
    const b = batcher.add([3]);
    await new Promise((r) => setImmediate(r));
    await finishAll();
    expect(await a).toEqual([10, 20]);
    expect(await b).toEqual([30]);
  });

  it('writes a lone read at the end of the turn when idle, with what came in that turn', async () => {
    const { batcher, batches, finishAll } = recording();
    void batcher.add([1]);
    void batcher.add([2]);
    expect(batches).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1, 2]]);
    await finishAll();
  });

  it('under load gathers an ordinary read, but writes an urgent one at once', async () => {
    const { batcher, batches, finishAll } = recording();
    void batcher.add([1]);
    await new Promise((r) => setImmediate(r));
    await finishAll(); // a batch just ended: the batcher is under load and gathers
    void batcher.add([2]);
    expect(batches).toHaveLength(1);
    void batcher.add([3], true);
    expect(batches).toEqual([[1], [2, 3]]);
    await finishAll();
  });

  it('sends an urgent read in the next batch as soon as the running one ends', async () => {
    const { batcher, batches, finishAll } = recording();
    void batcher.add([1]);
    await new Promise((r) => setImmediate(r));
    void batcher.add([2], true);
    expect(batches).toEqual([[1]]); // one batch at a time
    await finishAll();
    expect(batches).toEqual([[1], [2]]);
  });

  it('never puts more than MAX_ROWS rows in a batch, whole messages only', async () => {
    const { batcher, batches, finishAll } = recording();
    const big = Array.from({ length: MAX_ROWS - 1 }, (_, i) => i);
    void batcher.add(big);
    void batcher.add([1, 2]);
    await new Promise((r) => setImmediate(r));
    await finishAll();
    await new Promise((r) => setTimeout(r, 20));
    await finishAll();
    expect(batches.map((b) => b.length)).toEqual([MAX_ROWS - 1, 2]);
  });
});
