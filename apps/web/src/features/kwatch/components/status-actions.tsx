// Expire, close (with a note), reopen and delete one entry. Each that takes an entry off the watch
// asks first and says what will happen; reopening does not.
import { useNavigate } from '@tanstack/react-router';
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import { Archive, CalendarX, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import { controlClass } from '../../../components/ui/field';
import { errorBodyOf } from '../../../lib/http';
import { addToast } from '../../../lib/toast';
import { useCan } from '../../../lib/use-can';
import { useDeleteEntry, useSetEntryStatus, type StatusAction } from '../api/entry-status';

type Asking = 'expire' | 'close' | 'delete' | null;

export function StatusActions({ entry, onChanged }: { entry: WatchEntry; onChanged: (saved: WatchEntry) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canUpdate = useCan('kwatch', 'u');
  const canDelete = useCan('kwatch', 'd');
  const status = useSetEntryStatus();
  const remove = useDeleteEntry();
  const [asking, setAsking] = useState<Asking>(null);
  const [note, setNote] = useState('');

  const failed = (error: unknown, fallback: string) => {
    const code = errorBodyOf(error)?.statusCode;
    addToast({ color: 'error', title: t(code === 403 ? 'kwatch.form.forbidden' : code === 404 ? 'kwatch.form.gone' : code === 409 ? 'kwatch.lifecycle.changedMeanwhile' : fallback) });
  };
  const run = (action: StatusAction) =>
    status.mutate(
      { id: entry.id, action, note: action === 'close' ? note.trim() || undefined : undefined },
      {
        onSuccess: (saved) => {
          setAsking(null);
          setNote('');
          onChanged(saved);
          addToast({ color: 'success', title: t(`kwatch.lifecycle.done.${action}`), description: saved.pattern });
        },
        onError: (error) => {
          setAsking(null);
          failed(error, 'kwatch.lifecycle.failed');
        },
      },
    );
  const del = () =>
    remove.mutate(entry.id, {
      onSuccess: (gone) => {
        addToast({ color: 'success', title: t('kwatch.delete.done'), description: gone.pattern });
        void navigate({ to: '/kwatch' });
      },
      onError: (error) => {
        setAsking(null);
        failed(error, 'kwatch.delete.failed');
      },
    });

  if (!canUpdate && !canDelete) return null;
  const busy = status.isPending || remove.isPending;
  return (
    <div className="flex flex-wrap gap-2" data-testid="status-actions">
      {canUpdate && entry.status === 'active' ? (
        <Button variant="outline" color="neutral" size="sm" onClick={() => setAsking('expire')} data-testid="action-expire">
          <CalendarX className="h-4 w-4" aria-hidden />
          {t('kwatch.lifecycle.expire')}
        </Button>
      ) : null}
      {canUpdate && entry.status !== 'closed' ? (
        <Button variant="outline" color="neutral" size="sm" onClick={() => setAsking('close')} data-testid="action-close">
          <Archive className="h-4 w-4" aria-hidden />
          {t('kwatch.lifecycle.close')}
        </Button>
      ) : null}
      {canUpdate && entry.status !== 'active' ? (
        <Button variant="outline" color="primary" size="sm" onClick={() => run('reopen')} disabled={busy} data-testid="action-reopen">
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('kwatch.lifecycle.reopen')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="ghost" color="error" size="sm" onClick={() => setAsking('delete')} data-testid="action-delete">
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('kwatch.delete.open')}
        </Button>
      ) : null}

      <ModalDialog
        open={asking !== null}
        onDismiss={() => (busy ? undefined : setAsking(null))}
        testId="confirm-dialog"
        title={asking === 'delete' ? t('kwatch.delete.title') : asking ? t(`kwatch.lifecycle.confirm.${asking}.title`) : ''}
        description={asking === 'delete' ? t('kwatch.delete.description') : asking ? t(`kwatch.lifecycle.confirm.${asking}.description`) : undefined}
        footer={
          <>
            <Button variant="outline" color="neutral" onClick={() => setAsking(null)} disabled={busy} data-testid="confirm-cancel">
              {t('kwatch.actions.cancel')}
            </Button>
            <Button color="error" onClick={() => (asking === 'delete' ? del() : asking ? run(asking) : undefined)} disabled={busy} data-testid="confirm-ok">
              {asking === 'delete' ? t('kwatch.delete.confirm') : asking ? t(`kwatch.lifecycle.confirm.${asking}.ok`) : ''}
            </Button>
          </>
        }
      >
        {asking === 'close' ? (
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-neutral-800 dark:text-neutral-200">{t('kwatch.lifecycle.closeNote')}</span>
            <textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
              maxLength={2000}
              className={`${controlClass()} h-auto py-2`}
              placeholder={t('kwatch.lifecycle.closeNotePlaceholder')}
              data-testid="close-note"
            />
          </label>
        ) : undefined}
      </ModalDialog>
    </div>
  );
}
