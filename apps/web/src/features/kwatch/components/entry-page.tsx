// /kwatch/edit/{id}: one entry — a summary with its lifecycle actions, the edit form (or the facts
// as text for those who may not change it), and its history for those who may read the audit log.
import { Link } from '@tanstack/react-router';
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button';
import { EmptyState, PageHeader } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/field';
import { districtNamer, useDistricts } from '../../../lib/districts';
import { formatDateTime, type AppLocale } from '../../../lib/format';
import { errorBodyOf } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { useEntry } from '../api/get-entry';
import { PriorityBadge, StatusBadge } from './entry-badges';
import { EntryEditor, type EntryEditorHandle } from './entry-editor';
import { EntryHistory } from './entry-history';
import { EntryPattern, PatternText } from './entry-pattern';
import { fieldValueText } from './entry-values';
import { NotAllowed } from './not-allowed';
import { StatusActions } from './status-actions';
import { OwnerText } from './watchlist-table';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      to="/kwatch"
      className="mb-3 inline-flex items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('kwatch.title')}
    </Link>
  );
}

function Summary({ entry, locale, actions }: { entry: WatchEntry; locale: AppLocale; actions: ReactNode }) {
  const { t } = useTranslation();
  const me = useSession((s) => s.user?.id);
  return (
    <section className="mb-5 rounded-xl border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800" data-testid="entry-summary" data-status={entry.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <EntryPattern entry={entry} size="lg" layout="column" />
        <div className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={entry.priority} />
          <StatusBadge status={entry.status} />
        </div>
      </div>
      <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-300">
        {t(`kwatch.reason.${entry.reason}`)}
        {entry.caseNo ? ` · ${entry.caseNo}` : ''}
      </p>
      {entry.status === 'closed' && (entry.closedAt || entry.closeNote) ? (
        <p className="mt-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm dark:border-neutral-800 dark:bg-neutral-900" data-testid="close-info">
          {t('kwatch.edit.closedOn', { when: entry.closedAt ? formatDateTime(entry.closedAt, locale) : '—' })}
          {entry.closeNote ? <span className="mt-1 block whitespace-pre-line">{entry.closeNote}</span> : null}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-300" data-testid="entry-owner">
        {t('kwatch.fields.owner')}: <OwnerText entry={entry} me={me} locale={locale} />
      </p>
      <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">
        {t('kwatch.edit.lastChanged', { when: formatDateTime(entry.updatedAt, locale), who: entry.updatedBy ?? '—', version: entry.version })}
      </p>
      {actions ? <div className="mt-4">{actions}</div> : null}
    </section>
  );
}

/** The entry for those who may read but not change it: every field as text. */
function EntryFacts({ entry, districtName }: { entry: WatchEntry; districtName: (code: string) => string }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const ctx = { t, locale, districtName };
  const rows: Array<[string, ReactNode]> = [
    ['pattern', <PatternText entry={entry} />],
    ['mode', entry.mode === 'fuzzy' ? t('kwatch.modeBadge.fuzzy', { n: entry.maxDistance }) : fieldValueText('mode', entry.mode, ctx)],
    ['province', fieldValueText('province', entry.province, ctx)],
    ['reason', fieldValueText('reason', entry.reason, ctx)],
    ['priority', <PriorityBadge priority={entry.priority} />],
    ['caseNo', entry.caseNo],
    ['validFrom', fieldValueText('validFrom', entry.validFrom, ctx)],
    ['validUntil', fieldValueText('validUntil', entry.validUntil, ctx)],
    ['notifyDistricts', fieldValueText('notifyDistricts', entry.notifyDistricts, ctx)],
    ['notes', entry.notes ? <span className="whitespace-pre-line">{entry.notes}</span> : null],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-neutral-200 p-4 sm:grid-cols-[12rem_1fr] sm:p-5 dark:border-neutral-800" data-testid="entry-facts">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-sm text-neutral-500 dark:text-neutral-400">{t(`kwatch.fields.${key}`)}</dt>
          <dd className="-mt-2 break-words sm:mt-0">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function EntryPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const canRead = useCan('kwatch', 'r');
  const canUpdate = useCan('kwatch', 'u');
  const canDelete = useCan('kwatch', 'd');
  const canAudit = useCan('audit', 'r');
  const query = useEntry(id, canRead);
  const editor = useRef<EntryEditorHandle>(null);
  const districts = useDistricts().data;
  const districtName = districtNamer(districts, locale, { short: true });
  const titleKey = canUpdate ? 'kwatch.editTitle' : 'kwatch.viewTitle';

  let body: ReactNode;
  if (!canRead) body = <NotAllowed />;
  else if (query.isPending)
    body = (
      <div className="space-y-3" aria-busy="true" data-testid="entry-loading">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  else if (query.isError) {
    const missing = errorBodyOf(query.error)?.statusCode === 404;
    body = (
      <EmptyState
        icon={SearchX}
        title={t(missing ? 'kwatch.notFound.title' : 'kwatch.edit.loadFailed')}
        description={missing ? t('kwatch.notFound.description') : undefined}
      >
        <Link to="/kwatch" className={`${buttonClass('soft', 'primary')} mt-4`}>
          {t('kwatch.title')}
        </Link>
      </EmptyState>
    );
  } else {
    const entry = query.data;
    body = (
      <div className="space-y-5">
        <Summary
          entry={entry}
          locale={locale}
          actions={canUpdate || canDelete ? <StatusActions entry={entry} onChanged={(saved) => editor.current?.adopt(saved)} /> : null}
        />
        {canUpdate ? (
          // One form per entry: a background refetch does not overwrite what is being typed.
          <EntryEditor key={entry.id} ref={editor} entry={entry} districts={districts} />
        ) : (
          <EntryFacts entry={entry} districtName={districtName} />
        )}
        {canAudit ? <EntryHistory id={entry.id} districtName={districtName} /> : null}
      </div>
    );
  }

  return (
    <div data-testid="page" data-title-key={titleKey} className="max-w-3xl">
      <BackToList />
      <PageHeader title={t(titleKey)} description={t(canUpdate ? 'kwatch.editDescription' : 'kwatch.viewDescription')} />
      {body}
    </div>
  );
}
