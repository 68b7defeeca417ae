// /kwatch: the watchlist — search, filters and sort in the address, paging, CSV export of the current
// filter; creating (in a dialog) and importing are offered only to those who may.
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import { Download, FileUp, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { EmptyState, PageHeader } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { districtNamer, useDistricts } from '../../../lib/districts';
import { useSession } from '../../../lib/session';
import { addToast } from '../../../lib/toast';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useExportEntries } from '../api/export-entries';
import { useEntries } from '../api/get-entries';
import { apiQuery, isFiltered, resolveSearch, withFilter, withSort, type WatchlistSearch } from '../list-search';
import { CreateEntryDialog } from './create-entry-dialog';
import { ImportDialog } from './import-dialog';
import { NotAllowed } from './not-allowed';
import { WatchlistTable } from './watchlist-table';
import { WatchlistToolbar } from './watchlist-toolbar';

export function Watchlist({ search, onSearch }: { search: WatchlistSearch; onSearch: (next: WatchlistSearch) => void }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const canRead = useCan('kwatch', 'r');
  const canCreate = useCan('kwatch', 'c');
  const me = useSession((s) => s.user?.id);
  const resolved = resolveSearch(search);
  const entries = useEntries(apiQuery(search), canRead);
  const exporter = useExportEntries();
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);
  const districts = useDistricts().data;
  const districtName = districtNamer(districts, locale, { short: true });

  const total = entries.data?.total ?? 0;
  const items = entries.data?.items;
  usePageInRange({
    page: resolved.page,
    pageSize: resolved.pageSize,
    total: entries.data && !entries.isPlaceholderData ? total : undefined,
    onPage: (page) => onSearch({ ...search, page }),
  });

  const doExport = () =>
    exporter.mutate(apiQuery(search, { paged: false }), {
      onError: () => addToast({ color: 'error', title: t('kwatch.list.exportFailed') }),
    });
  const created = (entry: WatchEntry) => {
    setDialog(null);
    onSearch({ q: entry.pattern });
  };

  if (!canRead)
    return (
      <div data-testid="page" data-title-key="kwatch.title">
        <PageHeader title={t('kwatch.title')} description={t('kwatch.description')} />
        <NotAllowed />
      </div>
    );

  return (
    <div data-testid="page" data-title-key="kwatch.title">
      <PageHeader
        title={t('kwatch.title')}
        description={t('kwatch.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" color="neutral" onClick={doExport} disabled={exporter.isPending} data-testid="export-csv">
              <Download className="h-4 w-4" aria-hidden />
              {exporter.isPending ? t('kwatch.list.exporting') : t('kwatch.list.export')}
            </Button>
            {canCreate ? (
              <>
                <Button variant="outline" color="neutral" onClick={() => setDialog('import')} data-testid="import-csv">
                  <FileUp className="h-4 w-4" aria-hidden />
                  {t('kwatch.import.open')}
                </Button>
                <Button onClick={() => setDialog('create')} data-testid="create-entry">
                  <Plus className="h-4 w-4" aria-hidden />
                  {t('kwatch.create.open')}
                </Button>
              </>
            ) : null}
          </div>
        }
      />
      <WatchlistToolbar search={resolved} districts={districts} locale={locale} onChange={(change) => onSearch(withFilter(search, change))} />
      {entries.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          {t('kwatch.list.loadFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void entries.refetch()}>
            {t('kwatch.actions.retry')}
          </button>
        </div>
      ) : items && items.length === 0 ? (
        isFiltered(search) ? (
          <EmptyState icon={SearchX} title={t('kwatch.list.emptyTitle')} description={t('kwatch.list.emptyDescription')}>
            <Button variant="soft" color="primary" className="mt-4" onClick={() => onSearch({})} data-testid="empty-clear">
              {t('kwatch.list.clearFilters')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={SearchX} title={t('kwatch.list.noneTitle')} description={t(canCreate ? 'kwatch.list.noneDescription' : 'kwatch.list.noneReadOnly')}>
            {canCreate ? (
              <Button className="mt-4" onClick={() => setDialog('create')}>
                <Plus className="h-4 w-4" aria-hidden />
                {t('kwatch.create.open')}
              </Button>
            ) : null}
          </EmptyState>
        )
      ) : (
        <div className={entries.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} data-stale={entries.isPlaceholderData || entries.isFetching}>
          <WatchlistTable
            items={items}
            loading={entries.isPending}
            search={resolved}
            onSort={(field) => onSearch(withSort(search, field))}
            locale={locale}
            districtName={districtName}
            me={me}
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
      {canCreate ? (
        <>
          <CreateEntryDialog open={dialog === 'create'} onClose={() => setDialog(null)} onCreated={created} districts={districts} locale={locale} />
          <ImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
        </>
      ) : null}
    </div>
  );
}
