// Topic filters in the MQTT console: is a filter well formed (MQTT 3.1.1 §4.7), which filters this
// user's permissions let them subscribe to (the broker's own rule, @yaam/shared/topics), and the
// sandbox topic a publish goes to.
import type { Permission } from '@yaam/shared/permissions';
import { browserPublishAllowed, browserSubscribeAllowed, TOPIC_ROOT, topics } from '@yaam/shared/topics';

export const MAX_FILTER_LENGTH = 256;
export const SANDBOX_PREFIX = `${TOPIC_ROOT}/sandbox/`;

export type FilterProblem = 'required' | 'tooLong' | 'plusLevel' | 'hashLast' | 'control';

/** Why a topic filter is malformed, or null when the broker could take it. */
export function topicFilterProblem(filter: string): FilterProblem | null {
  if (filter.length === 0) return 'required';
  if (filter.length > MAX_FILTER_LENGTH) return 'tooLong';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(filter)) return 'control';
  const levels = filter.split('/');
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i] ?? '';
    if (level.includes('#') && (level !== '#' || i !== levels.length - 1)) return 'hashLast';
    if (level.includes('+') && level !== '+') return 'plusLevel';
  }
  return null;
}

/** What the broker will say, by the same rule it applies. */
export const mayUserSubscribe = (permissions: readonly Permission[], filter: string) => browserSubscribeAllowed(permissions, filter);

const MAX_DISTRICT_SUGGESTIONS = 3;

/**
 * Filters worth suggesting to this user: every fan-out topic their permissions allow (all districts,
 * then their own districts), and the console's sandbox. Only what the broker would grant.
 */
export function suggestFilters(permissions: readonly Permission[], districts: readonly string[] = []): string[] {
  const own = districts.slice(0, MAX_DISTRICT_SUGGESTIONS);
  const candidates = [
    topics.alerts('+'),
    topics.reads('+'),
    topics.deviceState('+'),
    topics.chat('+'),
    topics.sandbox('#'),
    ...own.map((d) => topics.alerts(d)),
    ...own.map((d) => topics.reads(d)),
  ];
  return [...new Set(candidates)].filter((f) => browserSubscribeAllowed(permissions, f));
}

export type SuffixProblem = 'required' | 'tooLong' | 'wildcard' | 'emptyLevel' | 'control';

export const MAX_SUFFIX_LENGTH = 200;

/** Why a sandbox topic suffix cannot be published to, or null. */
export function sandboxSuffixProblem(suffix: string): SuffixProblem | null {
  if (suffix.length === 0) return 'required';
  if (suffix.length > MAX_SUFFIX_LENGTH) return 'tooLong';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(suffix)) return 'control';
  if (/[+#]/.test(suffix)) return 'wildcard';
  if (suffix.split('/').some((level) => level === '')) return 'emptyLevel';
  return null;
}

export const sandboxTopic = (suffix: string) => topics.sandbox(suffix);

export const mayUserPublish = (permissions: readonly Permission[], suffix: string) =>
  sandboxSuffixProblem(suffix) === null && browserPublishAllowed(permissions, sandboxTopic(suffix));
