import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { parseConsoleSearch, withSearch, type ConsoleSearch } from '../../features/mqtt-console/console-search';
import { MqttConsolePage } from '../../features/mqtt-console/components/mqtt-console';

export const Route = createFileRoute('/_default/mqtt')({
  staticData: { titleKey: 'mqtt.title' },
  validateSearch: (raw: Record<string, unknown>): ConsoleSearch => parseConsoleSearch(raw),
  component: MqttPage,
});

function MqttPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (change: Partial<Record<keyof ConsoleSearch, string | undefined>>) => void navigate({ search: (prev) => withSearch(prev, change), replace: true }),
    [navigate],
  );
  return <MqttConsolePage search={search} onSearch={onSearch} />;
}
