// The watchlist's rows: a table from laptops up, cards on a phone. Headers sort on the server; a row
// opens the entry.
import { Link, useNavigate } from '@tanstack/react-router';
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { HeaderCell, SortButton, SortHeader } from '../../../components/ui/sort-header';
import { provinceLabel } from '../../../components/ui/thai-plate';
import { formatDate, formatDateTime, type AppLocale } from '../../../lib/format';
import type { ResolvedSearch, SortField } from '../list-search';
import { ownerName, type EntryOwner } from '../owner-name';
import { patternView } from '../pattern-display';
import { PriorityBadge, StatusBadge } from './entry-badges';
import { EntryPattern } from './entry-pattern';

interface Props {
  items: WatchEntry[] | undefined;
  loading: boolean;
  search: ResolvedSearch;
  onSort: (field: SortField) => void;
  locale: AppLocale;
  districtName: (code: string) => string;
  /** the signed-in user's id: their own entries say so */
  me: string | undefined;
}

export function Muted({ children }: { children: ReactNode }) {
  return <span className="text-neutral-500 italic dark:text-neutral-400">{children}</span>;
}

export function ProvinceText({ province, locale }: { province: string | null; locale: AppLocale }) {
  const { t } = useTranslation();
  return province ? <>{provinceLabel(province, locale)}</> : <Muted>{t('kwatch.anyProvince')}</Muted>;
}

export function DistrictList({ codes, districtName, max = 2 }: { codes: string[]; districtName: (code: string) => string; max?: number }) {
  const { t } = useTranslation();
  if (codes.length === 0) return <Muted>{t('kwatch.allDistricts')}</Muted>;
  const names = codes.map(districtName);
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  return (
    <span title={names.join(', ')}>
      {shown.join(', ')}
      {rest > 0 ? <span className="text-neutral-500 dark:text-neutral-400">{` ${t('kwatch.list.more', { n: rest })}`}</span> : null}
    </span>
  );
}

export function OwnerText({ entry, me, locale }: { entry: EntryOwner; me: string | undefined; locale: AppLocale }) {
  const { t } = useTranslation();
  const name = ownerName(entry, me, locale, t('kwatch.list.ownerMe'));
  return name ? <span data-testid="owner">{name}</span> : <Muted>—</Muted>;
}

/** The province when the plate does not already show it: a wildcard pattern, or any province. */
function PlateProvince({ entry, locale }: { entry: WatchEntry; locale: AppLocale }) {
  if (patternView(entry).kind === 'plate' && entry.province) return null;
  return (
    <span className="mt-1 block text-xs" data-testid="pattern-province">
      <ProvinceText province={entry.province} locale={locale} />
    </span>
  );
}

function Validity({ entry, locale }: { entry: WatchEntry; locale: AppLocale }) {
  const { t } = useTranslation();
  return (
    <span className="block leading-5 whitespace-nowrap">
      <time dateTime={entry.validFrom} title={formatDateTime(entry.validFrom, locale)}>
        {formatDate(entry.validFrom, locale)}
      </time>
      <br />
      {entry.validUntil ? (
        <>
          <span className="text-neutral-500 dark:text-neutral-400">{t('kwatch.list.until')} </span>
          <time dateTime={entry.validUntil} title={formatDateTime(entry.validUntil, locale)}>
            {formatDate(entry.validUntil, locale)}
          </time>
        </>
      ) : (
        <Muted>{t('kwatch.list.untilClosed')}</Muted>
      )}
    </span>
  );
}

