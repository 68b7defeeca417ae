// Query keys of the devices area: every query and every mutation's invalidation use these.
export const deviceKeys = {
  all: ['devices'] as const,
  lists: () => ['devices', 'list'] as const,
  list: (query: Record<string, string | number>) => ['devices', 'list', query] as const,
  detail: (id: string) => ['devices', 'detail', id] as const,
  reads: (id: string) => ['devices', 'reads', id] as const,
  rate: (id: string) => ['devices', 'rate', id] as const,
  allEvents: (id: string) => ['devices', 'events', id] as const,
  events: (id: string, page: number) => ['devices', 'events', id, page] as const,
  ingestStats: () => ['ingest', 'stats'] as const,
};
