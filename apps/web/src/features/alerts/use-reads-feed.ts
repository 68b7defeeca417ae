// The live reads of `yaam/v1/reads/+` while the reads tab is open: gathered as they come and put on
// screen four times a second, newest first, the last READS_CAP kept; paused, they wait in the buffer.
import type { Read } from '@yaam/shared/contracts/reads';
import { readsOf, TOPIC_ROOT } from '@yaam/shared/topics';
import { useEffect, useRef, useState } from 'react';

import { subscribeTopic } from '../../realtime/connection';
import { pushReads, READS_CAP } from './reads-buffer';

export const READS_FILTER = `${TOPIC_ROOT}/reads/+`;
const FLUSH_MS = 250;

const isRead = (v: unknown): v is Read =>
  typeof v === 'object' && v !== null && typeof (v as Read).id === 'string' && typeof (v as Read).plate === 'string' && typeof (v as Read).capturedAt === 'string';

export function useReadsFeed({ enabled, paused }: { enabled: boolean; paused: boolean }) {
  const [reads, setReads] = useState<Read[]>([]);
  const [waiting, setWaiting] = useState(0);
  const buffer = useRef<Read[]>([]);
  const pausedRef = useRef(paused);
  useEffect(() => {
    pausedRef.current = paused;
  }, [paused]);

  useEffect(() => {
    if (!enabled) return;
    const off = subscribeTopic(READS_FILTER, (_topic, payload) => {
      for (const r of readsOf(payload)) if (isRead(r)) buffer.current.push(r);
      // A burst larger than the cap: only the newest can be shown anyway.
      if (buffer.current.length > READS_CAP * 4) buffer.current = pushReads([], buffer.current);
    });
    const timer = setInterval(() => {
      if (buffer.current.length === 0) return;
      if (pausedRef.current) {
        setWaiting(buffer.current.length);
        return;
      }
      const incoming = buffer.current;
      buffer.current = [];
      setWaiting(0);
      setReads((list) => pushReads(list, incoming));
    }, FLUSH_MS);
    return () => {
      off();
      clearInterval(timer);
    };
  }, [enabled]);

  return { reads, waiting };
}
