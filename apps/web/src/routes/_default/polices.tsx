import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { OfficerDirectory } from '../../features/police/components/officer-directory';
import { parseDirectorySearch, type DirectorySearch } from '../../features/police/directory-search';

export const Route = createFileRoute('/_default/polices')({
  staticData: { titleKey: 'police.listTitle' },
  validateSearch: (raw: Record<string, unknown>): DirectorySearch => parseDirectorySearch(raw),
  component: PolicesPage,
});

function PolicesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: DirectorySearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <OfficerDirectory search={search} onSearch={onSearch} />;
}
