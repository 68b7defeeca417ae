// The console's keyboard: j/k or the arrows move the selection, Enter opens it, Esc closes, a/d/r/f
// take a step, s assigns, ? lists the keys. Nothing fires while the officer types in a field or holds
// a modifier (the browser's and the screen reader's own shortcuts stay theirs).
import type { AlertAction } from './actions';

export type FeedCommand = 'next' | 'prev' | 'open' | 'close' | 'help' | { action: AlertAction };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** the event's target */
  target?: EventTarget | null;
}

const ACTION_KEYS: Record<string, AlertAction> = {
  a: 'acknowledged',
  d: 'dispatched',
  r: 'resolved',
  f: 'false-positive',
  s: 'assign',
};

/** The shortcuts as the help window lists them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; label: string }> = [
  { keys: ['j', '↓'], label: 'next' },
  { keys: ['k', '↑'], label: 'prev' },
  { keys: ['Enter'], label: 'openAlert' },
  { keys: ['Esc'], label: 'closeAlert' },
  { keys: ['a'], label: 'acknowledge' },
  { keys: ['d'], label: 'dispatch' },
  { keys: ['r'], label: 'resolve' },
  { keys: ['f'], label: 'falsePositive' },
  { keys: ['s'], label: 'assign' },
  { keys: ['?'], label: 'help' },
];

/** True when the keystroke goes into something the officer is typing in (or a control that uses keys). */
export function isTyping(target: EventTarget | null | undefined): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as { tagName?: unknown; isContentEditable?: unknown; type?: unknown; getAttribute?: (name: string) => string | null };
  if (el.isContentEditable === true) return true;
  const tag = typeof el.tagName === 'string' ? el.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = typeof el.type === 'string' ? el.type.toLowerCase() : 'text';
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
  }
  const role = el.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

export function commandOf(e: KeyInput): FeedCommand | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (isTyping(e.target)) return null;
  switch (e.key) {
    case 'j':
    case 'ArrowDown':
      return 'next';
    case 'k':
    case 'ArrowUp':
      return 'prev';
    case 'Enter':
      return 'open';
    case 'Escape':
      return 'close';
    case '?':
      return 'help';
  }
  const action = ACTION_KEYS[e.key];
  return action ? { action } : null;
}

/** The selection after a move: the first row when nothing is selected, and it stops at either end. */
export function moveSelection(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at < 0) return step === 1 ? ids[0]! : ids[ids.length - 1]!;
  return ids[Math.min(ids.length - 1, Math.max(0, at + step))]!;
}
