// An entry's history from the audit log: who created it, who changed what (before → after), who
// expired, closed, reopened or deleted it, and when.
import type { AuditEntry } from '@yaam/shared/contracts/audit';
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import { History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../../components/ui/field';
import { formatDateTime } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';
import { useEntryHistory } from '../api/get-entry-history';
import { changedFields } from '../form-values';
import { fieldValueText } from './entry-values';

const ICON: Record<string, typeof Plus> = { create: Plus, update: Pencil, delete: Trash2 };
const LONG = 80;
const clip = (v: unknown) => (typeof v === 'string' && v.length > LONG ? `${v.slice(0, LONG)}…` : v);

function Change({ item, districtName }: { item: AuditEntry; districtName: (code: string) => string }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const before = item.before as Partial<WatchEntry> | null;
  const after = item.after as Partial<WatchEntry> | null;
  const fields = item.action === 'update' ? changedFields(before, after) : [];
  const Icon = ICON[item.action] ?? Pencil;
  const ctx = { t, locale, districtName };
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="history-item" data-action={item.action}>
      <span className="mt-0.5 h-fit rounded-full bg-neutral-100 p-1.5 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300">
        <Icon className="h-3.5 w-3.5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p>
          <span className="font-medium">{item.username ?? t('kwatch.conflict.someone')}</span>{' '}
          {t(`kwatch.history.actions.${item.action}`, { defaultValue: item.action })}
        </p>
        {fields.length ? (
          <ul className="mt-1 space-y-0.5 text-neutral-700 dark:text-neutral-300">
            {fields.map((f) => (
              <li key={f} data-field={f} className="break-words">
                <span className="text-neutral-500 dark:text-neutral-400">{t(`kwatch.fields.${f}`)}:</span>{' '}
                <span className="line-through decoration-neutral-400">{fieldValueText(f, clip(before?.[f]), ctx)}</span>
                {' → '}
                <span>{fieldValueText(f, clip(after?.[f]), ctx)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-neutral-500 dark:text-neutral-400">
          <time dateTime={item.at}>{formatDateTime(item.at, locale)}</time>
        </p>
      </div>
    </li>
  );
}

export function EntryHistory({ id, districtName }: { id: string; districtName: (code: string) => string }) {
  const { t } = useTranslation();
  const history = useEntryHistory(id);
  return (
    <section aria-labelledby="history-title" className="rounded-xl border border-neutral-200 dark:border-neutral-800" data-testid="entry-history">
      <h2 id="history-title" className="flex items-center gap-2 border-b border-neutral-200 px-4 py-3 font-semibold dark:border-neutral-800">
        <History className="h-4 w-4" aria-hidden />
        {t('kwatch.history.title')}
      </h2>
      {history.isPending ? (
        <div className="space-y-3 p-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <p className="p-4 text-sm text-neutral-600 dark:text-neutral-300">{t('kwatch.history.failed')}</p>
      ) : history.data.items.length === 0 ? (
        <p className="p-4 text-sm text-neutral-600 dark:text-neutral-300">{t('kwatch.history.none')}</p>
      ) : (
        <ol className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {history.data.items.map((item) => (
            <Change key={item.id} item={item} districtName={districtName} />
          ))}
        </ol>
      )}
    </section>
  );
}
