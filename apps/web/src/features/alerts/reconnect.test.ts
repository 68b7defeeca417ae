import { describe, expect, it } from 'vitest';

import type { ConnectionState } from '../../realtime/connection';
import { INITIAL_TRACKER, trackConnection, type ReconnectTracker } from './reconnect';

/** Feeds states in order; returns at which of them a refetch was asked for. */
function refetchesAt(states: ConnectionState[], start: ReconnectTracker = INITIAL_TRACKER): number[] {
  let t = start;
  const out: number[] = [];
  states.forEach((s, i) => {
    const next = trackConnection(t, s);
    t = next.tracker;
    if (next.refetch) out.push(i);
  });
  return out;
}

describe('trackConnection', () => {
  it('refetches when the connection is back after reconnecting, offline or closed', () => {
    const up = { wasDown: false, seenUp: true };
    expect(refetchesAt(['reconnecting', 'connected'], up)).toEqual([1]);
    expect(refetchesAt(['offline', 'reconnecting', 'connected'], up)).toEqual([2]);
    expect(refetchesAt(['closed', 'reconnecting', 'closed', 'reconnecting', 'connected'], up)).toEqual([4]);
  });

  it('does not refetch while up, nor twice for one outage', () => {
    const up = { wasDown: false, seenUp: true };
    expect(refetchesAt(['connected', 'connected'], up)).toEqual([]);
    expect(refetchesAt(['reconnecting', 'connected', 'connected'], up)).toEqual([1]);
    expect(refetchesAt(['reconnecting', 'connected', 'closed', 'reconnecting', 'connected'], up)).toEqual([1, 4]);
  });

  it('refetches on the first connection after the console loaded while it was still connecting', () => {
    expect(refetchesAt(['connecting', 'connected', 'connected'])).toEqual([1]);
    expect(refetchesAt(['idle', 'ended'])).toEqual([]);
  });
});
