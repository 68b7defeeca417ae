// Every literal translation key the police screens use exists in th and en, and every value the
// screens build keys from (statuses, columns, form fields, audit actions) has its message.
import fs from 'node:fs';
import path from 'node:path';

import { OFFICER_STATUSES } from '@yaam/shared/contracts/police';
import { describe, expect, it } from 'vitest';

import { CONFLICT_MESSAGES } from '../../components/ui/conflict-dialog';
import { LEAVE_MESSAGES } from '../../components/ui/leave-dialog';
import { FORM_FIELDS } from './form-values';
import { OPTIONAL_COLUMNS } from './use-columns';

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

const literalKeys = [...new Set(sources(import.meta.dirname).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/['"`]((?:police|common)\.[A-Za-z0-9_.]+)['"`]/g)].map((m) => m[1] as string)))];

describe.each(['th', 'en'])('police messages in %s', (lng) => {
  const messages = load(lng);
  it('has every literal key the screens use', () => {
    expect(literalKeys.length).toBeGreaterThan(50);
    expect(literalKeys.filter((k) => !has(messages, k))).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...OFFICER_STATUSES.map((s) => `police.status.${s}`),
      ...OPTIONAL_COLUMNS.map((c) => `police.columns.${c}`),
      ...FORM_FIELDS.map((f) => `police.fields.${f}`),
      ...['name', 'nameEn', 'updatedAt'].map((f) => `police.fields.${f}`),
      ...['create', 'update', 'delete', 'restore'].map((a) => `police.home.actions.${a}`),
      ...['required', 'tooShort', 'tooLong', 'tooBig', 'format', 'email', 'url', 'uuid', 'choose', 'invalid', 'taken', 'notFound'].map((c) => `common.validation.${c}`),
      ...['forbidden', 'gone', 'saveFailed'].map((k) => `police.form.${k}`),
      ...CONFLICT_MESSAGES.map((k) => `police.conflict.${k}`),
      ...LEAVE_MESSAGES.map((k) => `police.leave.${k}`),
    ];
    expect(built.filter((k) => !has(messages, k))).toEqual([]);
  });
});
