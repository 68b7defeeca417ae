// Column headers of the server-sorted tables: a button per sortable column with an arrow for the
// current order, and aria-sort on the header cell. Clicking asks the list to sort; the list decides the
// order (the same column again flips it).
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from './cn';

/** What a list is sorted by, as its search state carries it. */
export interface SortState<F extends string> {
  sort: F;
  order: 'asc' | 'desc';
}

type AriaSort = 'ascending' | 'descending' | 'none';

const ariaSort = <F extends string>(state: SortState<F>, fields: readonly F[]): AriaSort =>
  !fields.includes(state.sort) ? 'none' : state.order === 'asc' ? 'ascending' : 'descending';

/** A header cell; `sortedBy` names the sort fields it stands for, so it tells whether the list is sorted by it. */
export function HeaderCell<F extends string>({
  children,
  state,
  sortedBy,
  compact = false,
  className,
}: {
  children: ReactNode;
  state?: SortState<F>;
  sortedBy?: readonly F[];
  /** the tighter padding of wide tables */
  compact?: boolean;
  className?: string;
}) {
  return (
    <th
      scope="col"
      aria-sort={state && sortedBy ? ariaSort(state, sortedBy) : undefined}
      className={cn('py-2 text-left font-medium', compact ? 'px-2.5' : 'px-3', className)}
    >
      {children}
    </th>
  );
}

export function SortButton<F extends string>({
  label,
  field,
  state,
  onSort,
}: {
  label: string;
  field: F;
  state: SortState<F>;
  onSort: (field: F) => void;
}) {
  const { t } = useTranslation();
  const active = state.sort === field;
  const Icon = !active ? ArrowUpDown : state.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(field)}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 whitespace-nowrap hover:text-neutral-900 dark:hover:text-white"
      data-sort={field}
      title={t('common.table.sortBy', { column: label })}
    >
      {label}
      <Icon className={cn('h-3.5 w-3.5', active ? 'opacity-100' : 'opacity-40')} aria-hidden />
    </button>
  );
}

/** The usual sortable column: one button in its header cell, and anything to show under it. */
export function SortHeader<F extends string>({
  label,
  field,
  state,
  onSort,
  compact,
  className,
  children,
}: {
  label: string;
  field: F;
  state: SortState<F>;
  onSort: (field: F) => void;
  compact?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <HeaderCell state={state} sortedBy={[field]} compact={compact} className={className}>
      <SortButton label={label} field={field} state={state} onSort={onSort} />
      {children}
    </HeaderCell>
  );
}
