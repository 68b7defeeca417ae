// /police: the administrators' home — officers per district at a glance, the latest changes from the
// audit log, and a quick way to add an officer.
import { Link } from '@tanstack/react-router';
import type { AuditEntry } from '@yaam/shared/contracts/audit';
import type { Officer, OfficerStatus } from '@yaam/shared/contracts/police';
import { History, List, Pencil, Plus, RotateCcw, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/field';
import { useDistricts } from '../../../lib/districts';
import { formatDateTime, type AppLocale } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { useOfficerSummary } from '../api/get-officer-summary';
import { usePoliceAudit } from '../api/get-police-audit';
import { officerTitle } from '../rank';
import { summarise } from '../summary';

const BAR: Record<OfficerStatus, string> = {
  active: 'bg-green-600 dark:bg-green-500',
  suspended: 'bg-yellow-500 dark:bg-yellow-400',
  retired: 'bg-neutral-400 dark:bg-neutral-500',
};
const STATUSES: OfficerStatus[] = ['active', 'suspended', 'retired'];

function Stat({ label, value, tone }: { label: string; value: number | undefined; tone?: OfficerStatus }) {
  const { i18n } = useTranslation();
  return (
    <div className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
      <p className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-300">
        {tone ? <span className={cn('h-2.5 w-2.5 rounded-full', BAR[tone])} aria-hidden /> : null}
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">
        {value === undefined ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          new Intl.NumberFormat(i18n.language).format(value)
        )}
      </p>
    </div>
  );
}

function DistrictGlance({ locale }: { locale: AppLocale }) {
  const { t } = useTranslation();
  const summary = useOfficerSummary();
  const districts = useDistricts();
  const data =
    summary.data && districts.data
      ? summarise(summary.data.items, districts.data, locale, t('police.home.noDistrict'))
      : null;
  return (
    <>
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="police-stats">
        <Stat label={t('police.home.total')} value={data?.total} />
        {STATUSES.map((s) => (
          <Stat key={s} label={t(`police.status.${s}`)} value={data?.totals[s]} tone={s} />
        ))}
      </div>
      <section
        aria-labelledby="glance-title"
        className="rounded-xl border border-neutral-200 dark:border-neutral-800"
      >
        <h2
          id="glance-title"
          className="border-b border-neutral-200 px-4 py-3 font-semibold dark:border-neutral-800"
        >
          {t('police.home.perDistrict')}
        </h2>
        {!data ? (
          <div className="space-y-2 p-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : (
          <ul className="gap-x-6 p-2 sm:columns-2" data-testid="district-glance">
            {data.rows.map((row) => (
              <li key={row.code ?? '-'} className="break-inside-avoid">
                <Link
                  to="/polices"
                  search={row.code ? { district: row.code } : {}}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-md px-2 py-1.5 hover:bg-neutral-50 dark:hover:bg-neutral-900"
                  data-district={row.code ?? ''}
                >
                  <span className="truncate text-sm" title={row.name}>
                    {row.name}
                  </span>
                  <span className="text-sm font-medium tabular-nums">{row.total}</span>
                  <span
                    className="col-span-2 flex h-1.5 overflow-hidden rounded-full bg-neutral-100 dark:bg-neutral-800"
                    title={STATUSES.map((s) => `${t(`police.status.${s}`)} ${row.counts[s]}`).join(' · ')}
                  >
                    {STATUSES.map((s) => (
                      <span
                        key={s}
                        className={BAR[s]}
                        style={{ width: `${(row.counts[s] / data.max) * 100}%` }}
                      />
                    ))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const ACTION_ICON: Record<string, typeof Plus> = {
  create: Plus,
  update: Pencil,
  delete: Trash2,
  restore: RotateCcw,
};

function RecentChanges({ locale }: { locale: AppLocale }) {
  const { t } = useTranslation();
  const audit = usePoliceAudit(10);
  return (
    <section
      aria-labelledby="recent-title"
      className="rounded-xl border border-neutral-200 dark:border-neutral-800"
    >
      <h2
        id="recent-title"
        className="flex items-center gap-2 border-b border-neutral-200 px-4 py-3 font-semibold dark:border-neutral-800"
      >
        <History className="h-4 w-4" aria-hidden />
        {t('police.home.recent')}
      </h2>
      {audit.isPending ? (
        <div className="space-y-3 p-4">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : audit.isError ? (
        <p className="p-4 text-sm text-neutral-600 dark:text-neutral-300">{t('police.home.recentFailed')}</p>
      ) : audit.data.items.length === 0 ? (
        <p className="p-4 text-sm text-neutral-600 dark:text-neutral-300">{t('police.home.noChanges')}</p>
      ) : (
        <ol className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="recent-changes">
          {audit.data.items.map((entry) => (
            <ChangeItem key={entry.id} entry={entry} locale={locale} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ChangeItem({ entry, locale }: { entry: AuditEntry; locale: AppLocale }) {
  const { t } = useTranslation();
  const officer = (entry.after ?? entry.before) as Partial<Officer> | null;
  const Icon = ACTION_ICON[entry.action] ?? Pencil;
  const name =
    officer?.firstNameTh && officer.rank ? officerTitle(officer as Officer, locale) : (entry.entityId ?? '');
  const live = entry.action !== 'delete' && entry.entityId;
  return (
    <li className="flex gap-3 px-4 py-3" data-action={entry.action}>
      <span className="mt-0.5 rounded-full bg-neutral-100 p-1.5 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300">
        <Icon className="h-3.5 w-3.5" aria-hidden />
      </span>
      <div className="min-w-0 text-sm">
        <p>
          <span className="font-medium">{entry.username ?? t('police.conflict.someone')}</span>{' '}
          {t(`police.home.actions.${entry.action}`, { defaultValue: entry.action })}{' '}
          {live ? (
            <Link
              to="/police/edit/$id"
              params={{ id: entry.entityId as string }}
              className="font-medium text-primary-800 hover:underline dark:text-primary-300"
            >
              {name}
            </Link>
          ) : (
            <span className="font-medium">{name}</span>
          )}
        </p>
        <p className="text-xs text-neutral-500 dark:text-neutral-400">
          <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
        </p>
      </div>
    </li>
  );
}

export function PoliceHome() {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const canCreate = useCan('police', 'c');
  const canAudit = useCan('audit', 'r');
  return (
    <div data-testid="page" data-title-key="police.manageTitle">
      <PageHeader
        title={t('police.manageTitle')}
        description={t('police.manageDescription')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/polices" className={buttonClass('outline', 'neutral')} data-testid="open-directory">
              <List className="h-4 w-4" aria-hidden />
              {t('police.listTitle')}
            </Link>
            {canCreate ? (
              <Link to="/police/add" className={buttonClass('solid', 'primary')} data-testid="quick-add">
                <UserPlus className="h-4 w-4" aria-hidden />
                {t('police.actions.add')}
              </Link>
            ) : null}
          </div>
        }
      />
      <div className={cn('grid gap-6', canAudit && 'xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]')}>
        <div>
          <DistrictGlance locale={locale} />
        </div>
        {canAudit ? <RecentChanges locale={locale} /> : null}
      </div>
    </div>
  );
}
