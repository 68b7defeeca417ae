// The console's subscriptions, kept for the tab (sessionStorage) and the signed-in user, so leaving
// the page and coming back, or a reload, keeps them.
import type { QoS } from '../../realtime/connection';
import { topicFilterProblem } from './topic-filters';

export interface ConsoleSubscription {
  filter: string;
  qos: QoS;
}

export const STORAGE_KEY = 'yaam-mqtt-console-subscriptions';
export const MAX_SUBSCRIPTIONS = 20;

const isQos = (v: unknown): v is QoS => v === 0 || v === 1 || v === 2;

/** The stored list, well-formed entries only, once each. */
export function parseStoredSubscriptions(raw: string | null): ConsoleSubscription[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const out: ConsoleSubscription[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    const { filter, qos } = item as { filter?: unknown; qos?: unknown };
    if (typeof filter !== 'string' || topicFilterProblem(filter) !== null || !isQos(qos)) continue;
    if (out.some((s) => s.filter === filter)) continue;
    out.push({ filter, qos });
    if (out.length >= MAX_SUBSCRIPTIONS) break;
  }
  return out;
}

const keyFor = (userId: string) => `${STORAGE_KEY}:${userId}`;

export function readSubscriptions(userId: string): ConsoleSubscription[] {
  try {
    return parseStoredSubscriptions(sessionStorage.getItem(keyFor(userId)));
  } catch {
    return [];
  }
}

export function writeSubscriptions(userId: string, list: readonly ConsoleSubscription[]) {
  try {
    sessionStorage.setItem(keyFor(userId), JSON.stringify(list));
  } catch {
    /* storage unavailable: the list lives as long as the page */
  }
}
