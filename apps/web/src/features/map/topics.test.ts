import { browserSubscribeAllowed, topics } from '@yaam/shared/topics';
import { describe, expect, it } from 'vitest';

import { MAP_TOPICS } from './topics';

describe('the map topics', () => {
  it('are the shared topics with a wildcard level', () => {
    expect(MAP_TOPICS.reads).toBe(topics.reads('+'));
    expect(MAP_TOPICS.alerts).toBe(topics.alerts('+'));
    expect(MAP_TOPICS.deviceStates).toBe(topics.deviceState('+'));
  });

  it('are what a browser with read rights may subscribe to', () => {
    const all = [
      { resource: 'read', allow: 'r' },
      { resource: 'alert', allow: 'r' },
      { resource: 'device', allow: 'r' },
    ] as const;
    for (const filter of Object.values(MAP_TOPICS)) expect(browserSubscribeAllowed(all, filter)).toBe(true);
    expect(browserSubscribeAllowed([], MAP_TOPICS.reads)).toBe(false);
  });
});
