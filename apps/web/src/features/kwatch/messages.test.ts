// Every literal translation key the watchlist screens use exists in th and en, and every value the
// screens build keys from (reasons, priorities, statuses, modes, fields, error codes) has its message.
import fs from 'node:fs';
import path from 'node:path';

import { WATCH_PRIORITIES, WATCH_REASONS, WATCH_STATUSES } from '@yaam/shared/contracts/kwatch';
import { MATCH_MODES } from '@yaam/shared/match/pattern';
import { describe, expect, it } from 'vitest';

import { CONFLICT_MESSAGES } from '../../components/ui/conflict-dialog';
import { LEAVE_MESSAGES } from '../../components/ui/leave-dialog';
import { FORM_FIELDS, HISTORY_FIELDS } from './form-values';

const root = path.resolve(import.meta.dirname, '../../../public/_i18n');
const load = (lng: string) => JSON.parse(fs.readFileSync(path.join(root, lng, 'messages.json'), 'utf8')) as Record<string, unknown>;
const get = (obj: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
const has = (obj: unknown, key: string) => typeof get(obj, key) === 'string';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}
const files = [...sources(import.meta.dirname), ...['kwatch.index.tsx', 'kwatch.edit.$id.tsx'].map((f) => path.resolve(import.meta.dirname, '../../routes/_default', f))];
const literalKeys = [
  ...new Set(files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/['"`]((?:kwatch|common)\.[A-Za-z0-9_.]+)['"`]/g)].map((m) => m[1] as string))),
];

/** Every leaf key under a prefix, as a flat list. */
const leaves = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe.each(['th', 'en'])('watchlist messages in %s', (lng) => {
  const messages = load(lng);
  it('has every literal key the screens use', () => {
    expect(literalKeys.length).toBeGreaterThan(100);
    expect(literalKeys.filter((k) => !has(messages, k))).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...WATCH_REASONS.map((v) => `kwatch.reason.${v}`),
      ...WATCH_PRIORITIES.map((v) => `kwatch.priority.${v}`),
      ...WATCH_STATUSES.map((v) => `kwatch.status.${v}`),
      ...MATCH_MODES.flatMap((m) => [`kwatch.mode.${m}`, `kwatch.modeBadge.${m}`, `kwatch.modeHelp.${m}`]),
      ...[...FORM_FIELDS, ...HISTORY_FIELDS, 'district', 'owner', 'updatedAt'].map((f) => `kwatch.fields.${f}`),
      ...(['reason', 'priority', 'mode', 'status'] as const).map((k) => `kwatch.fields.${k}`),
      ...['validFrom', 'validUntil'].map((f) => `kwatch.form.${f}Hint`),
      ...['create', 'update', 'delete'].map((a) => `kwatch.history.actions.${a}`),
      ...['expire', 'close'].flatMap((a) => ['title', 'description', 'ok'].map((p) => `kwatch.lifecycle.confirm.${a}.${p}`)),
      ...['expire', 'close', 'reopen'].map((a) => `kwatch.lifecycle.done.${a}`),
      ...['valid', 'all'].flatMap((m) => [`kwatch.import.mode.${m}`, `kwatch.import.modeHint.${m}`]),
      ...['allImported', 'someImported', 'noneImported'].map((k) => `kwatch.import.${k}`),
      ...['header', 'file', 'row'].map((k) => `kwatch.import.where.${k}`),
      ...['forbidden', 'gone', 'saveFailed'].map((k) => `kwatch.form.${k}`),
      ...CONFLICT_MESSAGES.map((k) => `kwatch.conflict.${k}`),
      ...LEAVE_MESSAGES.map((k) => `kwatch.leave.${k}`),
      ...['required', 'tooShort', 'tooLong', 'tooBig', 'choose', 'invalid'].map((c) => `common.validation.${c}`),
    ];
    expect(built.filter((k) => !has(messages, k))).toEqual([]);
  });
  it('has the same keys as the other language, and no empty text', () => {
    const other = load(lng === 'th' ? 'en' : 'th');
    expect(leaves(get(messages, 'kwatch')).sort()).toEqual(leaves(get(other, 'kwatch')).sort());
    expect(leaves(get(messages, 'kwatch')).filter((k) => !(get(messages, `kwatch.${k}`) as string).trim())).toEqual([]);
  });
});
