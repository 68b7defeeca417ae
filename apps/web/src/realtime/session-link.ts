// Keeps the one realtime connection in step with the session: connect when signed in, end on logout.
// The broker login comes from POST /api/realtime/credentials (the access token, or a per-user
// account on an external Mosquitto); when that request fails, it is tried again every reconnect period.
import type { RuntimeConfig } from '@yaam/shared/contracts/auth';
import { MQTT_RECONNECT_PERIOD_MS } from '@yaam/shared/spec';

import { api } from '../lib/http';
import { session } from '../lib/session';
import { connectionState, connectRealtime, disconnectRealtime } from './connection';

/**
 * Runs `fn` once the browser is idle (at most 2 s later): the first page renders from the API, and
 * the realtime client (mqtt.js, about 100 KB) loads after it instead of competing with it.
 */
function whenIdle(fn: () => void): void {
  if (typeof window === 'undefined') return fn();
  // Not while the sign-in return is still being turned into a session and a first page.
  if (window.location.pathname.startsWith('/auth/callback')) {
    setTimeout(() => whenIdle(fn), 300);
    return;
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 1000);
}

export function linkRealtimeToSession(config: RuntimeConfig): () => void {
  let connectedAs: string | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const start = (id: string) => {
    connectRealtime({
      url: config.mqtt.url,
      protocolVersion: config.mqtt.protocolVersion,
      username: id,
      getPassword: () => session.get().user?.token ?? '',
      fetchCredentials: () => api('/realtime/credentials', { method: 'POST' }),
    }).catch((error: unknown) => {
      if (connectedAs !== id) return; // signed out or another user meanwhile
      console.warn('Realtime connection refused', error);
      connectionState.set('closed');
      retry = setTimeout(() => {
        retry = null;
        if (connectedAs === id) start(id);
      }, MQTT_RECONNECT_PERIOD_MS);
    });
  };

  const sync = () => {
    const { isAuthenticated, user } = session.get();
    const id = isAuthenticated && user?.token ? user.id : null;
    if (id === connectedAs) return;
    connectedAs = id;
    if (retry) clearTimeout(retry);
    retry = null;
    if (!id) {
      disconnectRealtime();
      connectionState.set('idle');
      return;
    }
    whenIdle(() => {
      if (connectedAs === id) start(id);
    });
  };
  sync();
  return session.subscribe(sync);
}
