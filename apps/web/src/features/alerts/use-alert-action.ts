// Takes one step on an alert the way every screen does it: ask what the step needs (a note, a reason,
// an officer), send it with the version the officer saw, and say how it went in a toast. A step that
// someone else beat us to comes back as 409 with the alert as it now is, which the caches take.
import type { Alert } from '@yaam/shared/contracts/alerts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorBodyOf } from '../../lib/http';
import { createOverlay } from '../../lib/overlay';
import { addToast } from '../../lib/toast';
import { useCan } from '../../lib/use-can';
import { canDo, NOTE_RULE, type AlertAction } from './actions';
import { conflictCurrent, useAssignAlert, useTransitionAlert } from './api/change-alert';
import { AssignDialog, NoteDialog, plateText } from './components/alert-dialogs';

const noteOverlay = createOverlay(NoteDialog);
const assignOverlay = createOverlay(AssignDialog);

export function useAlertAction() {
  const { t } = useTranslation();
  const canUpdate = useCan('alert', 'u');
  const transition = useTransitionAlert();
  const assign = useAssignAlert();
  const [busy, setBusy] = useState<{ id: string; action: AlertAction } | null>(null);
  const running = useRef(false);

  const failed = useCallback(
    (error: unknown) => {
      const current = conflictCurrent(error);
      const status = errorBodyOf(error)?.statusCode;
      addToast({
        color: current ? 'warning' : 'error',
        title: current
          ? t('alerts.errors.conflict', { status: t(`alerts.status.${current.status}`) })
          : t(status === 403 ? 'alerts.errors.forbidden' : status === 404 ? 'alerts.errors.gone' : 'alerts.errors.failed'),
      });
    },
    [t],
  );

  /** Resolves with the changed alert, or null when the officer cancelled or the step failed. */
  const run = useCallback(
    async (alert: Alert, action: AlertAction): Promise<Alert | null> => {
      if (running.current || !canDo(alert, action, canUpdate)) return null;
      running.current = true;
      try {
        const plate = plateText(alert);
        if (action === 'assign') {
          const choice = await assignOverlay.open({ alert });
          if (!choice) return null;
          setBusy({ id: alert.id, action });
          const saved = await assign.mutateAsync({ id: alert.id, officerId: choice.officerId, note: choice.note });
          addToast({ color: 'success', title: choice.officerId ? t('alerts.done.assigned', { name: choice.name }) : t('alerts.done.unassigned'), description: plate });
          return saved;
        }
        let note: string | undefined;
        if (NOTE_RULE[action] !== 'none' && action !== 'acknowledged') {
          const answer = await noteOverlay.open({ to: action, plate });
          if (!answer) return null;
          note = answer.note || undefined;
        }
        setBusy({ id: alert.id, action });
        const saved = await transition.mutateAsync({ id: alert.id, to: action, note, version: alert.version });
        addToast({ color: 'success', title: t(`alerts.done.${action}`), description: plate });
        return saved;
      } catch (error) {
        failed(error);
        return null;
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [assign, canUpdate, failed, t, transition],
  );

  return { run, busy, canUpdate };
}
