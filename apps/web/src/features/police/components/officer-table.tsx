// The directory's rows: a table from tablets up, cards on a phone. Headers sort on the server; a row
// opens the officer.
import { Link, useNavigate } from '@tanstack/react-router';
import type { Officer } from '@yaam/shared/contracts/police';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../../components/ui/field';
import { SortHeader } from '../../../components/ui/sort-header';
import { formatDate, type AppLocale } from '../../../lib/format';
import type { ResolvedSearch, SortField } from '../directory-search';
import { officerTitle, personName, rankAbbr, rankName } from '../rank';
import type { OptionalColumn } from '../use-columns';
import { StatusBadge } from './status-badge';

interface Props {
  items: Officer[] | undefined;
  loading: boolean;
  columns: readonly OptionalColumn[];
  search: ResolvedSearch;
  onSort: (field: SortField) => void;
  locale: AppLocale;
  districtName: (code: string | null) => string;
}

const SORT_OF: Record<OptionalColumn, SortField> = {
  rank: 'rank',
  position: 'position',
  district: 'districtCode',
  phone: 'phone',
  email: 'email',
  status: 'status',
  updatedAt: 'updatedAt',
};

function cell(column: OptionalColumn, o: Officer, locale: AppLocale, districtName: Props['districtName']) {
  switch (column) {
    case 'rank':
      return <span title={rankName(o.rank, locale)}>{rankName(o.rank, locale)}</span>;
    case 'position':
      return o.position ?? '';
    case 'district':
      return districtName(o.districtCode);
    case 'phone':
      return o.phone ? <span className="tabular-nums whitespace-nowrap">{o.phone}</span> : '';
    case 'email':
      return o.email ?? '';
    case 'status':
      return <StatusBadge status={o.status} />;
    case 'updatedAt':
      return <span className="whitespace-nowrap">{formatDate(o.updatedAt, locale)}</span>;
  }
}

export function OfficerTable({ items, loading, columns, search, onSort, locale, districtName }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (id: string) => void navigate({ to: '/police/edit/$id', params: { id } });
  const nameSort: SortField = locale === 'en' ? 'firstNameEn' : 'firstNameTh';
  const skeletonRows = Array.from({ length: Math.min(search.pageSize, 10) }, (_, i) => i);

  return (
    <>
      {/* Tablets and up: a table that scrolls sideways when the columns do not fit. */}
      <div className="hidden overflow-x-auto rounded-lg border border-neutral-200 md:block dark:border-neutral-800">
        <table className="w-full text-sm" data-testid="officer-table" aria-busy={loading}>
          <thead className="bg-neutral-50 text-neutral-600 dark:bg-neutral-900 dark:text-neutral-300">
            <tr>
              <SortHeader label={t('police.fields.badgeNo')} field="badgeNo" state={search} onSort={onSort} />
              <SortHeader label={t('police.fields.name')} field={nameSort} state={search} onSort={onSort} />
              {columns.map((c) => (
                <SortHeader
                  key={c}
                  label={t(`police.columns.${c}`)}
                  field={SORT_OF[c]}
                  state={search}
                  onSort={onSort}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {loading && !items
              ? skeletonRows.map((i) => (
                  <tr key={i} data-testid="skeleton-row">
                    <td className="px-3 py-3">
                      <Skeleton className="h-4 w-16" />
                    </td>
                    <td className="px-3 py-3">
                      <Skeleton className="h-4 w-48" />
                    </td>
                    {columns.map((c) => (
                      <td key={c} className="px-3 py-3">
                        <Skeleton className="h-4 w-24" />
                      </td>
                    ))}
                  </tr>
                ))
              : (items ?? []).map((o) => (
                  <tr
                    key={o.id}
                    onClick={() => open(o.id)}
                    className="cursor-pointer hover:bg-neutral-50 dark:hover:bg-neutral-900"
                    data-testid="officer-row"
                    data-badge={o.badgeNo}
                  >
                    <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{o.badgeNo}</td>
                    <td className="px-3 py-2">
                      <Link
                        to="/police/edit/$id"
                        params={{ id: o.id }}
                        onClick={(e) => e.stopPropagation()}
                        className="font-medium text-neutral-900 hover:underline dark:text-neutral-100"
                      >
                        <span className="text-neutral-500 dark:text-neutral-400">
                          {rankAbbr(o.rank, locale)}
                        </span>{' '}
                        {personName(o, locale)}
                      </Link>
                    </td>
                    {columns.map((c) => (
                      <td key={c} className="px-3 py-2 text-neutral-700 dark:text-neutral-300">
                        {cell(c, o, locale, districtName)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>

      {/* Phones: one card per officer. */}
      <ul className="space-y-2 md:hidden" data-testid="officer-cards" aria-busy={loading}>
        {loading && !items
          ? skeletonRows.slice(0, 5).map((i) => (
              <li key={i} className="rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
                <Skeleton className="mb-2 h-4 w-40" />
                <Skeleton className="h-3 w-24" />
              </li>
            ))
          : (items ?? []).map((o) => (
              <li key={o.id}>
                <Link
                  to="/police/edit/$id"
                  params={{ id: o.id }}
                  className="block rounded-lg border border-neutral-200 p-3 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-900"
                  data-testid="officer-card"
                >
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-medium">{officerTitle(o, locale)}</span>
                    <StatusBadge status={o.status} />
                  </div>
                  <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-neutral-600 dark:text-neutral-400">
                    <span className="font-mono text-xs leading-6">{o.badgeNo}</span>
                    {o.position ? <span>{o.position}</span> : null}
                    {o.districtCode ? <span>{districtName(o.districtCode)}</span> : null}
                  </div>
                </Link>
              </li>
            ))}
      </ul>
    </>
  );
}
