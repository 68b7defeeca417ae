// The live log: filter by topic and text (kept in the address), newest or oldest first, pause (what
// arrives meanwhile is counted and shown on resume), clear (asks first), fifty messages a page.
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronLeft, ChevronRight, Inbox, Pause, Play, ScrollText, Search, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { controlClass } from '../../../components/ui/field';
import { useDebounced } from '../../../lib/use-debounced';
import { useAppLocale } from '../../../lib/use-locale';
import type { ConsoleSearch } from '../console-search';
import { filterLog, LOG_CAP, type LogSnapshot } from '../message-log';
import { Card } from './card';
import { MessageRow } from './message-row';
import { MONO } from './mono';

export const LOG_PAGE_SIZE = 50;

function SettledInput({
  value,
  onSettled,
  label,
  placeholder,
  testId,
  mono = false,
}: {
  value: string;
  onSettled: (v: string) => void;
  label: string;
  placeholder: string;
  testId: string;
  mono?: boolean;
}) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text, 250);
  // The address changed from elsewhere (back button): show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled.trim() !== value) onSettled(settled.trim());
    // Only a settled change of the box changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div className="relative min-w-0 flex-1 sm:min-w-48">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400" aria-hidden />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={label}
        placeholder={placeholder}
        maxLength={200}
        spellCheck={false}
        autoCapitalize="off"
        className={cn(controlClass(), 'pl-9', mono && MONO, mono && 'placeholder:font-sans')}
        data-testid={testId}
      />
    </div>
  );
}

export function MessageLogPanel({
  snapshot,
  search,
  onSearch,
  onPause,
  onResume,
  onClear,
  resumed,
  hasSubscriptions,
}: {
  snapshot: LogSnapshot;
  search: ConsoleSearch;
  onSearch: (change: Partial<Record<keyof ConsoleSearch, string | undefined>>) => void;
  onPause: () => void;
  onResume: () => void;
  onClear: () => void;
  /** Messages shown by the last resume, until the next action. */
  resumed: number | null;
  hasSubscriptions: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = useAppLocale();
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const [page, setPage] = useState(1);
  const oldestFirst = search.order === 'asc';
  const filtered = useMemo(() => {
    const list = filterLog(snapshot.entries, { topic: search.topic, q: search.q });
    return oldestFirst ? list : list.reverse();
  }, [snapshot.entries, search.topic, search.q, oldestFirst]);
  const pages = Math.max(1, Math.ceil(filtered.length / LOG_PAGE_SIZE));
  const current = Math.min(page, pages);
  // A new filter or order starts at the first page.
  useEffect(() => setPage(1), [search.topic, search.q, search.order]);
  const rows = filtered.slice((current - 1) * LOG_PAGE_SIZE, current * LOG_PAGE_SIZE);
  const total = snapshot.entries.length;
  const filteredOut = Boolean(search.topic || search.q);

  return (
    <Card
      id="mqtt-log"
      title={t('mqtt.log.title')}
      icon={ScrollText}
      testId="mqtt-log"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {snapshot.paused ? (
            <Button size="sm" onClick={onResume} data-testid="resume">
              <Play className="h-4 w-4" aria-hidden />
              {t('mqtt.log.resume')}
            </Button>
          ) : (
            <Button size="sm" variant="outline" color="neutral" onClick={onPause} data-testid="pause">
              <Pause className="h-4 w-4" aria-hidden />
              {t('mqtt.log.pause')}
            </Button>
          )}
          <Button size="sm" variant="outline" color="error" onClick={onClear} disabled={total === 0 && snapshot.waiting === 0} data-testid="clear">
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('mqtt.log.clear')}
          </Button>
        </div>
      }
    >
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap" role="search">
        <SettledInput
          value={search.topic ?? ''}
          onSettled={(v) => onSearch({ topic: v || undefined })}
          label={t('mqtt.log.topicFilter')}
          placeholder={t('mqtt.log.topicFilterPlaceholder')}
          testId="log-topic"
          mono
        />
        <SettledInput
          value={search.q ?? ''}
          onSettled={(v) => onSearch({ q: v || undefined })}
          label={t('mqtt.log.textSearch')}
          placeholder={t('mqtt.log.textSearchPlaceholder')}
          testId="log-search"
        />
        <Button
          variant="outline"
          color="neutral"
          onClick={() => onSearch({ order: oldestFirst ? undefined : 'asc' })}
          data-testid="log-order"
          data-order={oldestFirst ? 'asc' : 'desc'}
          aria-label={t('mqtt.log.orderLabel', { order: t(oldestFirst ? 'mqtt.log.oldestFirst' : 'mqtt.log.newestFirst') })}
        >
          {oldestFirst ? <ArrowUpNarrowWide className="h-4 w-4" aria-hidden /> : <ArrowDownWideNarrow className="h-4 w-4" aria-hidden />}
          {t(oldestFirst ? 'mqtt.log.oldestFirst' : 'mqtt.log.newestFirst')}
        </Button>
      </div>

      {snapshot.paused ? (
        <p className="mb-3 flex items-center gap-2 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100" role="status" data-testid="paused-banner">
          <Pause className="h-4 w-4 shrink-0" aria-hidden />
          {t('mqtt.log.pausedWaiting', { n: n(snapshot.waiting) })}
        </p>
      ) : resumed !== null ? (
        <p className="mb-3 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:bg-primary-950 dark:text-primary-100" role="status" data-testid="resumed-note">
          {t('mqtt.log.resumedShown', { n: n(resumed) })}
        </p>
      ) : null}

      <p className="mb-2 text-xs text-neutral-600 dark:text-neutral-300" data-testid="log-count" aria-live="polite">
        {filteredOut
          ? t('mqtt.log.countFiltered', { shown: n(filtered.length), total: n(total), cap: n(LOG_CAP) })
          : t('mqtt.log.count', { total: n(total), cap: n(LOG_CAP) })}
        {snapshot.dropped > 0 ? ` ${t('mqtt.log.dropped', { n: n(snapshot.dropped) })}` : ''}
      </p>

      {rows.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-neutral-300 px-4 py-10 text-center dark:border-neutral-700" data-testid="log-empty">
          <Inbox className="mb-2 h-6 w-6 text-neutral-400" aria-hidden />
          <p className="font-medium">{t(filteredOut && total > 0 ? 'mqtt.log.noMatchTitle' : 'mqtt.log.emptyTitle')}</p>
          <p className="mt-1 max-w-sm text-sm text-neutral-600 dark:text-neutral-300">
            {t(filteredOut && total > 0 ? 'mqtt.log.noMatch' : hasSubscriptions ? 'mqtt.log.emptyWaiting' : 'mqtt.log.emptyNoSubscriptions')}
          </p>
        </div>
      ) : (
        <ol className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800" data-testid="messages">
          {rows.map((entry) => (
            <MessageRow key={entry.id} entry={entry} locale={locale} />
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label={t('mqtt.log.paging')} className="mt-3 flex items-center justify-end gap-2 text-sm" data-testid="log-pager">
          <Button variant="outline" color="neutral" size="icon" onClick={() => setPage(current - 1)} disabled={current <= 1} aria-label={t('mqtt.log.previous')} data-testid="log-prev">
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <span className="min-w-20 text-center tabular-nums">{t('mqtt.log.pageOf', { page: n(current), pages: n(pages) })}</span>
          <Button variant="outline" color="neutral" size="icon" onClick={() => setPage(current + 1)} disabled={current >= pages} aria-label={t('mqtt.log.next')} data-testid="log-next">
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </nav>
      ) : null}
    </Card>
  );
}
