import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { validateError } from '../../lib/app-error';
import { deviceQueryOptions } from '../../features/devices/api/get-device';
import { DevicePage } from '../../features/devices/components/device-page';
import { DEVICE_ID_RE } from '../../features/devices/device-search';

interface DevicePageSearch {
  /** page of the status history */
  events?: number;
}

export const Route = createFileRoute('/_default/settings/devices/$id')({
  // A device id is a topic level (letters, digits, dot, dash, underscore); anything else is no page.
  beforeLoad: ({ params, location }) => {
    if (!DEVICE_ID_RE.test(params.id)) throw validateError(location.href);
  },
  validateSearch: (raw: Record<string, unknown>): DevicePageSearch => {
    const events = Number(raw.events);
    return Number.isInteger(events) && events > 1 && events <= 10_000 ? { events } : {};
  },
  // Start fetching while the page's code loads; the page shows its own loading and missing states.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(deviceQueryOptions(params.id)),
  staticData: { titleKey: 'devices.pageTitle' },
  component: DeviceRoute,
});

function DeviceRoute() {
  const { id } = Route.useParams();
  const { events } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onEventsPage = useCallback(
    (page: number) => void navigate({ search: page > 1 ? { events: page } : {}, replace: true }),
    [navigate],
  );
  return <DevicePage id={id} eventsPage={events ?? 1} onEventsPage={onEventsPage} />;
}
