// /police/delete/{id}: what will be removed, a confirmation, then back to the directory with a toast
// whose Undo restores the officer.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Officer } from '@yaam/shared/contracts/police';
import { Trash2, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState, PageHeader } from '../../../components/ui/empty-state';
import { errorBodyOf } from '../../../lib/http';
import { addToast, removeToast } from '../../../lib/toast';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { restoreOfficer, useDeleteOfficer } from '../api/delete-officer';
import { invalidateOfficers } from '../api/save-officer';
import { officerTitle } from '../rank';
import { BackToDirectory, WithOfficer } from './officer-pages';
import { OfficerFacts } from './officer-view';

const UNDO_MS = 10_000;

function Confirm({ officer }: { officer: Officer }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteOfficer();
  const title = officerTitle(officer, locale);

  const undo = async (toastId: string) => {
    removeToast(toastId);
    try {
      const back = await restoreOfficer(officer.id);
      await invalidateOfficers(queryClient, back);
      addToast({ color: 'success', title: t('police.delete.restored'), description: title });
    } catch {
      addToast({ color: 'error', title: t('police.delete.restoreFailed') });
    }
  };

  const confirm = () =>
    remove.mutate(officer.id, {
      onSuccess: () => {
        const id = `deleted-${officer.id}`;
        addToast({
          id,
          color: 'neutral',
          title: t('police.delete.done'),
          description: title,
          duration: UNDO_MS,
          actions: [{ label: t('police.delete.undo'), onClick: () => void undo(id) }],
        });
        void navigate({ to: '/polices' });
      },
      onError: (error) => {
        const status = errorBodyOf(error)?.statusCode;
        addToast({
          color: 'error',
          title: t(
            status === 403
              ? 'police.form.forbidden'
              : status === 404 || status === 409
                ? 'police.form.gone'
                : 'police.delete.failed',
          ),
        });
      },
    });

  if (officer.deletedAt)
    return (
      <p className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200">
        {t('police.removedNote')}
      </p>
    );
  return (
    <>
      <OfficerFacts officer={officer} />
      <div className="mt-5 flex flex-wrap gap-2">
        <Button color="error" onClick={confirm} disabled={remove.isPending} data-testid="confirm-delete">
          <Trash2 className="h-4 w-4" aria-hidden />
          {remove.isPending ? t('police.delete.deleting') : t('police.delete.confirm')}
        </Button>
        <Link to="/police/edit/$id" params={{ id: officer.id }} className={buttonClass('outline', 'neutral')}>
          {t('police.actions.cancel')}
        </Link>
      </div>
    </>
  );
}

export function OfficerDeletePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const canDelete = useCan('police', 'd');
  return (
    <div data-testid="page" data-title-key="police.deleteTitle" className="max-w-3xl">
      <BackToDirectory />
      <PageHeader title={t('police.deleteTitle')} description={t('police.deleteDescription')} />
      {canDelete ? (
        <WithOfficer id={id}>{(officer) => <Confirm officer={officer} />}</WithOfficer>
      ) : (
        <EmptyState
          icon={UserX}
          title={t('police.form.forbiddenTitle')}
          description={t('police.form.forbidden')}
        />
      )}
    </div>
  );
}
