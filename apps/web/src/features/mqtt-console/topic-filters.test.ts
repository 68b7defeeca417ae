import { DEMO_GROUPS, type Permission } from '@yaam/shared/permissions';
import { describe, expect, it } from 'vitest';

import { mayUserPublish, mayUserSubscribe, sandboxSuffixProblem, suggestFilters, topicFilterProblem } from './topic-filters';

const perms = (role: string): Permission[] => DEMO_GROUPS.find((g) => g.role === role)?.permissions ?? [];

describe('topic filter syntax (MQTT 3.1.1 §4.7)', () => {
  it('accepts well-formed filters', () => {
    for (const f of ['yaam/v1/sandbox/#', '#', '+', 'yaam/v1/devices/+/state', 'a//b', '/leading', 'yaam/v1/alerts/BKK01']) {
      expect(topicFilterProblem(f), f).toBeNull();
    }
  });
  it('names what is wrong', () => {
    expect(topicFilterProblem('')).toBe('required');
    expect(topicFilterProblem('a/#/b')).toBe('hashLast');
    expect(topicFilterProblem('a/b#')).toBe('hashLast');
    expect(topicFilterProblem('a/b+/c')).toBe('plusLevel');
    expect(topicFilterProblem('a/+b')).toBe('plusLevel');
    expect(topicFilterProblem('a/\u0000')).toBe('control');
    expect(topicFilterProblem('a'.repeat(257))).toBe('tooLong');
  });
});

describe('filter suggestions from permissions', () => {
  it('an administrator gets every fan-out topic and the sandbox', () => {
    expect(suggestFilters(perms('administrator'))).toEqual([
      'yaam/v1/alerts/+',
      'yaam/v1/reads/+',
      'yaam/v1/devices/+/state',
      'yaam/v1/chats/+',
      'yaam/v1/sandbox/#',
    ]);
  });
  it('a technician gets reads, device state and the sandbox, not alerts or chats', () => {
    expect(suggestFilters(perms('technician'))).toEqual(['yaam/v1/reads/+', 'yaam/v1/devices/+/state', 'yaam/v1/sandbox/#']);
  });
  it("adds the user's own districts, and nothing the broker would refuse", () => {
    const officer = suggestFilters(perms('user'), ['BKK01', 'BKK02', 'BKK03', 'BKK04']);
    expect(officer).toContain('yaam/v1/alerts/BKK01');
    expect(officer).toContain('yaam/v1/reads/BKK03');
    expect(officer).not.toContain('yaam/v1/alerts/BKK04');
    expect(officer).not.toContain('yaam/v1/sandbox/#');
    for (const f of officer) expect(mayUserSubscribe(perms('user'), f)).toBe(true);
    expect(suggestFilters([])).toEqual([]);
  });
  it('the broker rule refuses device traffic and #', () => {
    expect(mayUserSubscribe(perms('administrator'), '#')).toBe(false);
    expect(mayUserSubscribe(perms('administrator'), 'yaam/v1/devices/+/reads')).toBe(false);
    expect(mayUserSubscribe(perms('management'), 'yaam/v1/sandbox/#')).toBe(true);
  });
});

describe('sandbox publish topics', () => {
  it('checks the suffix', () => {
    expect(sandboxSuffixProblem('test')).toBeNull();
    expect(sandboxSuffixProblem('a/b/c')).toBeNull();
    expect(sandboxSuffixProblem('')).toBe('required');
    expect(sandboxSuffixProblem('a/+')).toBe('wildcard');
    expect(sandboxSuffixProblem('#')).toBe('wildcard');
    expect(sandboxSuffixProblem('a//b')).toBe('emptyLevel');
    expect(sandboxSuffixProblem('a/')).toBe('emptyLevel');
    expect(sandboxSuffixProblem('x'.repeat(201))).toBe('tooLong');
  });
  it('only holders of mqtt c may publish', () => {
    expect(mayUserPublish(perms('administrator'), 'test')).toBe(true);
    expect(mayUserPublish(perms('technician'), 'test')).toBe(true);
    expect(mayUserPublish(perms('management'), 'test')).toBe(false);
    expect(mayUserPublish(perms('administrator'), 'a/#')).toBe(false);
  });
});
