// Live device state and reads from the one realtime connection, written into the TanStack Query cache
// the pages read from. Messages are hints: after a reconnect the affected queries fetch again.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Device } from '@yaam/shared/contracts/devices';
import { readSchema } from '@yaam/shared/contracts/reads';
import { readsOf, topics } from '@yaam/shared/topics';
import { useEffect, useRef } from 'react';

import { useCan } from '../../lib/use-can';
import { subscribeTopic, useConnectionState } from '../../realtime/connection';
import { RECENT_READS } from './api/get-device-reads';
import { deviceKeys } from './api/keys';
import {
  addReadToRate,
  applyRead,
  applyState,
  applyStateToPage,
  parseStateMessage,
  prependRead,
  type DevicePageData,
  type RateData,
} from './device-state';

/** Subscribes `handler` (always the latest one) to a topic filter while mounted; null subscribes to nothing. */
export function useTopic(filter: string | null, handler: (topic: string, payload: unknown) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!filter) return;
    return subscribeTopic(filter, (topic, payload) => latest.current(topic, payload));
  }, [filter]);
}

/** Calls `refetch` when the connection comes back: whatever was published meanwhile was missed. */
export function useRefetchOnReconnect(refetch: () => void) {
  const state = useConnectionState();
  const previous = useRef(state);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (state === 'connected' && previous.current !== 'connected') latest.current();
    previous.current = state;
  }, [state]);
}

/** A `…/state` message into every cached list and the device's own page. */
export function handleStateMessage(queryClient: QueryClient, topic: string, payload: unknown) {
  const parsed = parseStateMessage(topic, payload);
  if (!parsed) return;
  const { deviceId, state } = parsed;
  if (!state) {
    // Cleared (deleted) or unreadable: ask the database.
    void queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(deviceId) });
    return;
  }
  queryClient.setQueriesData<DevicePageData>({ queryKey: deviceKeys.lists() }, (page) =>
    applyStateToPage(page, state),
  );
  const before = queryClient.getQueryData<Device>(deviceKeys.detail(deviceId));
  if (before) {
    const after = applyState(before, state);
    if (after !== before) {
      queryClient.setQueryData(deviceKeys.detail(deviceId), after);
      if (
        after.status !== before.status ||
        after.rateDropSince !== before.rateDropSince ||
        after.enabled !== before.enabled
      )
        void queryClient.invalidateQueries({ queryKey: deviceKeys.allEvents(deviceId) });
      // Enabled or disabled by someone else: the record has a new version an edit must start from.
      if (after.enabled !== before.enabled)
        void queryClient.invalidateQueries({ queryKey: deviceKeys.detail(deviceId) });
    }
  }
}

/** The device list: every device's state changes, live. */
export function useDeviceListLive() {
  const queryClient = useQueryClient();
  const allowed = useCan('device', 'r');
  useTopic(allowed ? `yaam/v1/devices/+/state` : null, (topic, payload) =>
    handleStateMessage(queryClient, topic, payload),
  );
  useRefetchOnReconnect(() => void queryClient.invalidateQueries({ queryKey: deviceKeys.lists() }));
}

/** One device's page: its state, and its new reads from its district's reads topic. */
export function useDeviceLive(id: string, districtCode: string | null | undefined) {
  const queryClient = useQueryClient();
  const mayReadDevice = useCan('device', 'r');
  const mayReadReads = useCan('read', 'r');
  useTopic(mayReadDevice ? topics.deviceState(id) : null, (topic, payload) =>
    handleStateMessage(queryClient, topic, payload),
  );
  // A message is one read or an array of them (one per district per stored batch).
  useTopic(mayReadReads && districtCode ? topics.reads(districtCode) : null, (_topic, payload) => {
    for (const item of readsOf(payload)) {
      const parsed = readSchema.safeParse(item);
      if (!parsed.success || parsed.data.deviceId !== id) continue;
      const read = parsed.data;
      queryClient.setQueryData<{ items: (typeof read)[] }>(deviceKeys.reads(id), (list) =>
        prependRead(list, read, RECENT_READS),
      );
      queryClient.setQueryData<RateData>(deviceKeys.rate(id), (rate) => addReadToRate(rate, read));
      queryClient.setQueryData<Device>(deviceKeys.detail(id), (d) => (d ? applyRead(d, read) : d));
    }
  });
  useRefetchOnReconnect(
    () =>
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'devices' && q.queryKey[2] === id,
      }),
  );
}
