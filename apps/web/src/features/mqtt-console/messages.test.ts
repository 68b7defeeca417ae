// Every literal translation key the console uses exists in th and en, and every key it builds from a
// value (connection states, filter and topic problems, JSON hints) has its message.
import { describe, expect, it } from 'vitest';

import { loadMessages, messageAt, missingKeys, scanKeys, sourceFiles } from '../../lib/messages-test-kit';
import { SUBACK_REASONS, type ConnectionState } from '../../realtime/connection';
import type { JsonCheck } from './payload';
import type { FilterProblem, SuffixProblem } from './topic-filters';

/** A namespace handed to a helper (translateFieldError's 'mqtt.publish') is an object, not a message. */
const isNamespace = (obj: unknown, key: string) => typeof messageAt(obj, key) === 'object';

const literalKeys = scanKeys(sourceFiles(import.meta.dirname), ['mqtt', 'common', 'realtime']);

const STATES: ConnectionState[] = ['idle', 'connecting', 'connected', 'reconnecting', 'closed', 'offline', 'ended'];
const FILTER_PROBLEMS: FilterProblem[] = ['required', 'tooLong', 'plusLevel', 'hashLast', 'control'];
const SUFFIX_PROBLEMS: Exclude<SuffixProblem, 'tooLong'>[] = ['required', 'wildcard', 'emptyLevel', 'control'];
const JSON_KINDS: JsonCheck['kind'][] = ['empty', 'json', 'text', 'invalidJson'];

describe.each(['th', 'en'])('MQTT console messages in %s', (lng) => {
  const messages = loadMessages(lng);
  it('has every literal key the console uses', () => {
    expect(literalKeys.length).toBeGreaterThan(60);
    expect(missingKeys(messages, literalKeys).filter((k) => !isNamespace(messages, k))).toEqual([]);
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
    expect(missingKeys(messages, built)).toEqual([]);
  });
});
