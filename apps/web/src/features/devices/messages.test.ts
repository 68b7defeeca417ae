// Every literal translation key the device screens use exists in th and en, and every value the
// screens build keys from (kinds, statuses, fields, event reasons, reject reasons) has its message.
import fs from 'node:fs';
import path from 'node:path';

import {
  DEVICE_EVENT_REASONS,
  DEVICE_EVENT_STATUSES,
  DEVICE_KINDS,
  DEVICE_STATUSES,
} from '@yaam/shared/contracts/devices';
import { REJECT_REASONS } from '@yaam/shared/contracts/ingest';
import { describe, expect, it } from 'vitest';

import { CONFLICT_MESSAGES } from '../../components/ui/conflict-dialog';
import { DEVICE_FORM_FIELDS } from './form-values';

const root = path.resolve(import.meta.dirname, '../../../public/_i18n');
const load = (lng: string) =>
  JSON.parse(fs.readFileSync(path.join(root, lng, 'messages.json'), 'utf8')) as Record<string, unknown>;
const get = (obj: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      obj,
    );
const has = (obj: unknown, key: string) => typeof get(obj, key) === 'string';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const files = [
  ...sources(import.meta.dirname),
  ...fs
    .readdirSync(path.resolve(import.meta.dirname, '../../routes/_default'))
    .filter((f) => f.startsWith('settings.devices'))
    .map((f) => path.resolve(import.meta.dirname, '../../routes/_default', f)),
];
const literalKeys = [
  ...new Set(
    files.flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/['"`]((?:devices|common)\.[A-Za-z0-9_.]+)['"`]/g)].map(
        (m) => m[1] as string,
      ),
    ),
  ),
];

describe.each(['th', 'en'])('device messages in %s', (lng) => {
  const messages = load(lng);
  it('has every literal key the screens use', () => {
    expect(literalKeys.length).toBeGreaterThan(100);
    expect(literalKeys.filter((k) => !has(messages, k))).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...DEVICE_KINDS.map((k) => `devices.kind.${k}`),
      ...DEVICE_STATUSES.map((s) => `devices.status.${s}`),
      ...DEVICE_FORM_FIELDS.map((f) => `devices.fields.${f}`),
      ...[
        'location',
        'firmware',
        'statusChangedAt',
        'updatedAt',
        'lastSeenAt',
        'readsLastHour',
        'status',
      ].map((f) => `devices.fields.${f}`),
      ...DEVICE_EVENT_STATUSES.map((s) => `devices.events.status.${s}`),
      ...DEVICE_EVENT_REASONS.map((r) => `devices.events.reason.${r}`),
      ...REJECT_REASONS.map((r) => `devices.ingest.reasons.${r}`),
      ...['forbidden', 'gone', 'saveFailed'].map((k) => `devices.form.${k}`),
      ...['id.taken', 'serial.taken', 'serial.format', 'id.format'].map((k) => `devices.fieldErrors.${k}`),
      ...CONFLICT_MESSAGES.map((k) => `devices.conflict.${k}`),
    ];
    expect(built.filter((k) => !has(messages, k))).toEqual([]);
  });
  it('says the same things in both languages (no key only on one side, plural forms aside)', () => {
    const flat = (o: unknown, p = ''): string[] =>
      Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
        v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [`${p}${k}`],
      );
    const other = load(lng === 'th' ? 'en' : 'th');
    const mine = flat(messages.devices).filter((k) => !/_(one|other)$/.test(k));
    expect(mine.filter((k) => !has(other.devices, k))).toEqual([]);
  });
});
