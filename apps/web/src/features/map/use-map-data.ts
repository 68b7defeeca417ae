// The map's live data: the device store fed by the API and `…/state` messages, the open alerts fed by
// the API and `yaam/v1/alerts/…`, and a refetch of both after the realtime connection comes back
// (messages are hints; the database is the truth).
import { useQueryClient } from '@tanstack/react-query';
import type { Alert } from '@yaam/shared/contracts/alerts';
import { useCallback, useEffect, useRef, useState } from 'react';

import { subscribeTopic, useConnectionState } from '../../realtime/connection';
import { mapKeys } from './api/keys';
import { useMapDevices } from './api/get-map-devices';
import { useOpenAlerts } from './api/get-open-alerts';
import { DeviceStore } from './device-store';
import { isAlert, isDeviceStateMessage, upsertAlert } from './geo';
import { MAP_TOPICS } from './topics';

/** How long realtime messages are gathered before they are applied together (alerts, rare, sooner). */
export const DEVICE_BATCH_MS = 1000;
export const ALERT_BATCH_MS = 250;

/** A device the list does not have yet makes the list load again, at most this often. */
const RELOAD_FOR_NEW_DEVICES_MS = 30_000;

export function useDeviceStore(enabled: boolean) {
  const [store] = useState(() => new DeviceStore());
  const queryClient = useQueryClient();
  const query = useMapDevices(enabled);
  useEffect(() => {
    if (query.data) store.reset(query.data);
  }, [store, query.data]);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let reloadedAt = Date.now();
    const off = subscribeTopic(MAP_TOPICS.deviceStates, (_topic, payload) => {
      if (!isDeviceStateMessage(payload)) return;
      store.queue(payload);
      timer ??= setTimeout(() => {
        timer = null;
        store.flush();
        if (store.unknown > 0 && Date.now() - reloadedAt > RELOAD_FOR_NEW_DEVICES_MS) {
          reloadedAt = Date.now();
          void queryClient.invalidateQueries({ queryKey: mapKeys.devices() });
        }
      }, DEVICE_BATCH_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, [store, enabled, queryClient]);
  return { store, query };
}

/**
 * Open alerts by id. `onNew` hears of each alert that was not on the map before (after the first
 * load), for "follow new alerts".
 */
export function useMapAlerts(enabled: boolean, onNew: (alert: Alert) => void) {
  const [alerts] = useState(() => new Map<string, Alert>());
  const [version, setVersion] = useState(0);
  const query = useOpenAlerts(enabled);
  const onNewRef = useRef(onNew);
  useEffect(() => {
    onNewRef.current = onNew;
  }, [onNew]);

  useEffect(() => {
    if (!query.data) return;
    const fresh = new Set(query.data.items.map((a) => a.id));
    // Closed since: gone from the answer. An alert that arrived live while the request ran stays.
    const asked = query.dataUpdatedAt - 10_000;
    for (const [id, a] of alerts) if (!fresh.has(id) && Date.parse(a.updatedAt) < asked) alerts.delete(id);
    for (const a of query.data.items) upsertAlert(alerts, a);
    setVersion((v) => v + 1);
  }, [alerts, query.data, query.dataUpdatedAt]);

  useEffect(() => {
    if (!enabled) return;
    const queue: Alert[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      let changed = false;
      for (const a of queue.splice(0)) {
        const r = upsertAlert(alerts, a);
        changed ||= r.changed;
        if (r.isNew) onNewRef.current(a);
      }
      if (changed) setVersion((v) => v + 1);
    };
    const off = subscribeTopic(MAP_TOPICS.alerts, (_topic, payload) => {
      if (!isAlert(payload)) return;
      queue.push(payload);
      timer ??= setTimeout(flush, ALERT_BATCH_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, [alerts, enabled]);

  /** An alert as an action on it left it (before its message comes back from the broker). */
  const apply = useCallback(
    (alert: Alert) => {
      if (upsertAlert(alerts, alert).changed) setVersion((v) => v + 1);
    },
    [alerts],
  );

  return { alerts, version, query, apply };
}

/** After a reconnect (not the first connect), what the map shows is fetched again. */
export function useRefetchOnReconnect() {
  const queryClient = useQueryClient();
  const state = useConnectionState();
  const wasDown = useRef(false);
  useEffect(() => {
    if (state === 'reconnecting' || state === 'offline' || state === 'closed') wasDown.current = true;
    if (state === 'connected' && wasDown.current) {
      wasDown.current = false;
      void queryClient.invalidateQueries({ queryKey: mapKeys.all });
    }
  }, [state, queryClient]);
}
