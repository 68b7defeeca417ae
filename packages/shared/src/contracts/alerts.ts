// Alerts (/api/v1/alerts) and the dashboard's alert and read counts: the API contract. An alert as
// the API returns it is also the payload of `yaam/v1/alerts/{districtCode}`.
import { z } from 'zod';

import { MATCH_MODES } from '../match/pattern';
import { pageOf, pageQuerySchema, versionedRowShape } from './common';
import { WATCH_PRIORITIES, WATCH_REASONS } from './kwatch';

export {
  ALERT_STATUSES,
  ALERT_TRANSITIONS,
  canTransition,
  OPEN_ALERT_STATUSES,
  type AlertStatus,
} from './alerts-constants';
import { ALERT_STATUSES, type AlertStatus } from './alerts-constants';

const note = z.string().trim().max(2000);

export const alertTransitionSchema = z
  .object({
    to: z.enum(['acknowledged', 'dispatched', 'resolved', 'false-positive']),
    /** optional, except for false-positive, where it is the reason */
    note: note.optional(),
    /** the version the user saw; omitted = apply to whatever is current (still refused if illegal) */
    version: z.number().int().min(1).optional(),
  })
  .refine((v) => v.to !== 'false-positive' || (v.note ?? '').length > 0, {
    path: ['note'],
    message: 'a false positive needs a reason',
  });
export type AlertTransition = z.infer<typeof alertTransitionSchema>;

export const alertAssignSchema = z.object({
  /** null takes the assignment away */
  officerId: z.uuid().nullable(),
  note: note.optional(),
});

export const alertNoteSchema = z.object({ note: note.min(1) });

export const alertOfficerSchema = z.object({
  id: z.string(),
  badgeNo: z.string(),
  rank: z.string(),
  firstNameTh: z.string(),
  lastNameTh: z.string(),
  phone: z.string().nullable(),
});

const stepSchema = z.object({ at: z.string(), by: z.string().nullable() }).nullable();

export const alertSchema = z.object({
  id: z.uuid(),
  status: z.enum(ALERT_STATUSES),
  priority: z.enum(WATCH_PRIORITIES),
  /** the watch entry as it was when the alert was raised (the entry id leads to the current one) */
  entry: z.object({
    id: z.string(),
    pattern: z.string(),
    reason: z.enum(WATCH_REASONS),
    caseNo: z.string().nullable(),
  }),
  match: z.object({
    mode: z.enum(MATCH_MODES),
    score: z.number(),
    distance: z.number().int(),
    lookalikes: z.number().int(),
  }),
  /** the vehicle as first read: normalised plate, its parts, the province read (if any) */
  plate: z.object({
    plate: z.string(),
    series: z.string(),
    number: z.string(),
    province: z.string().nullable(),
  }),
  deviceId: z.string(),
  readId: z.string(),
  /** plate_reads.id of the first read */
  readRowId: z.number().int().nullable(),
  districtCode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  imageUrl: z.string().nullable(),
  notifyDistricts: z.array(z.string()),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  sightingCount: z.number().int(),
  assignedOfficer: alertOfficerSchema.nullable(),
  acknowledged: stepSchema,
  dispatched: stepSchema,
  /** resolved or marked false-positive, with the note given then */
  closed: z.object({ at: z.string(), by: z.string().nullable(), note: z.string().nullable() }).nullable(),
  ...versionedRowShape,
});
export type Alert = z.infer<typeof alertSchema>;

export const alertPageSchema = pageOf(alertSchema);

/** `a,b` or repeated parameters: both give a list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item).max(10))
    .optional();

/** One district code or several (`a,b`, or repeated): alerts seen in or notifying any of them. */
const districtList = z
  .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.string().max(32)).max(100))
  .optional();

export const alertListQuerySchema = pageQuerySchema.extend({
  status: listOf(z.enum(ALERT_STATUSES)),
  /** shorthand for the three open statuses */
  open: z.enum(['true', 'false']).optional(),
  priority: listOf(z.enum(WATCH_PRIORITIES)),
  /** where the vehicle was seen, or a district the entry notifies; `a,b` = any of them (a user's districts) */
  district: districtList,
  entryId: z.uuid().optional(),
  /** part of a plate */
  q: z.string().trim().max(32).optional(),
  /** last seen at or after / before */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  sort: z.enum(['lastSeenAt', 'firstSeenAt', 'priority', 'status']).default('lastSeenAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AlertListQuery = z.infer<typeof alertListQuerySchema>;

export const alertIdParamsSchema = z.object({ id: z.uuid() });

export const alertConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current: alertSchema.optional(),
});

const byPriority = z.object({
  low: z.number().int(),
  medium: z.number().int(),
  high: z.number().int(),
  critical: z.number().int(),
});

export const alertCountsQuerySchema = z.object({ district: districtList });

/** The console's counters: open alerts by priority, and all alerts by status. */
export const alertCountsSchema = z.object({
  open: byPriority.extend({ total: z.number().int() }),
  byStatus: z.object(
    Object.fromEntries(ALERT_STATUSES.map((s) => [s, z.number().int()])) as Record<AlertStatus, z.ZodNumber>,
  ),
});
export type AlertCounts = z.infer<typeof alertCountsSchema>;

export const TIMELINE_EVENT_TYPES = [
  'created',
  'acknowledged',
  'dispatched',
  'resolved',
  'false-positive',
  'assigned',
  'unassigned',
  'note',
] as const;

export const timelineItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    at: z.string(),
    type: z.enum(TIMELINE_EVENT_TYPES),
    fromStatus: z.enum(ALERT_STATUSES).nullable(),
    toStatus: z.enum(ALERT_STATUSES).nullable(),
    by: z.string().nullable(),
    officer: alertOfficerSchema.nullable(),
    note: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('sighting'),
    at: z.string(),
    deviceId: z.string(),
    readId: z.string(),
    readRowId: z.number().int().nullable(),
    plate: z.string(),
    province: z.string().nullable(),
    score: z.number(),
    districtCode: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    imageUrl: z.string().nullable(),
  }),
]);
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const alertTimelineSchema = z.object({ alert: alertSchema, items: z.array(timelineItemSchema) });

// --- dashboard ---------------------------------------------------------------------------------

export const dashboardQuerySchema = z.object({
  district: z.string().max(32).optional(),
  /** alerts last seen from this instant (default: all) */
  since: z.iso.datetime({ offset: true }).optional(),
});

export const dashboardAlertCountsSchema = z.object({
  items: z.array(
    z.object({ status: z.enum(ALERT_STATUSES), priority: z.enum(WATCH_PRIORITIES), count: z.number().int() }),
  ),
  open: byPriority.extend({ total: z.number().int() }),
});

/** Reads per hour over the last 24 hours, oldest first; hours without reads are present with 0. */
export const readsPerHourSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(z.object({ hour: z.string(), count: z.number().int() })),
});
