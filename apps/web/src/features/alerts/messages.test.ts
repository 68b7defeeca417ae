// Every literal translation key the alert screens use exists in th and en, and every value they build
// keys from (statuses, priorities, reasons, match modes, timeline events, actions, shortcuts) has one.
import { ALERT_STATUSES, TIMELINE_EVENT_TYPES } from '@yaam/shared/contracts/alerts';
import { WATCH_PRIORITIES, WATCH_REASONS } from '@yaam/shared/contracts/kwatch';
import { MATCH_MODES } from '@yaam/shared/match/pattern';
import { describe, expect, it } from 'vitest';

import { loadMessages, missingKeys, scanKeys, sourceFiles } from '../../lib/messages-test-kit';
import { TRANSITION_TARGETS } from './actions';
import { SHORTCUTS } from './keyboard';

const literalKeys = scanKeys(
  sourceFiles(import.meta.dirname),
  ['alerts', 'watchman', 'common'],
  { keyPattern: '[A-Za-z0-9_.-]+' }, // hyphens too: 'false-positive' is a key segment here
  // the namespace translateFieldError looks field errors up under, not a message
).filter((k) => k !== 'alerts.dialog');

describe.each(['th', 'en'])('alert messages in %s', (lng) => {
  const messages = loadMessages(lng);
  it('has every literal key the screens use', () => {
    expect(literalKeys.length).toBeGreaterThan(60);
    expect(missingKeys(messages, literalKeys)).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...ALERT_STATUSES.map((s) => `alerts.status.${s}`),
      ...WATCH_PRIORITIES.map((p) => `alerts.priority.${p}`),
      ...WATCH_REASONS.map((r) => `alerts.reason.${r}`),
      ...MATCH_MODES.map((m) => `alerts.match.${m}`),
      ...TIMELINE_EVENT_TYPES.map((e) => `alerts.timeline.${e}`),
      ...TRANSITION_TARGETS.map((a) => `alerts.actions.${a}`),
      ...TRANSITION_TARGETS.map((a) => `alerts.done.${a}`),
      ...(['dispatched', 'resolved', 'false-positive'] as const).flatMap((a) => ['title', 'description', 'placeholder', 'confirm'].map((k) => `alerts.dialog.${a}.${k}`)),
      ...SHORTCUTS.map((s) => `watchman.keys.${s.label}`),
      'alerts.dialog.fieldErrors.note.required',
    ];
    expect(missingKeys(messages, built)).toEqual([]);
  });
});
