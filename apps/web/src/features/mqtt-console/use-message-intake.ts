// Feeds the broker's messages into the log and the rate window, and hands React a fresh snapshot at
// most four times a second however fast they come.
import { useCallback, useEffect, useState } from 'react';

import type { MessageMeta } from '../../realtime/connection';
import { createMessageLog, type LogSnapshot, type MessageLog } from './message-log';
import { createRateWindow, type RateWindow } from './rate-window';

const FLUSH_MS = 250;

export interface MessageIntake {
  log: MessageLog;
  rates: RateWindow;
  snapshot: LogSnapshot;
  /** The one handler for every subscription: a message under overlapping filters is logged once. */
  onMessage: (topic: string, body: unknown, meta: MessageMeta) => void;
  /** Re-reads the log now (after pause, resume, clear). */
  refresh: () => void;
}

export function useMessageIntake(): MessageIntake {
  const [log] = useState(createMessageLog);
  const [rates] = useState(() => createRateWindow());
  const [snapshot, setSnapshot] = useState(() => log.snapshot());

  const onMessage = useCallback(
    (topic: string, _body: unknown, meta: MessageMeta) => {
      const now = Date.now();
      rates.record(topic, now);
      log.push({ topic, receivedAt: now, payload: meta.payload, qos: meta.qos, retain: meta.retain });
    },
    [log, rates],
  );
  const refresh = useCallback(() => setSnapshot(log.snapshot()), [log]);

  useEffect(() => {
    const timer = setInterval(() => {
      setSnapshot((current) => (current.version === log.version ? current : log.snapshot()));
    }, FLUSH_MS);
    return () => clearInterval(timer);
  }, [log]);

  return { log, rates, snapshot, onMessage, refresh };
}
