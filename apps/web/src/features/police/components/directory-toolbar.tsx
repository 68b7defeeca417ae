// The directory's search box (debounced) and filters: district, rank, status. Their values live in the
// address; the box keeps what is being typed until it settles.
import type { District } from '@yaam/shared/contracts/districts';
import { OFFICER_STATUSES } from '@yaam/shared/contracts/police';
import { useTranslation } from 'react-i18next';

import { ClearFiltersButton, FilterSelect, SearchBox } from '../../../components/ui/filter-controls';
import { districtOptions } from '../../../lib/districts';
import type { AppLocale } from '../../../lib/format';
import type { DirectorySearch, ResolvedSearch } from '../directory-search';
import { RankOptions } from './rank-options';

interface Props {
  search: ResolvedSearch;
  districts: District[] | undefined;
  locale: AppLocale;
  onChange: (change: Partial<DirectorySearch>) => void;
}

export function DirectoryToolbar({ search, districts, locale, onChange }: Props) {
  const { t } = useTranslation();
  const filtered = Boolean(search.q || search.district || search.rank || search.status);
  const selectClass = 'sm:w-auto sm:min-w-40';
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center" role="search">
      <SearchBox
        value={search.q}
        onSearch={(q) => onChange({ q })}
        label={t('police.directory.search')}
        placeholder={t('police.directory.searchPlaceholder')}
        testId="officer-search"
        className="sm:min-w-64 sm:flex-1"
      />
      <FilterSelect
        value={search.district}
        onChange={(district) => onChange({ district })}
        label={t('police.fields.district')}
        allLabel={t('police.directory.allDistricts')}
        options={districtOptions(districts, locale)}
        testId="filter-district"
        className={selectClass}
      />
      <FilterSelect
        value={search.rank}
        onChange={(rank) => onChange({ rank })}
        label={t('police.fields.rank')}
        allLabel={t('police.directory.allRanks')}
        testId="filter-rank"
        className={selectClass}
      >
        <RankOptions locale={locale} />
      </FilterSelect>
      <FilterSelect
        value={search.status}
        onChange={(status) => onChange({ status: status as DirectorySearch['status'] })}
        label={t('police.fields.status')}
        allLabel={t('police.directory.allStatuses')}
        options={OFFICER_STATUSES.map((s) => ({ value: s, label: t(`police.status.${s}`) }))}
        testId="filter-status"
        className={selectClass}
      />
      {filtered ? (
        <ClearFiltersButton
          label={t('police.directory.clearFilters')}
          onClear={() => onChange({ q: undefined, district: undefined, rank: undefined, status: undefined })}
        />
      ) : null}
    </div>
  );
}
