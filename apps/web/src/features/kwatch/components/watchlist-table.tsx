// The watchlist's rows: a table from laptops up, cards on a phone. Headers sort on the server; a row
// opens the entry.
import { Link, useNavigate } from '@tanstack/react-router';
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { provinceLabel } from '../../../components/ui/thai-plate';
import { formatDate, formatDateTime, type AppLocale } from '../../../lib/format';
import type { ResolvedSearch, SortField } from '../list-search';
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

function SortButton({ label, field, search, onSort }: { label: string; field: SortField; search: ResolvedSearch; onSort: Props['onSort'] }) {
  const { t } = useTranslation();
  const active = search.sort === field;
  const Icon = !active ? ArrowUpDown : search.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(field)}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 whitespace-nowrap hover:text-neutral-900 dark:hover:text-white"
      data-sort={field}
      aria-pressed={active}
      title={t('kwatch.list.sortBy', { column: label })}
    >
      {label}
      <Icon className={cn('h-3.5 w-3.5', active ? 'opacity-100' : 'opacity-40')} aria-hidden />
    </button>
  );
}

function Th({ children, sort, search, className }: { children: ReactNode; sort?: SortField; search: ResolvedSearch; className?: string }) {
  const active = sort && search.sort === sort;
  return (
    <th
      scope="col"
      aria-sort={active ? (search.order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('px-3 py-2 text-left align-bottom font-medium', className)}
    >
      {children}
    </th>
  );
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

export function OwnerText({ ownerId, me }: { ownerId: string | null; me: string | undefined }) {
  const { t } = useTranslation();
  if (!ownerId) return <Muted>—</Muted>;
  if (ownerId === me) return <>{t('kwatch.list.ownerMe')}</>;
  return (
    <span className="font-mono text-xs" title={ownerId}>
      {ownerId.slice(0, 8)}
    </span>
  );
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
  const sort = (label: string, field: SortField) => <SortButton label={label} field={field} search={search} onSort={onSort} />;

  return (
    <>
      {/* Laptops and up: a table that scrolls sideways when the columns do not fit. */}
      <div className="hidden overflow-x-auto rounded-lg border border-neutral-200 lg:block dark:border-neutral-800">
        <table className="w-full text-sm" data-testid="watch-table" aria-busy={loading}>
          <thead className="bg-neutral-50 text-neutral-600 dark:bg-neutral-900 dark:text-neutral-300">
            <tr>
              <Th sort="pattern" search={search}>
                {sort(t('kwatch.fields.pattern'), 'pattern')}
              </Th>
              <Th sort="reason" search={search}>
                {sort(t('kwatch.fields.reason'), 'reason')}
                <span className="block text-xs font-normal">{t('kwatch.fields.caseNo')}</span>
              </Th>
              <Th sort="priority" search={search}>
                {sort(t('kwatch.fields.priority'), 'priority')}
                <span className="block text-xs font-normal">{t('kwatch.fields.status')}</span>
              </Th>
              <Th sort={search.sort === 'validUntil' ? 'validUntil' : 'validFrom'} search={search}>
                <span className="flex flex-col items-start">
                  {sort(t('kwatch.fields.validFrom'), 'validFrom')}
                  {sort(t('kwatch.fields.validUntil'), 'validUntil')}
                </span>
              </Th>
              <Th search={search}>{t('kwatch.fields.notifyDistricts')}</Th>
              <Th search={search} className="whitespace-nowrap">
                {t('kwatch.fields.owner')}
              </Th>
              <Th sort="updatedAt" search={search}>
                {sort(t('kwatch.fields.updatedAt'), 'updatedAt')}
              </Th>
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
                      <OwnerText ownerId={e.ownerId} me={me} />
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
