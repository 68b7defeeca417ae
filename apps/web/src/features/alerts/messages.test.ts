// Every literal translation key the alert screens use exists in th and en, and every value they build
// keys from (statuses, priorities, reasons, match modes, timeline events, actions, shortcuts) has one.
import fs from 'node:fs';
import path from 'node:path';

import { ALERT_STATUSES, TIMELINE_EVENT_TYPES } from '@yaam/shared/contracts/alerts';
import { WATCH_PRIORITIES, WATCH_REASONS } from '@yaam/shared/contracts/kwatch';
import { MATCH_MODES } from '@yaam/shared/match/pattern';
import { describe, expect, it } from 'vitest';

import { TRANSITION_TARGETS } from './actions';
import { SHORTCUTS } from './keyboard';

const root = path.resolve(import.meta.dirname, '../../../public/_i18n');
const load = (lng: string) => JSON.parse(fs.readFileSync(path.join(root, lng, 'messages.json'), 'utf8')) as Record<string, unknown>;
const has = (obj: unknown, key: string) =>
  typeof key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj) === 'string';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const literalKeys = [
  ...new Set(
    sources(import.meta.dirname).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/['"`]((?:alerts|watchman|common)\.[A-Za-z0-9_.-]+)['"`]/g)].map((m) => m[1] as string)),
  ),
  // the namespace translateFieldError looks field errors up under, not a message
].filter((k) => k !== 'alerts.dialog');

describe.each(['th', 'en'])('alert messages in %s', (lng) => {
  const messages = load(lng);
  it('has every literal key the screens use', () => {
    expect(literalKeys.length).toBeGreaterThan(60);
    expect(literalKeys.filter((k) => !has(messages, k))).toEqual([]);
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
    expect(built.filter((k) => !has(messages, k))).toEqual([]);
  });
});
