// The pages of one officer: add, edit (a read-only view for those who may not update) and the states
// around them — loading, not found, removed.
import { Link } from '@tanstack/react-router';
import type { Officer } from '@yaam/shared/contracts/police';
import { ArrowLeft, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button';
import { EmptyState, PageHeader } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/field';
import { errorBodyOf } from '../../../lib/http';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { useOfficer } from '../api/get-officer';
import { officerTitle } from '../rank';
import { OfficerForm } from './officer-form';
import { OfficerFacts } from './officer-view';

export function BackToDirectory() {
  const { t } = useTranslation();
  return (
    <Link
      to="/polices"
      className="mb-3 inline-flex items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('police.listTitle')}
    </Link>
  );
}

function Frame({
  titleKey,
  title,
  description,
  children,
}: {
  titleKey: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div data-testid="page" data-title-key={titleKey} className="max-w-3xl">
      <BackToDirectory />
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}

export function OfficerAddPage() {
  const { t } = useTranslation();
  const canCreate = useCan('police', 'c');
  return (
    <Frame titleKey="police.addTitle" title={t('police.addTitle')} description={t('police.addDescription')}>
      {canCreate ? <OfficerForm /> : <NotAllowed />}
    </Frame>
  );
}

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={UserX}
      title={t('police.form.forbiddenTitle')}
      description={t('police.form.forbidden')}
    />
  );
}

/** Loads the officer; renders `children` with it, or the loading, missing and failed states. */
export function WithOfficer({ id, children }: { id: string; children: (officer: Officer) => ReactNode }) {
  const { t } = useTranslation();
  const query = useOfficer(id);
  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true" data-testid="officer-loading">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (query.isError) {
    const missing = errorBodyOf(query.error)?.statusCode === 404;
    return (
      <EmptyState
        icon={UserX}
        title={t(missing ? 'police.notFound.title' : 'police.directory.loadFailed')}
        description={missing ? t('police.notFound.description') : undefined}
      >
        <Link to="/polices" className={`${buttonClass('soft', 'primary')} mt-4`}>
          {t('police.listTitle')}
        </Link>
      </EmptyState>
    );
  }
  return <>{children(query.data)}</>;
}

export function OfficerEditPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const canUpdate = useCan('police', 'u');
  const query = useOfficer(id);
  const title = query.data
    ? officerTitle(query.data, locale)
    : t(canUpdate ? 'police.editTitle' : 'police.viewTitle');
  return (
    <Frame
      titleKey={canUpdate ? 'police.editTitle' : 'police.viewTitle'}
      title={title}
      description={t(canUpdate ? 'police.editDescription' : 'police.viewDescription')}
    >
      <WithOfficer id={id}>
        {(officer) =>
          officer.deletedAt ? (
            <>
              <p
                role="status"
                className="mb-4 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200"
              >
                {t('police.removedNote')}
              </p>
              <OfficerFacts officer={officer} />
            </>
          ) : canUpdate ? (
            // A fresh form per version: reloading after a conflict or a save starts clean.
            <OfficerForm key={officer.id} officer={officer} />
          ) : (
            <OfficerFacts officer={officer} />
          )
        }
      </WithOfficer>
    </Frame>
  );
}