export function WatchlistTable({ items, loading, search, onSort, locale, districtName, me }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (id: string) => void navigate({ to: '/kwatch/edit/$id', params: { id } });
  const skeletonRows = Array.from({ length: Math.min(search.pageSize, 10) }, (_, i) => i);
  const sortable = (label: string, field: SortField, under?: string) => (
    <SortHeader label={label} field={field} state={search} onSort={onSort} className="align-bottom">
      {under ? <span className="block text-xs font-normal">{under}</span> : null}
    </SortHeader>
  );

  return (
    <>
      {/* Laptops and up: a table that scrolls sideways when the columns do not fit. */}
      <div className="hidden overflow-x-auto rounded-lg border border-neutral-200 lg:block dark:border-neutral-800">
        <table className="w-full text-sm" data-testid="watch-table" aria-busy={loading}>
          <thead className="bg-neutral-50 text-neutral-600 dark:bg-neutral-900 dark:text-neutral-300">
            <tr>
              {sortable(t('kwatch.fields.pattern'), 'pattern')}
              {sortable(t('kwatch.fields.reason'), 'reason', t('kwatch.fields.caseNo'))}
              {sortable(t('kwatch.fields.priority'), 'priority', t('kwatch.fields.status'))}
              <HeaderCell state={search} sortedBy={['validFrom', 'validUntil']} className="align-bottom">
                <span className="flex flex-col items-start">
                  <SortButton label={t('kwatch.fields.validFrom')} field="validFrom" state={search} onSort={onSort} />
                  <SortButton label={t('kwatch.fields.validUntil')} field="validUntil" state={search} onSort={onSort} />
                </span>
              </HeaderCell>
              <HeaderCell className="align-bottom">{t('kwatch.fields.notifyDistricts')}</HeaderCell>
              <HeaderCell className="align-bottom whitespace-nowrap">{t('kwatch.fields.owner')}</HeaderCell>
              {sortable(t('kwatch.fields.updatedAt'), 'updatedAt')}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {loading && !items
              ? skeletonRows.map((i) => (
                  <tr key={i} data-testid="skeleton-row">
                    {Array.from({ length: 7 }, (_, c) => (
                      <td key={c} className="px-3 py-3">
                        <Skeleton className={c === 0 ? 'h-8 w-24' : 'h-4 w-16'} />
                      </td>
                    ))}
                  </tr>
                ))
              : (items ?? []).map((e) => (
                  <tr
                    key={e.id}
                    onClick={() => open(e.id)}
                    className={cn('cursor-pointer align-top hover:bg-neutral-50 dark:hover:bg-neutral-900', e.status !== 'active' && 'text-neutral-500 dark:text-neutral-400')}
                    data-testid="watch-row"
                    data-id={e.id}
                    data-pattern={e.pattern}
                  >
                    <td className="px-3 py-2">
                      <Link
                        to="/kwatch/edit/$id"
                        params={{ id: e.id }}
                        onClick={(ev) => ev.stopPropagation()}
                        className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-primary-600"
                        aria-label={t('kwatch.list.open', { pattern: e.pattern })}
                      >
                        <EntryPattern entry={e} layout="column" />
                      </Link>
                      <PlateProvince entry={e} locale={locale} />
                    </td>
                    <td className="px-3 py-2">
                      <span className="block">{t(`kwatch.reason.${e.reason}`)}</span>
                      {e.caseNo ? <span className="block max-w-44 truncate text-xs text-neutral-500 dark:text-neutral-400" title={e.caseNo}>{e.caseNo}</span> : null}
                    </td>
                    <td className="px-3 py-2">
                      <span className="flex flex-col items-start gap-1">
                        <PriorityBadge priority={e.priority} />
                        <StatusBadge status={e.status} />
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <Validity entry={e} locale={locale} />
                    </td>
                    <td className="max-w-44 px-3 py-2">
                      <DistrictList codes={e.notifyDistricts} districtName={districtName} max={3} />
                    </td>
                    <td className="px-3 py-2">
                      <OwnerText entry={e} me={me} locale={locale} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={e.updatedAt} title={formatDateTime(e.updatedAt, locale)}>
                        {formatDate(e.updatedAt, locale)}
                      </time>
                      {e.updatedBy ? <span className="block text-xs text-neutral-500 dark:text-neutral-400">{e.updatedBy}</span> : null}
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>

      {/* Phones and tablets: one card per entry. */}
      <ul className="space-y-2 lg:hidden" data-testid="watch-cards" aria-busy={loading}>
        {loading && !items
          ? skeletonRows.slice(0, 5).map((i) => (
              <li key={i} className="rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
                <Skeleton className="mb-2 h-8 w-28" />
                <Skeleton className="h-3 w-40" />
              </li>
            ))
          : (items ?? []).map((e) => (
              <li key={e.id}>
                <Link
                  to="/kwatch/edit/$id"
                  params={{ id: e.id }}
                  className="block rounded-lg border border-neutral-200 p-3 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-900"
                  data-testid="watch-card"
                  data-pattern={e.pattern}
                >
                  <div className="flex items-start justify-between gap-2">
                    <EntryPattern entry={e} layout="column" />
                    <span className="flex flex-col items-end gap-1">
                      <PriorityBadge priority={e.priority} />
                      <StatusBadge status={e.status} />
                    </span>
                  </div>
                  <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
                    <span className="font-medium">{t(`kwatch.reason.${e.reason}`)}</span>
                    {e.caseNo ? <span className="min-w-0 truncate">{e.caseNo}</span> : null}
                  </div>
                  <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400">
                    <PlateProvince entry={e} locale={locale} />
                    <span>
                      {e.validUntil ? `${t('kwatch.list.until')} ${formatDate(e.validUntil, locale)}` : <Muted>{t('kwatch.list.untilClosed')}</Muted>}
                    </span>
                    <span className="min-w-0">
                      <DistrictList codes={e.notifyDistricts} districtName={districtName} max={1} />
                    </span>
                  </div>
                </Link>
              </li>
            ))}
      </ul>
    </>
  );
}
