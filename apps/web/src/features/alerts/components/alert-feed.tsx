// The list of alerts: rows newest first (or as sorted), the selection the keyboard moves, "load more"
// for older pages, and what to say when there is nothing to show.
import type { Alert } from '@yaam/shared/contracts/alerts';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/field';
import type { AppLocale } from '../../../lib/format';
import type { useAlerts } from '../api/get-alerts';
import { useNow } from '../use-now';
import type { PlaceNames } from '../use-place-names';
import { AlertRow } from './alert-row';

interface Props {
  feed: ReturnType<typeof useAlerts>;
  alerts: Alert[];
  filtered: boolean;
  selected: string | null;
  opened: string | undefined;
  locale: AppLocale;
  places: PlaceNames;
  onOpen: (id: string) => void;
  rowRef: (id: string, el: HTMLButtonElement | null) => void;
}

export function AlertFeed({ feed, alerts, filtered, selected, opened, locale, places, onOpen, rowRef }: Props) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (feed.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (feed.isError) {
    return (
      <EmptyState icon={BellOff} title={t('watchman.feed.loadFailed')} description={t('alerts.errors.failed')}>
        <Button className="mt-4" variant="outline" color="neutral" onClick={() => void feed.refetch()}>
          {t('watchman.feed.retry')}
        </Button>
      </EmptyState>
    );
  }
  if (alerts.length === 0) {
    return <EmptyState icon={BellOff} title={t('watchman.feed.emptyTitle')} description={t(filtered ? 'watchman.feed.emptyFiltered' : 'watchman.feed.emptyOpen')} />;
  }
  const total = feed.data.pages[0]?.total ?? alerts.length;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div>
      <ul
        className="divide-y divide-neutral-200 overflow-hidden rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
        aria-label={t('watchman.feed.label')}
        data-testid="alert-feed"
      >
        {alerts.map((a) => (
          <AlertRow
            key={a.id}
            ref={(el) => rowRef(a.id, el)}
            alert={a}
            selected={selected === a.id}
            opened={opened === a.id}
            now={now}
            locale={locale}
            places={places}
            onOpen={onOpen}
          />
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-neutral-600 dark:text-neutral-300">
        <span data-testid="feed-range">{t('watchman.feed.shown', { shown: number.format(alerts.length), total: number.format(Math.max(total, alerts.length)) })}</span>
        {feed.hasNextPage ? (
          <Button variant="outline" color="neutral" size="sm" disabled={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()} data-testid="load-more">
            {feed.isFetchingNextPage ? t('watchman.feed.loadingMore') : t('watchman.feed.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
