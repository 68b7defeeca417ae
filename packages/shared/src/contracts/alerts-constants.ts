// Alert lifecycle constants without zod, for code that must stay light (the browser's entry chunk).

export const ALERT_STATUSES = ['new', 'acknowledged', 'dispatched', 'resolved', 'false-positive'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** Alerts still being worked: new reads of the same vehicle join them (within the window). */
export const OPEN_ALERT_STATUSES = [
  'new',
  'acknowledged',
  'dispatched',
] as const satisfies readonly AlertStatus[];

/**
 * The lifecycle: new → acknowledged → dispatched → resolved, with false-positive possible from any
 * open state and resolved also straight after acknowledging (the vehicle was dealt with on the spot).
 * Anything else is refused with 409. The UI offers the buttons this table allows.
 */
export const ALERT_TRANSITIONS: Readonly<Record<AlertStatus, readonly AlertStatus[]>> = {
  new: ['acknowledged', 'false-positive'],
  acknowledged: ['dispatched', 'resolved', 'false-positive'],
  dispatched: ['resolved', 'false-positive'],
  resolved: [],
  'false-positive': [],
};

export const canTransition = (from: AlertStatus, to: AlertStatus) => ALERT_TRANSITIONS[from].includes(to);
