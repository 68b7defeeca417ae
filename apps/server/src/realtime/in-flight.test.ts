import { describe, expect, it } from 'vitest';

import { createInFlight } from './in-flight';

describe('createInFlight', () => {
  it('counts work until it settles, and settle() waits for the last of it', async () => {
    const inFlight = createInFlight();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const a = inFlight.track(() => held);
    const b = inFlight.track(() => Promise.reject(new Error('failed')));
    expect(inFlight.size).toBe(2);
    await expect(b).rejects.toThrow('failed');
    expect(inFlight.size).toBe(1);
    let settled = false;
    const waiting = inFlight.settle(10_000).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    release();
    await waiting;
    await a;
    expect(inFlight.size).toBe(0);
  });

  it('gives up waiting after the grace period', async () => {
    const inFlight = createInFlight();
    void inFlight.track(() => new Promise(() => {}));
    const started = Date.now();
    await inFlight.settle(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(inFlight.size).toBe(1);
  });
});
