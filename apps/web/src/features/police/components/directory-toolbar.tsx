// The directory's search box (debounced) and filters: district, rank, status. Their values live in the
// address; the box keeps what is being typed until it settles.
import type { District } from '@yaam/shared/contracts/districts';
import { OFFICER_STATUSES } from '@yaam/shared/contracts/police';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import { sortByText, type AppLocale } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import type { DirectorySearch, ResolvedSearch } from '../directory-search';
import { districtLabel } from '../use-district-names';
import { RankOptions } from './rank-options';

interface Props {
  search: ResolvedSearch;
  districts: District[] | undefined;
  locale: AppLocale;
  onChange: (change: Partial<DirectorySearch>) => void;
}

export function DirectoryToolbar({ search, districts, locale, onChange }: Props) {
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

  const filtered = Boolean(search.q || search.district || search.rank || search.status);
  const selectClass = `${controlClass()} sm:w-auto sm:min-w-40`;
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center" role="search">
      <div className="relative sm:min-w-64 sm:flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400"
          aria-hidden
        />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('police.directory.searchPlaceholder')}
          aria-label={t('police.directory.search')}
          className={`${controlClass()} pl-9`}
          data-testid="officer-search"
          maxLength={100}
        />
      </div>
      <select
        value={search.district ?? ''}
        onChange={(e) => onChange({ district: e.target.value || undefined })}
        aria-label={t('police.fields.district')}
        className={selectClass}
        data-testid="filter-district"
      >
        <option value="">{t('police.directory.allDistricts')}</option>
        {sortByText(districts ?? [], (d) => districtLabel(d, locale), locale).map((d) => (
          <option key={d.code} value={d.code}>
            {districtLabel(d, locale)}
          </option>
        ))}
      </select>
      <select
        value={search.rank ?? ''}
        onChange={(e) => onChange({ rank: e.target.value || undefined })}
        aria-label={t('police.fields.rank')}
        className={selectClass}
        data-testid="filter-rank"
      >
        <option value="">{t('police.directory.allRanks')}</option>
        <RankOptions locale={locale} />
      </select>
      <select
        value={search.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as DirectorySearch['status'] })}
        aria-label={t('police.fields.status')}
        className={selectClass}
        data-testid="filter-status"
      >
        <option value="">{t('police.directory.allStatuses')}</option>
        {OFFICER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`police.status.${s}`)}
          </option>
        ))}
      </select>
      {filtered ? (
        <Button
          variant="ghost"
          color="neutral"
          onClick={() => onChange({ q: undefined, district: undefined, rank: undefined, status: undefined })}
          data-testid="clear-filters"
        >
          <X className="h-4 w-4" aria-hidden />
          {t('police.directory.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
