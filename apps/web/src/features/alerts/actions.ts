// What an officer may do with an alert from where it stands (ALERT_TRANSITIONS), and what each step asks
// for: acknowledging is one click; dispatching and resolving take an optional note; a false positive
// needs its reason. Assigning is possible while the alert is open.
import { ALERT_TRANSITIONS, OPEN_ALERT_STATUSES, type Alert, type AlertStatus } from '@yaam/shared/contracts/alerts';

export type TransitionTarget = Exclude<AlertStatus, 'new'>;
export type AlertAction = TransitionTarget | 'assign';

export const TRANSITION_TARGETS = ['acknowledged', 'dispatched', 'resolved', 'false-positive'] as const satisfies readonly TransitionTarget[];

export type NoteRule = 'none' | 'optional' | 'required';

export const NOTE_RULE: Record<TransitionTarget, NoteRule> = {
  acknowledged: 'none',
  dispatched: 'optional',
  resolved: 'optional',
  'false-positive': 'required',
};

export const isOpen = (status: AlertStatus) => (OPEN_ALERT_STATUSES as readonly string[]).includes(status);

/** The actions to offer, in the order of the lifecycle; none without the right to change alerts. */
export function availableActions(alert: Pick<Alert, 'status'>, canUpdate: boolean): AlertAction[] {
  if (!canUpdate) return [];
  const steps = TRANSITION_TARGETS.filter((to) => ALERT_TRANSITIONS[alert.status].includes(to));
  return isOpen(alert.status) ? [...steps, 'assign'] : steps;
}

export const canDo = (alert: Pick<Alert, 'status'>, action: AlertAction, canUpdate: boolean) => availableActions(alert, canUpdate).includes(action);
