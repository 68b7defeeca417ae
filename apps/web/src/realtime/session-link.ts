// Keeps the one realtime connection in step with the session: connect when signed in, end on logout.
import type { RuntimeConfig } from '@yaam/shared/contracts/auth';

import { session } from '../lib/session';
import { connectionState, connectRealtime, disconnectRealtime } from './connection';

export function linkRealtimeToSession(config: RuntimeConfig): () => void {
  let connectedAs: string | null = null;
  const sync = () => {
    const { isAuthenticated, user } = session.get();
    const id = isAuthenticated && user?.token ? user.id : null;
    if (id === connectedAs) return;
    connectedAs = id;
    if (!id) {
      disconnectRealtime();
      connectionState.set('idle');
      return;
    }
    connectRealtime({
      url: config.mqtt.url,
      protocolVersion: config.mqtt.protocolVersion,
      username: id,
      getPassword: () => session.get().user?.token ?? '',
    }).catch((error: unknown) => {
      console.warn('Realtime connection refused', error);
      connectionState.set('closed');
    });
  };
  sync();
  return session.subscribe(sync);
}
