// Realtime messages are hints: once the connection comes back after it was down (reconnecting,
// offline, closed), whatever was published meanwhile is lost, so the console reloads from the API.
import type { ConnectionState } from '../../realtime/connection';

export interface ReconnectTracker {
  /** the connection went down since it was last up */
  wasDown: boolean;
  /** it has been up at least once while the console was open */
  seenUp: boolean;
}

export const INITIAL_TRACKER: ReconnectTracker = { wasDown: false, seenUp: false };

const DOWN: ReadonlySet<ConnectionState> = new Set(['reconnecting', 'offline', 'closed']);

/**
 * The next tracker for a new connection state, and whether to refetch now: when the connection is up
 * again after being down, or up for the first time after the console loaded its lists (anything
 * published before the subscription was in place is missing from them).
 */
export function trackConnection(t: ReconnectTracker, state: ConnectionState): { tracker: ReconnectTracker; refetch: boolean } {
  if (state === 'connected') {
    const refetch = t.wasDown || !t.seenUp;
    return { tracker: { wasDown: false, seenUp: true }, refetch };
  }
  if (DOWN.has(state)) return { tracker: { ...t, wasDown: true }, refetch: false };
  return { tracker: t, refetch: false };
}
