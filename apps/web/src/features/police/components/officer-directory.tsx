// /polices: the officers of every district — search, filters and sort in the address, paging, column
// choice, CSV export of the current filter. Adding is offered only to those who may.
import { Link } from '@tanstack/react-router';
import { Download, SearchX, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState, PageHeader } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { useDistrictNames, useDistricts } from '../../../lib/districts';
import { addToast } from '../../../lib/toast';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useExportOfficers } from '../api/export-officers';
import { useOfficers } from '../api/get-officers';
import { apiQuery, resolveSearch, withFilter, withSort, type DirectorySearch } from '../directory-search';
import { useColumns } from '../use-columns';
import { ColumnMenu } from './column-menu';
import { DirectoryToolbar } from './directory-toolbar';
import { OfficerTable } from './officer-table';

export function OfficerDirectory({
  search,
  onSearch,
}: {
  search: DirectorySearch;
  onSearch: (next: DirectorySearch) => void;
}) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const canCreate = useCan('police', 'c');
  const resolved = resolveSearch(search);
  const officers = useOfficers(apiQuery(search));
  const districts = useDistricts();
  const districtName = useDistrictNames(locale);
  const { columns, toggle } = useColumns();
  const exporter = useExportOfficers();

  const total = officers.data?.total ?? 0;
  const items = officers.data?.items;
  usePageInRange({
    page: resolved.page,
    pageSize: resolved.pageSize,
    total: officers.data && !officers.isPlaceholderData ? total : undefined,
    onPage: (page) => onSearch({ ...search, page }),
  });

  const doExport = () =>
    exporter.mutate(apiQuery(search, { paged: false }), {
      onError: () => addToast({ color: 'error', title: t('police.directory.exportFailed') }),
    });

  return (
    <div data-testid="page" data-title-key="police.listTitle">
      <PageHeader
        title={t('police.listTitle')}
        description={t('police.listDescription')}
        actions={
          <div className="flex flex-wrap gap-2">
            <ColumnMenu columns={columns} onToggle={toggle} />
            <Button
              variant="outline"
              color="neutral"
              onClick={doExport}
              disabled={exporter.isPending}
              data-testid="export-csv"
            >
              <Download className="h-4 w-4" aria-hidden />
              {exporter.isPending ? t('police.directory.exporting') : t('police.directory.export')}
            </Button>
            {canCreate ? (
              <Link to="/police/add" className={buttonClass('solid', 'primary')} data-testid="add-officer">
                <UserPlus className="h-4 w-4" aria-hidden />
                {t('police.actions.add')}
              </Link>
            ) : null}
          </div>
        }
      />
      <DirectoryToolbar
        search={resolved}
        districts={districts.data}
        locale={locale}
        onChange={(change) => onSearch(withFilter(search, change))}
      />
      {officers.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {t('police.directory.loadFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void officers.refetch()}>
            {t('police.actions.retry')}
          </button>
        </div>
      ) : items && items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('police.directory.emptyTitle')}
          description={t('police.directory.emptyDescription')}
        >
          <Button variant="soft" color="primary" className="mt-4" onClick={() => onSearch({})}>
            {t('police.directory.clearFilters')}
          </Button>
        </EmptyState>
      ) : (
        <div
          className={officers.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          data-stale={officers.isPlaceholderData || officers.isFetching}
        >
          <OfficerTable
            items={items}
            loading={officers.isPending}
            columns={columns}
            search={resolved}
            onSort={(field) => onSearch(withSort(search, field))}
            locale={locale}
            districtName={districtName}
          />
          <Pager
            page={resolved.page}
            pageSize={resolved.pageSize}
            total={total}
            onPage={(page) => onSearch({ ...search, page })}
            onPageSize={(pageSize) => onSearch(withFilter(search, { pageSize }))}
          />
        </div>
      )}
    </div>
  );
}
