// The console's live message log: capped so it stays fast, pausable (what arrives meanwhile is
// counted and kept, up to the same cap, and shown on resume), and filtered by topic and text.
import { topicMatches } from '@yaam/shared/topic-match';

import type { QoS } from '../../realtime/connection';
import { describePayload, searchableText, type PayloadView } from './payload';

export const LOG_CAP = 1000;

export interface LogEntry {
  id: number;
  topic: string;
  receivedAt: number;
  size: number;
  qos: QoS;
  retain: boolean;
  payload: PayloadView;
  /** Lower-case payload text for the search. */
  text: string;
}

export interface IncomingMessage {
  topic: string;
  receivedAt: number;
  payload: Uint8Array;
  qos: QoS;
  retain: boolean;
}

export interface LogSnapshot {
  /** Oldest first. */
  entries: readonly LogEntry[];
  paused: boolean;
  /** Messages that arrived since the pause (some may have been dropped beyond the cap). */
  waiting: number;
  /** Messages dropped from the log because of the cap, since the last clear. */
  dropped: number;
  version: number;
}

export interface MessageLog {
  push(message: IncomingMessage): void;
  pause(): void;
  /** Shows what arrived while paused; returns how many messages that was. */
  resume(): number;
  clear(): void;
  snapshot(): LogSnapshot;
  readonly version: number;
}

export function createMessageLog({ cap = LOG_CAP } = {}): MessageLog {
  let entries: LogEntry[] = [];
  let pending: LogEntry[] = [];
  let paused = false;
  let waiting = 0;
  let dropped = 0;
  let version = 0;
  let seq = 0;

  const trim = (list: LogEntry[]) => {
    const excess = list.length - cap;
    if (excess > 0) {
      list.splice(0, excess);
      return excess;
    }
    return 0;
  };

  return {
    push(message) {
      const payload = describePayload(message.payload);
      const entry: LogEntry = {
        id: ++seq,
        topic: message.topic,
        receivedAt: message.receivedAt,
        size: message.payload.length,
        qos: message.qos,
        retain: message.retain,
        payload,
        text: searchableText(payload),
      };
      if (paused) {
        pending.push(entry);
        waiting++;
        dropped += trim(pending);
      } else {
        entries.push(entry);
        dropped += trim(entries);
      }
      version++;
    },
    pause() {
      if (paused) return;
      paused = true;
      waiting = 0;
      version++;
    },
    resume() {
      if (!paused) return 0;
      const arrived = waiting;
      entries = entries.concat(pending);
      dropped += trim(entries);
      pending = [];
      paused = false;
      waiting = 0;
      version++;
      return arrived;
    },
    clear() {
      entries = [];
      pending = [];
      waiting = 0;
      dropped = 0;
      version++;
    },
    snapshot() {
      return { entries: entries.slice(), paused, waiting, dropped, version };
    },
    get version() {
      return version;
    },
  };
}

export interface LogFilter {
  /** An MQTT filter (with + or #) or a part of the topic. */
  topic?: string;
  /** Text the payload contains, any case. */
  q?: string;
}

export function matchesTopic(pattern: string, topic: string): boolean {
  const p = pattern.trim();
  if (!p) return true;
  if (p.includes('+') || p.includes('#')) return topicMatches(p, topic);
  return topic.toLowerCase().includes(p.toLowerCase());
}

export function filterLog(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  const q = filter.q?.trim().toLowerCase() ?? '';
  const topic = filter.topic?.trim() ?? '';
  if (!q && !topic) return entries.slice();
  return entries.filter((e) => matchesTopic(topic, e.topic) && (!q || e.text.includes(q)));
}
