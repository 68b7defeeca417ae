import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { topicMatches } from './topic-match';

/** MQTT topic matching by the book (split into levels), to check the fast one against. */
function reference(filter: string, topic: string): boolean {
  if (topic.startsWith('$') !== filter.startsWith('$')) return false;
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}

describe('topicMatches', () => {
  it.each([
    ['yaam/v1/devices/+/reads', 'yaam/v1/devices/cam-1/reads', true],
    ['yaam/v1/devices/+/reads', 'yaam/v1/devices/cam-1/status', false],
    ['yaam/v1/devices/+/reads', 'yaam/v1/devices//reads', true],
    ['yaam/v1/#', 'yaam/v1', true],
    ['yaam/v1/#', 'yaam/v10', false],
    ['yaam/+', 'yaam', false],
    ['yaam/+', 'yaam/', true],
    ['+/+', '/', true],
    ['#', '$SYS/x', false],
    ['$SYS/#', '$SYS/x', true],
    ['a/b', 'a/b/c', false],
    ['a/b/c', 'a/b', false],
    ['yaam/v1/alerts/+', 'yaam/v1/alerts/a/b', false],
    ['yaam/v1/#', 'yaam/v1/chats/a', true],
  ])('%s against %s: %s', (filter, topic, expected) => {
    expect(topicMatches(filter, topic)).toBe(expected);
    expect(reference(filter, topic)).toBe(expected);
  });

  it('agrees with matching level by level on any filter and topic', () => {
    const level = fc.constantFrom('a', 'b', 'ab', '', 'cam-1', '$x');
    const topic = fc.array(level, { minLength: 1, maxLength: 5 }).map((l) => l.join('/'));
    const filter = fc
      .tuple(fc.array(fc.oneof(level, fc.constant('+')), { minLength: 1, maxLength: 5 }), fc.boolean())
      .map(([l, hash]) => (hash ? [...l, '#'] : l).join('/'));
    fc.assert(fc.property(filter, topic, (f, t) => topicMatches(f, t) === reference(f, t)), { numRuns: 5000 });
  });
});
