// The list's search box (debounced) and filters: status, kind, district, enabled, flagged. Their
// values live in the address; the box keeps what is being typed until it settles.
import type { District } from '@yaam/shared/contracts/districts';
import { useTranslation } from 'react-i18next';

import { ClearFiltersButton, FilterSelect, SearchBox } from '../../../components/ui/filter-controls';
import { districtOptions } from '../../../lib/districts';
import type { AppLocale } from '../../../lib/format';
import { isFiltered, KINDS, STATUSES, type DeviceSearch, type ResolvedDeviceSearch } from '../device-search';

interface Props {
  search: ResolvedDeviceSearch;
  districts: District[] | undefined;
  locale: AppLocale;
  onChange: (change: Partial<DeviceSearch>) => void;
}

export function DeviceToolbar({ search, districts, locale, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 space-y-2" role="search">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SearchBox
          value={search.q}
          onSearch={(q) => onChange({ q })}
          label={t('devices.list.search')}
          placeholder={t('devices.list.searchPlaceholder')}
          testId="device-search"
          className="min-w-full flex-1 sm:min-w-64"
        />
        <label className="flex h-10 items-center gap-2 text-sm whitespace-nowrap">
          <input
            type="checkbox"
            checked={search.flagged === true}
            onChange={(e) => onChange({ flagged: e.target.checked || undefined })}
            className="h-4 w-4 accent-primary-700"
            data-testid="filter-flagged"
          />
          {t('devices.list.flaggedOnly')}
        </label>
        {isFiltered(search) ? (
          <ClearFiltersButton
            label={t('devices.list.clearFilters')}
            onClear={() =>
              onChange({
                q: undefined,
                status: undefined,
                kind: undefined,
                district: undefined,
                enabled: undefined,
                flagged: undefined,
              })
            }
          />
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <FilterSelect
          value={search.status}
          onChange={(status) => onChange({ status: status as DeviceSearch['status'] })}
          label={t('devices.fields.status')}
          allLabel={t('devices.list.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: t(`devices.status.${s}`) }))}
          testId="filter-status"
        />
        <FilterSelect
          value={search.kind}
          onChange={(kind) => onChange({ kind: kind as DeviceSearch['kind'] })}
          label={t('devices.fields.kind')}
          allLabel={t('devices.list.allKinds')}
          options={KINDS.map((k) => ({ value: k, label: t(`devices.kind.${k}`) }))}
          testId="filter-kind"
        />
        <FilterSelect
          value={search.district}
          onChange={(district) => onChange({ district })}
          label={t('devices.fields.districtCode')}
          allLabel={t('devices.list.allDistricts')}
          options={districtOptions(districts, locale)}
          testId="filter-district"
        />
        <FilterSelect
          value={search.enabled === undefined ? undefined : String(search.enabled)}
          onChange={(v) => onChange({ enabled: v === undefined ? undefined : v === 'true' })}
          label={t('devices.fields.enabled')}
          allLabel={t('devices.list.enabledAny')}
          options={[
            { value: 'true', label: t('devices.enabled.yes') },
            { value: 'false', label: t('devices.enabled.no') },
          ]}
          testId="filter-enabled"
        />
      </div>
    </div>
  );
}
