import fs from 'node:fs';
import path from 'node:path';

import { DEFAULT_UI_TEXTS, LOCALES } from '@yaam/shared/spec';
import { describe, expect, it } from 'vitest';

import { detectLocale } from './i18n';

const dir = path.resolve(import.meta.dirname, '../../public/_i18n');
const load = (lng: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, 'messages.json'), 'utf8')) as Record<string, unknown>;

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function values(obj: unknown): string[] {
  if (typeof obj === 'string') return [obj];
  if (typeof obj !== 'object' || obj === null) return [];
  return Object.values(obj).flatMap(values);
}

describe('messages', () => {
  const th = load('th');
  const en = load('en');

  it('th and en have exactly the same keys', () => {
    const a = new Set(keys(th));
    const b = new Set(keys(en));
    expect([...a].filter((k) => !b.has(k)), 'keys only in th').toEqual([]);
    expect([...b].filter((k) => !a.has(k)), 'keys only in en').toEqual([]);
  });

  it('no message is empty', () => {
    for (const lng of LOCALES) expect(values(load(lng)).filter((v) => !v.trim())).toEqual([]);
  });

  it('carries every SPEC §9 default English text, and toast.close', () => {
    const all = new Set(values(en));
    for (const text of DEFAULT_UI_TEXTS) expect(all.has(text), text).toBe(true);
    expect((en.toast as { close?: string }).close).toBe('Close');
    expect((th.toast as { close?: string }).close).toBeTruthy();
  });

  it('has every common key the shared components and lib use, and the ones the pager builds', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const files = ['components', 'lib'].flatMap((d) =>
      fs
        .readdirSync(path.join(src, d), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => path.join(src, d, f)),
    );
    const used = files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/['"`](common\.[A-Za-z0-9_.]+)['"`]/g)].map((m) => m[1] as string));
    expect(used).toEqual(expect.arrayContaining(['common.pager.range', 'common.table.sortBy', 'common.district.placeholder']));
    const wanted = [...new Set([...used, 'common.pager.previous', 'common.pager.next'])];
    for (const messages of [th, en]) expect(wanted.filter((k) => !keys(messages).includes(k))).toEqual([]);
  });

  it('groups keys by feature namespace with nested semantic keys', () => {
    for (const ns of ['common', 'nav', 'auth', 'error', 'police', 'settings', 'systemUsers']) expect(en[ns]).toBeTypeOf('object');
  });
});

describe('locale detection (SPEC §4)', () => {
  it('cookie, then browser languages, then th', () => {
    expect(detectLocale('en', ['th-TH'])).toBe('en');
    expect(detectLocale('fr', ['fr-FR', 'en-US'])).toBe('en');
    expect(detectLocale(null, ['de', 'ja'])).toBe('th');
    expect(detectLocale(undefined, [])).toBe('th');
  });
});
