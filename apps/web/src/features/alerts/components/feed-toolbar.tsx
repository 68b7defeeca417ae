// The feed's search box (debounced) and filters: status, priority, district, sort. Their values live in
// the address; the box keeps what is being typed until it settles.
import { WATCH_PRIORITIES } from '@yaam/shared/contracts/kwatch';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { controlClass } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/filter-controls';
import { districtLabel, sortedDistricts, useDistricts } from '../../../lib/districts';
import type { AppLocale } from '../../../lib/format';
import { ALL_DISTRICTS, isFiltered, type FeedSearch } from '../feed-search';

interface Props {
  search: FeedSearch;
  myDistricts: readonly string[];
  locale: AppLocale;
  onChange: (change: Partial<FeedSearch>) => void;
}

export function FeedToolbar({ search, myDistricts, locale, onChange }: Props) {
  const { t } = useTranslation();
  const districts = useDistricts();

  const name = (d: { nameTh: string; nameEn: string }) => districtLabel(d, locale);
  const all = sortedDistricts(districts.data, locale);
  const mine = new Set(myDistricts);
  const select = cn(controlClass(), 'sm:w-auto sm:max-w-56');
  return (
    <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center" role="search">
      <SearchBox
        value={search.q ?? ''}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
        label={t('watchman.filters.search')}
        placeholder={t('watchman.filters.searchPlaceholder')}
        testId="alert-search"
        className="sm:min-w-56 sm:flex-1"
        maxLength={32}
      />
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <select
          value={search.status ?? ''}
          onChange={(e) => onChange({ status: e.target.value === 'all' ? 'all' : undefined })}
          aria-label={t('watchman.filters.status')}
          className={select}
          data-testid="filter-status"
        >
          <option value="">{t('watchman.filters.statusOpen')}</option>
          <option value="all">{t('watchman.filters.statusAll')}</option>
        </select>
        <select
          value={search.priority ?? ''}
          onChange={(e) => onChange({ priority: (e.target.value || undefined) as FeedSearch['priority'] })}
          aria-label={t('watchman.filters.priority')}
          className={select}
          data-testid="filter-priority"
        >
          <option value="">{t('watchman.filters.allPriorities')}</option>
          {[...WATCH_PRIORITIES].reverse().map((p) => (
            <option key={p} value={p}>
              {t(`alerts.priority.${p}`)}
            </option>
          ))}
        </select>
        <select
          value={search.district ?? ''}
          onChange={(e) => onChange({ district: e.target.value || undefined })}
          aria-label={t('watchman.filters.district')}
          className={select}
          data-testid="filter-district"
        >
          {myDistricts.length ? <option value="">{t('watchman.filters.myDistricts', { count: myDistricts.length })}</option> : null}
          <option value={myDistricts.length ? ALL_DISTRICTS : ''}>{t('watchman.filters.allDistricts')}</option>
          {myDistricts.length ? (
            <optgroup label={t('watchman.filters.myDistricts', { count: myDistricts.length })}>
              {all.filter((d) => mine.has(d.code)).map((d) => (
                <option key={d.code} value={d.code}>
                  {name(d)}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={t('watchman.filters.allDistricts')}>
            {all.filter((d) => !mine.has(d.code)).map((d) => (
              <option key={d.code} value={d.code}>
                {name(d)}
              </option>
            ))}
          </optgroup>
        </select>
        <select
          value={search.sort ?? ''}
          onChange={(e) => onChange({ sort: (e.target.value || undefined) as FeedSearch['sort'] })}
          aria-label={t('watchman.filters.sort')}
          className={select}
          data-testid="filter-sort"
        >
          <option value="">{t('watchman.filters.sortLastSeen')}</option>
          <option value="priority">{t('watchman.filters.sortPriority')}</option>
          <option value="firstSeenAt">{t('watchman.filters.sortFirstSeen')}</option>
        </select>
      </div>
      {isFiltered(search) ? (
        <Button
          variant="ghost"
          color="neutral"
          onClick={() => onChange({ status: undefined, priority: undefined, district: undefined, q: undefined, sort: undefined })}
          data-testid="clear-filters"
        >
          <X className="h-4 w-4" aria-hidden />
          {t('watchman.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
