// Query keys of the police area: every query and every mutation's invalidation use these.
export const policeKeys = {
  all: ['police'] as const,
  lists: () => ['police', 'list'] as const,
  list: (query: Record<string, string | number>) => ['police', 'list', query] as const,
  detail: (id: string) => ['police', 'detail', id] as const,
  summary: () => ['police', 'summary'] as const,
  audit: () => ['audit', 'police'] as const,
};
