// Watchlist constants without zod, for code that must stay light (the browser's entry chunk).

export const WATCH_REASONS = ['stolen', 'wanted', 'suspect', 'missing', 'other'] as const;
export type WatchReason = (typeof WATCH_REASONS)[number];
/** Lowest first; lists sort by this order, not alphabetically. */
export const WATCH_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type WatchPriority = (typeof WATCH_PRIORITIES)[number];
/** `expired`: past valid-until (or expired by hand); `closed`: taken off the watchlist with a note. */
export const WATCH_STATUSES = ['active', 'expired', 'closed'] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];
export const WATCH_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'priority',
  'pattern',
  'reason',
  'validFrom',
  'validUntil',
] as const;
