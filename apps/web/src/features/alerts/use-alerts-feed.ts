// The console's realtime side: every alert published on `yaam/v1/alerts/+` goes into the cached feeds
// (new at the top, changed in place) and the counters refresh; a new alert makes a toast, and a new
// high or critical one a tone and a browser notification as the officer chose. After the connection
// was down, the feeds, counters and timeline are fetched again: messages are hints, the API is the truth.
import { useQueryClient } from '@tanstack/react-query';
import { alertSchema, type Alert } from '@yaam/shared/contracts/alerts';
import { TOPIC_ROOT } from '@yaam/shared/topics';
import { useEffect, useRef } from 'react';

import { connectionState, subscribeTopic } from '../../realtime/connection';
import { applyAlertToCache } from './api/alert-cache';
import { alertKeys } from './api/keys';
import { trackConnection, type ReconnectTracker } from './reconnect';

export const ALERTS_FILTER = `${TOPIC_ROOT}/alerts/+`;
const COUNTS_DELAY_MS = 400;

/** A freshly raised alert, not one we have seen before (it is published once per district). */
export function isFreshAlert(alert: Alert, seen: ReadonlySet<string>): boolean {
  return !seen.has(alert.id) && alert.status === 'new' && alert.version === 1 && alert.sightingCount === 1;
}

export function useAlertsFeed({ onNew, knownIds }: { onNew: (alert: Alert) => void; knownIds: () => Iterable<string> }) {
  const queryClient = useQueryClient();
  const onNewRef = useRef(onNew);
  const knownRef = useRef(knownIds);
  useEffect(() => {
    onNewRef.current = onNew;
    knownRef.current = knownIds;
  });

  useEffect(() => {
    const seen = new Set<string>();
    let countsTimer: ReturnType<typeof setTimeout> | null = null;
    const refreshCounts = () => {
      countsTimer ??= setTimeout(() => {
        countsTimer = null;
        void queryClient.invalidateQueries({ queryKey: alertKeys.counts() });
      }, COUNTS_DELAY_MS);
    };
    const off = subscribeTopic(ALERTS_FILTER, (_topic, payload) => {
      const parsed = alertSchema.safeParse(payload);
      if (!parsed.success) return;
      const alert = parsed.data;
      for (const id of knownRef.current()) seen.add(id);
      const fresh = isFreshAlert(alert, seen);
      seen.add(alert.id);
      applyAlertToCache(queryClient, alert);
      refreshCounts();
      if (fresh) onNewRef.current(alert);
    });

    let tracker: ReconnectTracker = { wasDown: false, seenUp: connectionState.get() === 'connected' };
    const offState = connectionState.subscribe(() => {
      const next = trackConnection(tracker, connectionState.get());
      tracker = next.tracker;
      if (next.refetch) void queryClient.invalidateQueries({ queryKey: alertKeys.all });
    });
    return () => {
      off();
      offState();
      if (countsTimer) clearTimeout(countsTimer);
    };
  }, [queryClient]);
}
