// /settings/devices: every camera and device — search, filters and sort in the address, paging, state
// kept live from the broker, the ingest counters, and adding a device for those who may.
import { Camera, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { useDistrictNames, useDistricts } from '../../../lib/districts';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useDevices } from '../api/get-devices';
import {
  deviceApiQuery,
  isFiltered,
  resolveDeviceSearch,
  withFilter,
  withSort,
  type DeviceSearch,
} from '../device-search';
import { useNow } from '../relative-time';
import { useDeviceActions } from '../use-device-actions';
import { useDeviceListLive } from '../use-device-realtime';
import { DeviceTable } from './device-table';
import { DeviceToolbar } from './device-toolbar';
import { IngestStrip } from './ingest-strip';

export function DeviceList({
  search,
  onSearch,
}: {
  search: DeviceSearch;
  onSearch: (next: DeviceSearch) => void;
}) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const canRead = useCan('device', 'r');
  const resolved = resolveDeviceSearch(search);
  const devices = useDevices(deviceApiQuery(search));
  const districts = useDistricts();
  const districtName = useDistrictNames(locale);
  const actions = useDeviceActions();
  const now = useNow();
  useDeviceListLive();

  const total = devices.data?.total ?? 0;
  const items = devices.data?.items;
  usePageInRange({
    page: resolved.page,
    pageSize: resolved.pageSize,
    total: devices.data && !devices.isPlaceholderData ? total : undefined,
    onPage: (page) => onSearch({ ...search, page }),
  });

  const add = async () => {
    const device = await actions.add();
    if (device) onSearch({ q: device.id });
  };

  return (
    <section aria-labelledby="devices-title" data-testid="page" data-title-key="devices.title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="devices-title" className="text-lg font-semibold">
            {t('devices.title')}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('devices.description')}</p>
        </div>
        {actions.canCreate ? (
          <Button onClick={() => void add()} data-testid="add-device">
            <Plus className="h-4 w-4" aria-hidden />
            {t('devices.actions.add')}
          </Button>
        ) : null}
      </div>
      {canRead ? <IngestStrip /> : null}
      <DeviceToolbar
        search={resolved}
        districts={districts.data}
        locale={locale}
        onChange={(change) => onSearch(withFilter(search, change))}
      />
      {devices.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {t('devices.list.loadFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void devices.refetch()}>
            {t('devices.actions.retry')}
          </button>
        </div>
      ) : items && items.length === 0 ? (
        isFiltered(search) ? (
          <EmptyState
            icon={SearchX}
            title={t('devices.list.emptyTitle')}
            description={t('devices.list.emptyDescription')}
          >
            <Button variant="soft" color="primary" className="mt-4" onClick={() => onSearch({})}>
              {t('devices.list.clearFilters')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            icon={Camera}
            title={t('devices.list.noneTitle')}
            description={t('devices.list.noneDescription')}
          />
        )
      ) : (
        <div
          className={devices.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          data-stale={devices.isPlaceholderData}
        >
          <DeviceTable
            items={items}
            loading={devices.isPending}
            search={resolved}
            onSort={(field) => onSearch(withSort(search, field))}
            districtName={districtName}
            actions={actions}
            now={now}
          />
          <Pager
            page={resolved.page}
            pageSize={resolved.pageSize}
            total={total}
            onPage={(page) => onSearch({ ...search, page })}
            onPageSize={(pageSize) => onSearch(withFilter(search, { pageSize }))}
          />
        </div>
      )}
    </section>
  );
}
