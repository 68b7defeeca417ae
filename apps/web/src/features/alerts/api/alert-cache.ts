// One changed alert into every cached feed and its timeline, whether it came from a mutation or from
// `yaam/v1/alerts/+`. The feed's filter and sort are read back from its query key.
import type { QueryClient } from '@tanstack/react-query';
import type { Alert } from '@yaam/shared/contracts/alerts';

import { isChange, isNewer, matchesFeed, upsertAlert, type AlertFeedData, type UpsertOutcome } from '../feed-cache';
import { filterOfQuery, sortOfQuery } from '../feed-search';
import type { AlertTimeline } from './get-alert-timeline';
import { alertKeys } from './keys';

/**
 * Returns what happened in the feeds: inserted somewhere, replaced somewhere, or neither. An open
 * timeline whose alert changed (a step, a sighting) is fetched again: its items changed too.
 */
export function applyAlertToCache(queryClient: QueryClient, alert: Alert): UpsertOutcome {
  let result: UpsertOutcome = 'ignored';
  for (const [key, data] of queryClient.getQueriesData<AlertFeedData>({ queryKey: alertKeys.lists() })) {
    if (!data) continue;
    const query = (key[2] ?? {}) as Record<string, string | number>;
    const { data: next, outcome } = upsertAlert(data, alert, { sort: sortOfQuery(query), matches: matchesFeed(alert, filterOfQuery(query)) });
    if (next !== data) queryClient.setQueryData(key, next);
    if (outcome === 'inserted' || (outcome === 'replaced' && result !== 'inserted')) result = outcome;
    else if (outcome === 'stale' && result === 'ignored') result = 'stale';
  }
  const timeline = queryClient.getQueryData<AlertTimeline>(alertKeys.timeline(alert.id));
  if (timeline && isNewer(alert, timeline.alert)) {
    queryClient.setQueryData<AlertTimeline>(alertKeys.timeline(alert.id), { ...timeline, alert });
    if (isChange(alert, timeline.alert)) void queryClient.invalidateQueries({ queryKey: alertKeys.timeline(alert.id) });
  }
  return result;
}

/** The timeline (new steps, sightings) and the counters after a change. */
export function refreshAlertDetails(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: alertKeys.timeline(id) }),
    queryClient.invalidateQueries({ queryKey: alertKeys.counts() }),
  ]);
}
