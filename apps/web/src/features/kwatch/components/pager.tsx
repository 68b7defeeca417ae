// "1–25 of 30", the page size, and previous / next.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import { PAGE_SIZES, pageCount, type PageSize } from '../list-search';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
  onPageSize: (s: PageSize) => void;
}) {
  const { t, i18n } = useTranslation();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <nav aria-label={t('kwatch.list.paging')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm" data-testid="pager">
      <p className="text-neutral-600 dark:text-neutral-300" data-testid="range" data-total={total}>
        {t('kwatch.list.range', { from: n.format(from), to: n.format(to), total: n.format(total) })}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-neutral-600 dark:text-neutral-300">
          {t('kwatch.list.pageSize')}
          <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value) as PageSize)} className={`${controlClass()} w-20`} data-testid="page-size">
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <Button variant="outline" color="neutral" size="icon" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('kwatch.list.previous')} data-testid="page-prev">
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <span className="min-w-16 text-center tabular-nums" aria-live="polite">
          {t('kwatch.list.pageOf', { page: n.format(page), pages: n.format(pages) })}
        </span>
        <Button variant="outline" color="neutral" size="icon" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label={t('kwatch.list.next')} data-testid="page-next">
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
