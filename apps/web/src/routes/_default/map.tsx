import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo } from 'react';

import { MapPage } from '../../features/map/components/map-page';
import { parseMapSearch, type MapSearch } from '../../features/map/map-search';

// The alerts screen's actions, loaded when an alert's popup first opens (they bring the forms' zod).
const AlertActions = lazy(() => import('../../features/alerts/components/alert-actions').then((m) => ({ default: m.AlertActions })));

export const Route = createFileRoute('/_default/map')({
  staticData: { titleKey: 'map.title' },
  // The address is read by the page (parseMapSearch, in the map's own chunk): the first page's
  // JavaScript carries none of the map.
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: MapRoute,
});

function MapRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => parseMapSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: MapSearch) => void navigate({ search: { ...parseMapSearch({ ...next }) }, replace: true }), [navigate]);
  return (
    <MapPage
      search={search}
      onSearch={onSearch}
      alertActions={(alert, onDone) => (
        <Suspense fallback={null}>
          <AlertActions alert={alert} onDone={onDone} size="sm" />
        </Suspense>
      )}
    />
  );
}
