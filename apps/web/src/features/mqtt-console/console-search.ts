// The log's filters in the address (/mqtt?topic=…&q=…&order=asc): shareable and kept on reload. A
// value that makes no sense is dropped rather than failing the page. No zod: this runs in the main chunk.

export interface ConsoleSearch {
  /** Topic filter of the log: an MQTT filter with + or #, or a part of the topic. */
  topic?: string;
  /** Text the payload contains. */
  q?: string;
  /** Oldest first; newest first when absent. */
  order?: 'asc';
}

export const SEARCH_MAX = 200;

const text = (v: unknown): string | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  return s ? s.slice(0, SEARCH_MAX) : undefined;
};

export function parseConsoleSearch(raw: Record<string, unknown>): ConsoleSearch {
  const out: ConsoleSearch = {};
  const topic = text(raw.topic);
  if (topic) out.topic = topic;
  const q = text(raw.q);
  if (q) out.q = q;
  if (raw.order === 'asc') out.order = 'asc';
  return out;
}

export function withSearch(current: ConsoleSearch, change: Partial<Record<keyof ConsoleSearch, string | undefined>>): ConsoleSearch {
  return parseConsoleSearch({ ...current, ...change });
}
