// Every literal translation key the console uses exists in th and en, and every key it builds from a
// value (connection states, filter and topic problems, JSON hints) has its message.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { SUBACK_REASONS, type ConnectionState } from '../../realtime/connection';
import type { JsonCheck } from './payload';
import type { FilterProblem, SuffixProblem } from './topic-filters';

const root = path.resolve(import.meta.dirname, '../../../public/_i18n');
const load = (lng: string) => JSON.parse(fs.readFileSync(path.join(root, lng, 'messages.json'), 'utf8')) as Record<string, unknown>;
const at = (obj: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
const has = (obj: unknown, key: string) => typeof at(obj, key) === 'string';
/** A namespace handed to a helper (translateFieldError's 'mqtt.publish') is an object, not a message. */
const isNamespace = (obj: unknown, key: string) => typeof at(obj, key) === 'object';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const literalKeys = [...new Set(sources(import.meta.dirname).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/['"`]((?:mqtt|common|realtime)\.[A-Za-z0-9_.]+)['"`]/g)].map((m) => m[1] as string)))];

const STATES: ConnectionState[] = ['idle', 'connecting', 'connected', 'reconnecting', 'closed', 'offline', 'ended'];
const FILTER_PROBLEMS: FilterProblem[] = ['required', 'tooLong', 'plusLevel', 'hashLast', 'control'];
const SUFFIX_PROBLEMS: Exclude<SuffixProblem, 'tooLong'>[] = ['required', 'wildcard', 'emptyLevel', 'control'];
const JSON_KINDS: JsonCheck['kind'][] = ['empty', 'json', 'text', 'invalidJson'];

describe.each(['th', 'en'])('MQTT console messages in %s', (lng) => {
  const messages = load(lng);
  it('has every literal key the console uses', () => {
    expect(literalKeys.length).toBeGreaterThan(60);
    expect(literalKeys.filter((k) => !has(messages, k) && !isNamespace(messages, k))).toEqual([]);
  });
  it('has every key built from a value', () => {
    const built = [
      ...STATES.map((s) => `realtime.${s}`),
      ...STATES.map((s) => `mqtt.connection.hints.${s}`),
      ...FILTER_PROBLEMS.map((p) => `mqtt.subscriptions.errors.${p}`),
      ...SUFFIX_PROBLEMS.map((p) => `mqtt.publish.fieldErrors.suffix.${p}`),
      'common.validation.tooLong',
      'mqtt.publish.fieldErrors.payload.tooBig',
      ...JSON_KINDS.map((k) => `mqtt.publish.json.${k}`),
      ...Object.keys(SUBACK_REASONS).map((code) => `mqtt.subscriptions.reasons.c${code}`),
      'mqtt.connection.protocols.v4',
      'mqtt.connection.protocols.v5',
    ];
    expect(built.filter((k) => !has(messages, k))).toEqual([]);
  });
});
