import { ALERT_STATUSES, ALERT_TRANSITIONS } from '@yaam/shared/contracts/alerts';
import { describe, expect, it } from 'vitest';

import { availableActions, canDo, NOTE_RULE } from './actions';

describe('availableActions', () => {
  it('offers the lifecycle steps ALERT_TRANSITIONS allows, and assign while open', () => {
    expect(availableActions({ status: 'new' }, true)).toEqual(['acknowledged', 'false-positive', 'assign']);
    expect(availableActions({ status: 'acknowledged' }, true)).toEqual(['dispatched', 'resolved', 'false-positive', 'assign']);
    expect(availableActions({ status: 'dispatched' }, true)).toEqual(['resolved', 'false-positive', 'assign']);
    expect(availableActions({ status: 'resolved' }, true)).toEqual([]);
    expect(availableActions({ status: 'false-positive' }, true)).toEqual([]);
  });

  it('never offers a step the server would refuse', () => {
    for (const status of ALERT_STATUSES) {
      for (const action of availableActions({ status }, true)) {
        if (action !== 'assign') expect(ALERT_TRANSITIONS[status]).toContain(action);
      }
    }
  });

  it('offers nothing without the right to change alerts', () => {
    for (const status of ALERT_STATUSES) expect(availableActions({ status }, false)).toEqual([]);
    expect(canDo({ status: 'new' }, 'acknowledged', false)).toBe(false);
    expect(canDo({ status: 'new' }, 'dispatched', true)).toBe(false);
    expect(canDo({ status: 'acknowledged' }, 'dispatched', true)).toBe(true);
  });

  it('asks for a reason for a false positive, a note optionally when dispatching or resolving', () => {
    expect(NOTE_RULE).toEqual({ acknowledged: 'none', dispatched: 'optional', resolved: 'optional', 'false-positive': 'required' });
  });
});
