// The buttons for what may be done with an alert from where it stands (ALERT_TRANSITIONS), plus assign
// while it is open; each asks what its step needs first. Used by the watchman console's detail panel
// and by the map's alert popup. Nothing is shown to a user without the right to change alerts.
import type { Alert } from '@yaam/shared/contracts/alerts';
import { BellRing, CircleCheck, CircleSlash, Eye, Truck, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button, type ButtonColor, type ButtonVariant } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { availableActions, type AlertAction } from '../actions';
import { useAlertAction } from '../use-alert-action';

const look: Record<AlertAction, { icon: LucideIcon; variant: ButtonVariant; color: ButtonColor; key: string }> = {
  acknowledged: { icon: Eye, variant: 'solid', color: 'primary', key: 'a' },
  dispatched: { icon: Truck, variant: 'solid', color: 'primary', key: 'd' },
  resolved: { icon: CircleCheck, variant: 'outline', color: 'primary', key: 'r' },
  'false-positive': { icon: CircleSlash, variant: 'outline', color: 'error', key: 'f' },
  assign: { icon: UserPlus, variant: 'outline', color: 'neutral', key: 's' },
};

export interface AlertActionsProps {
  alert: Alert;
  /** After a step was taken, with the alert as it now is. */
  onDone?: (alert: Alert) => void;
  size?: 'sm' | 'md';
  /** Show each button's keyboard shortcut (the console has them). */
  showKeys?: boolean;
  className?: string;
}

export function AlertActions({ alert, onDone, size = 'md', showKeys = false, className }: AlertActionsProps) {
  const { t } = useTranslation();
  const { run, busy, canUpdate } = useAlertAction();
  const actions = availableActions(alert, canUpdate);
  if (actions.length === 0) return null;
  const working = busy?.id === alert.id;
  return (
    <div role="group" aria-label={t('alerts.actions.label')} className={cn('flex flex-wrap gap-2', className)} data-testid="alert-actions">
      {actions.map((action) => {
        const { icon: Icon, variant, color, key } = look[action];
        const label = action === 'assign' && alert.assignedOfficer ? t('alerts.actions.reassign') : t(`alerts.actions.${action}`);
        return (
          <Button
            key={action}
            size={size}
            variant={variant}
            color={color}
            disabled={working}
            aria-keyshortcuts={showKeys ? key : undefined}
            // The shared outline-error button has no dark variant: keep it readable on a dark panel.
            className={action === 'false-positive' ? 'dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950' : undefined}
            onClick={() => void run(alert, action).then((saved) => saved && onDone?.(saved))}
            data-action={action}
          >
            {working && busy?.action === action ? <BellRing className="h-4 w-4 animate-pulse" aria-hidden /> : <Icon className="h-4 w-4" aria-hidden />}
            {working && busy?.action === action ? t('alerts.actions.working') : label}
            {showKeys ? (
              <kbd className="ml-1 hidden rounded border border-current/30 px-1 font-mono text-[0.65rem] leading-4 opacity-80 sm:inline">{key}</kbd>
            ) : null}
          </Button>
        );
      })}
    </div>
  );
}
