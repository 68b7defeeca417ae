// The watchlist's search box (debounced) and filters: reason, priority, match mode, status, district.
// Their values live in the address; the box keeps what is being typed until it settles.
import { WATCH_PRIORITIES, WATCH_REASONS, WATCH_STATUSES } from '@yaam/shared/contracts/kwatch';
import { MATCH_MODES } from '@yaam/shared/match/pattern';
import { useTranslation } from 'react-i18next';

import { ClearFiltersButton, FilterSelect, SearchBox } from '../../../components/ui/filter-controls';
import { districtOptions, type DistrictOption } from '../../../lib/districts';
import type { AppLocale } from '../../../lib/format';
import { isFiltered, type ResolvedSearch, type WatchlistSearch } from '../list-search';

interface Props {
  search: ResolvedSearch;
  districts: readonly DistrictOption[] | undefined;
  locale: AppLocale;
  onChange: (change: Partial<WatchlistSearch>) => void;
}

export function WatchlistToolbar({ search, districts, locale, onChange }: Props) {
  const { t } = useTranslation();
  const selectClass = 'sm:w-auto sm:min-w-36';
  const select = <K extends 'reason' | 'priority' | 'mode' | 'status'>(key: K, values: readonly string[], all: string) => (
    <FilterSelect
      value={search[key]}
      onChange={(v) => onChange({ [key]: v } as Partial<WatchlistSearch>)}
      label={t(`kwatch.fields.${key}`)}
      allLabel={all}
      options={values.map((v) => ({ value: v, label: t(`kwatch.${key}.${v}`) }))}
      testId={`filter-${key}`}
      className={selectClass}
    />
  );
  return (
    <div className="mb-4 grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:flex-wrap sm:items-center" role="search">
      <SearchBox
        value={search.q}
        onSearch={(q) => onChange({ q })}
        label={t('kwatch.list.search')}
        placeholder={t('kwatch.list.searchPlaceholder')}
        testId="watch-search"
        className="col-span-2 sm:min-w-64 sm:flex-1"
      />
      {select('priority', WATCH_PRIORITIES, t('kwatch.list.allPriorities'))}
      {select('reason', WATCH_REASONS, t('kwatch.list.allReasons'))}
      {select('mode', MATCH_MODES, t('kwatch.list.allModes'))}
      {select('status', WATCH_STATUSES, t('kwatch.list.allStatuses'))}
      <FilterSelect
        value={search.district}
        onChange={(district) => onChange({ district })}
        label={t('kwatch.fields.district')}
        allLabel={t('kwatch.list.allDistricts')}
        options={districtOptions(districts, locale)}
        testId="filter-district"
        className={`${selectClass} col-span-2 sm:col-span-1`}
      />
      {isFiltered(search) ? (
        <ClearFiltersButton
          label={t('kwatch.list.clearFilters')}
          className="col-span-2 sm:col-span-1"
          onClear={() => onChange({ q: undefined, reason: undefined, priority: undefined, mode: undefined, status: undefined, district: undefined })}
        />
      ) : null}
    </div>
  );
}
