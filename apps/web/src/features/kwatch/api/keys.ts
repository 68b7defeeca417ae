// Query keys of the watchlist: every query and every mutation's invalidation use these.
export const kwatchKeys = {
  all: ['kwatch'] as const,
  lists: () => ['kwatch', 'list'] as const,
  list: (query: Record<string, string | number>) => ['kwatch', 'list', query] as const,
  detail: (id: string) => ['kwatch', 'detail', id] as const,
  history: (id: string) => ['audit', 'kwatch', id] as const,
};
