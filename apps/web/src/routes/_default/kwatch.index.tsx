import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { Watchlist } from '../../features/kwatch/components/watchlist';
import { parseWatchlistSearch, type WatchlistSearch } from '../../features/kwatch/list-search';

export const Route = createFileRoute('/_default/kwatch/')({
  staticData: { titleKey: 'kwatch.title' },
  validateSearch: (raw: Record<string, unknown>): WatchlistSearch => parseWatchlistSearch(raw),
  component: WatchlistPage,
});

function WatchlistPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: WatchlistSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <Watchlist search={search} onSearch={onSearch} />;
}
