// Paging under a list: "1–25 of 200", the page size (when the list lets the user choose it), and
// previous / next. Every paged list in the app uses this one.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PAGE_SIZES, pageCount, type PageSize } from '../../lib/paging';
import { Button } from './button';
import { controlClass } from './field';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  testId = 'pager',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
  /** without it the page size is fixed, and not offered */
  onPageSize?: (s: PageSize) => void;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = new Intl.NumberFormat(i18n.language);
  const step = (target: number, label: 'previous' | 'next', disabled: boolean) => {
    const Icon = label === 'previous' ? ChevronLeft : ChevronRight;
    return (
      <Button
        variant="outline"
        color="neutral"
        size="icon"
        onClick={() => onPage(target)}
        disabled={disabled}
        aria-label={t(`common.pager.${label}`)}
        data-testid={label === 'previous' ? 'page-prev' : 'page-next'}
      >
        <Icon className="h-4 w-4" aria-hidden />
      </Button>
    );
  };
  return (
    <nav
      aria-label={t('common.pager.paging')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
      data-testid={testId}
    >
      <p className="text-neutral-600 dark:text-neutral-300" data-testid="range" data-total={total}>
        {t('common.pager.range', { from: n.format(from), to: n.format(to), total: n.format(total) })}
      </p>
      <div className="flex items-center gap-2">
        {onPageSize ? (
          <label className="flex items-center gap-2 text-neutral-600 dark:text-neutral-300">
            {t('common.pager.pageSize')}
            <select
              value={pageSize}
              onChange={(e) => onPageSize(Number(e.target.value) as PageSize)}
              className={`${controlClass()} w-20`}
              data-testid="page-size"
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {step(page - 1, 'previous', page <= 1)}
        <span className="min-w-16 text-center tabular-nums" aria-live="polite">
          {t('common.pager.pageOf', { page: n.format(page), pages: n.format(pages) })}
        </span>
        {step(page + 1, 'next', page >= pages)}
      </div>
    </nav>
  );
}
