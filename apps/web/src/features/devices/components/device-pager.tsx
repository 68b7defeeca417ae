// "1–25 of 120", the page size, and previous / next.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import { pageCount } from '../device-search';

export function DevicePager({
  page,
  pageSize,
  total,
  sizes,
  onPage,
  onPageSize,
  testId = 'pager',
}: {
  page: number;
  pageSize: number;
  total: number;
  sizes?: readonly number[];
  onPage: (p: number) => void;
  onPageSize?: (s: number) => void;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <nav
      aria-label={t('devices.list.paging')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
      data-testid={testId}
    >
      <p className="text-neutral-600 dark:text-neutral-300" data-testid="range">
        {t('devices.list.range', { from: n.format(from), to: n.format(to), total: n.format(total) })}
      </p>
      <div className="flex items-center gap-2">
        {sizes && onPageSize ? (
          <label className="flex items-center gap-2 text-neutral-600 dark:text-neutral-300">
            {t('devices.list.pageSize')}
            <select
              value={pageSize}
              onChange={(e) => onPageSize(Number(e.target.value))}
              className={`${controlClass()} w-20`}
              data-testid="page-size"
            >
              {sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button
          variant="outline"
          color="neutral"
          size="icon"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label={t('devices.list.previous')}
          data-testid="page-prev"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <span className="min-w-16 text-center tabular-nums" aria-live="polite">
          {t('devices.list.pageOf', { page: n.format(page), pages: n.format(pages) })}
        </span>
        <Button
          variant="outline"
          color="neutral"
          size="icon"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label={t('devices.list.next')}
          data-testid="page-next"
        >
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
