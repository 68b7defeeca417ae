import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { WatchmanConsole } from '../../features/alerts/components/watchman-console';
import { parseFeedSearch, type FeedSearch } from '../../features/alerts/feed-search';

export const Route = createFileRoute('/_default/watchman')({
  staticData: { titleKey: 'watchman.title' },
  validateSearch: (raw: Record<string, unknown>): FeedSearch => parseFeedSearch(raw),
  component: WatchmanPage,
});

function WatchmanPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: FeedSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <WatchmanConsole search={search} onSearch={onSearch} />;
}
