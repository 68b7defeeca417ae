import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { DeviceList } from '../../features/devices/components/device-list';
import { parseDeviceSearch, type DeviceSearch } from '../../features/devices/device-search';

export const Route = createFileRoute('/_default/settings/devices/')({
  staticData: { titleKey: 'devices.title' },
  validateSearch: (raw: Record<string, unknown>): DeviceSearch => parseDeviceSearch(raw),
  component: DevicesPage,
});

function DevicesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: DeviceSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <DeviceList search={search} onSearch={onSearch} />;
}
