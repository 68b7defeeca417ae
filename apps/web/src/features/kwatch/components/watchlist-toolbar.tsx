// The watchlist's search box (debounced) and filters: reason, priority, match mode, status, district.
// Their values live in the address; the box keeps what is being typed until it settles.
import { WATCH_PRIORITIES, WATCH_REASONS, WATCH_STATUSES } from '@yaam/shared/contracts/kwatch';
import { MATCH_MODES } from '@yaam/shared/match/pattern';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import type { AppLocale } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { districtLabel, sortedDistricts, type DistrictOption } from '../district-names';
import { isFiltered, type ResolvedSearch, type WatchlistSearch } from '../list-search';

interface Props {
  search: ResolvedSearch;
  districts: readonly DistrictOption[] | undefined;
  locale: AppLocale;
  onChange: (change: Partial<WatchlistSearch>) => void;
}

export function WatchlistToolbar({ search, districts, locale, onChange }: Props) {
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

  const selectClass = `${controlClass()} sm:w-auto sm:min-w-36`;
  const select = <K extends 'reason' | 'priority' | 'mode' | 'status'>(key: K, values: readonly string[], all: string) => (
    <select
      value={search[key] ?? ''}
      onChange={(e) => onChange({ [key]: e.target.value || undefined } as Partial<WatchlistSearch>)}
      aria-label={t(`kwatch.fields.${key}`)}
      className={selectClass}
      data-testid={`filter-${key}`}
    >
      <option value="">{all}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {t(`kwatch.${key}.${v}`)}
        </option>
      ))}
    </select>
  );
  return (
    <div className="mb-4 grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:flex-wrap sm:items-center" role="search">
      <div className="relative col-span-2 sm:min-w-64 sm:flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400" aria-hidden />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('kwatch.list.searchPlaceholder')}
          aria-label={t('kwatch.list.search')}
          className={`${controlClass()} pl-9`}
          data-testid="watch-search"
          maxLength={100}
        />
      </div>
      {select('priority', WATCH_PRIORITIES, t('kwatch.list.allPriorities'))}
      {select('reason', WATCH_REASONS, t('kwatch.list.allReasons'))}
      {select('mode', MATCH_MODES, t('kwatch.list.allModes'))}
      {select('status', WATCH_STATUSES, t('kwatch.list.allStatuses'))}
      <select
        value={search.district ?? ''}
        onChange={(e) => onChange({ district: e.target.value || undefined })}
        aria-label={t('kwatch.fields.district')}
        className={`${selectClass} col-span-2 sm:col-span-1`}
        data-testid="filter-district"
      >
        <option value="">{t('kwatch.list.allDistricts')}</option>
        {sortedDistricts(districts, locale).map((d) => (
          <option key={d.code} value={d.code}>
            {districtLabel(d, locale)}
          </option>
        ))}
      </select>
      {isFiltered(search) ? (
        <Button
          variant="ghost"
          color="neutral"
          className="col-span-2 sm:col-span-1"
          onClick={() => onChange({ q: undefined, reason: undefined, priority: undefined, mode: undefined, status: undefined, district: undefined })}
          data-testid="clear-filters"
        >
          <X className="h-4 w-4" aria-hidden />
          {t('kwatch.list.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
