// The list's search box (debounced) and filters: status, kind, district, enabled, flagged. Their
// values live in the address; the box keeps what is being typed until it settles.
import type { District } from '@yaam/shared/contracts/districts';
import { KINDS, STATUSES } from '../device-search';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import { sortByText, type AppLocale } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { isFiltered, type DeviceSearch, type ResolvedDeviceSearch } from '../device-search';
import { districtLabel } from '../districts';

interface Props {
  search: ResolvedDeviceSearch;
  districts: District[] | undefined;
  locale: AppLocale;
  onChange: (change: Partial<DeviceSearch>) => void;
}

export function DeviceToolbar({ search, districts, locale, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(search.q);
  const settled = useDebounced(text, 300);
  // The address changed from elsewhere (back button, a cleared filter): show it.
  useEffect(() => setText(search.q), [search.q]);
  useEffect(() => {
    if (settled.trim() !== search.q) onChange({ q: settled });
    // Only a settled change of the box sends a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const selectClass = controlClass();
  const enabledValue = search.enabled === undefined ? '' : String(search.enabled);
  return (
    <div className="mb-4 space-y-2" role="search">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="relative min-w-full flex-1 sm:min-w-64">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400"
            aria-hidden
          />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('devices.list.searchPlaceholder')}
            aria-label={t('devices.list.search')}
            className={`${controlClass()} pl-9`}
            data-testid="device-search"
            maxLength={100}
          />
        </div>
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
          <Button
            variant="ghost"
            color="neutral"
            onClick={() =>
              onChange({
                q: undefined,
                status: undefined,
                kind: undefined,
                district: undefined,
                enabled: undefined,
                flagged: undefined,
              })
            }
            data-testid="clear-filters"
          >
            <X className="h-4 w-4" aria-hidden />
            {t('devices.list.clearFilters')}
          </Button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <select
          value={search.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as DeviceSearch['status'] })}
          aria-label={t('devices.fields.status')}
          className={selectClass}
          data-testid="filter-status"
        >
          <option value="">{t('devices.list.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`devices.status.${s}`)}
            </option>
          ))}
        </select>
        <select
          value={search.kind ?? ''}
          onChange={(e) => onChange({ kind: (e.target.value || undefined) as DeviceSearch['kind'] })}
          aria-label={t('devices.fields.kind')}
          className={selectClass}
          data-testid="filter-kind"
        >
          <option value="">{t('devices.list.allKinds')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`devices.kind.${k}`)}
            </option>
          ))}
        </select>
        <select
          value={search.district ?? ''}
          onChange={(e) => onChange({ district: e.target.value || undefined })}
          aria-label={t('devices.fields.districtCode')}
          className={selectClass}
          data-testid="filter-district"
        >
          <option value="">{t('devices.list.allDistricts')}</option>
          {sortByText(districts ?? [], (d) => districtLabel(d, locale), locale).map((d) => (
            <option key={d.code} value={d.code}>
              {districtLabel(d, locale)}
            </option>
          ))}
        </select>
        <select
          value={enabledValue}
          onChange={(e) =>
            onChange({ enabled: e.target.value === '' ? undefined : e.target.value === 'true' })
          }
          aria-label={t('devices.fields.enabled')}
          className={selectClass}
          data-testid="filter-enabled"
        >
          <option value="">{t('devices.list.enabledAny')}</option>
          <option value="true">{t('devices.enabled.yes')}</option>
          <option value="false">{t('devices.enabled.no')}</option>
        </select>
      </div>
    </div>
  );
}
