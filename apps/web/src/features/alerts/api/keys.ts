// Query keys of the alerts area: every query, every mutation's cache update and the realtime feed use
// these.
export const alertKeys = {
  all: ['alerts'] as const,
  lists: () => ['alerts', 'list'] as const,
  list: (query: Record<string, string | number>) => ['alerts', 'list', query] as const,
  counts: () => ['alerts', 'counts'] as const,
  count: (district: string) => ['alerts', 'counts', district] as const,
  timelines: () => ['alerts', 'timeline'] as const,
  timeline: (id: string) => ['alerts', 'timeline', id] as const,
  officers: (query: Record<string, string | number>) => ['alerts', 'officers', query] as const,
  devices: () => ['alerts', 'devices'] as const,
};
