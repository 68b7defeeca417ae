// Watch entries (/api/v1/kwatch): the API contract, shared by the server's validation, OpenAPI and
// the web forms. Patterns are validated and stored in the matcher's form (match/pattern.ts).
import { z } from 'zod';

import { MATCH_MODES, MAX_FUZZY_DISTANCE, maxDistanceFor, normalisePattern } from '../match/pattern';
import { findProvince } from '../thai';
import { optionalText, pageOf, pageQuerySchema, versionedRowShape } from './common';

export {
  WATCH_PRIORITIES,
  WATCH_REASONS,
  WATCH_SORT_FIELDS,
  WATCH_STATUSES,
  type WatchPriority,
  type WatchReason,
  type WatchStatus,
} from './kwatch-constants';
import { WATCH_PRIORITIES, WATCH_REASONS, WATCH_SORT_FIELDS, WATCH_STATUSES } from './kwatch-constants';

/** A province by code, Thai or English name, stored as its Thai name; empty or null = any province. */
export const provinceInputSchema = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const p = findProvince(v);
    if (!p) {
      ctx.addIssue({ code: 'custom', message: 'unknown province' });
      return z.NEVER;
    }
    return p.th;
  });

const instant = z.iso.datetime({ offset: true });
const districtCode = z.string().trim().min(1).max(32);

const watchEntryFields = z.object({
  pattern: z.string().trim().min(1).max(32),
  mode: z.enum(MATCH_MODES).default('exact'),
  /** fuzzy only: edits allowed besides look-alike swaps (at most 1 from 4 characters, 2 from 7) */
  maxDistance: z.number().int().min(0).max(MAX_FUZZY_DISTANCE).default(1),
  province: provinceInputSchema,
  reason: z.enum(WATCH_REASONS),
  priority: z.enum(WATCH_PRIORITIES).default('medium'),
  caseNo: optionalText(64),
  notes: optionalText(2000),
  /** default: now */
  validFrom: instant.nullish().transform((v) => v ?? null),
  /** null: until closed */
  validUntil: instant.nullish().transform((v) => v ?? null),
  /** district codes; empty = every district */
  notifyDistricts: z.array(districtCode).max(200).default([]),
});

/** The rules across fields, and the pattern in its stored form. */
function finishEntry<T extends z.output<typeof watchEntryFields>>(v: T, ctx: z.RefinementCtx): T {
  const p = normalisePattern(v.mode, v.pattern);
  if (!p.ok) {
    ctx.addIssue({ code: 'custom', path: ['pattern'], message: p.message });
    return z.NEVER;
  }
  if (v.mode === 'fuzzy' && v.maxDistance > maxDistanceFor(p.pattern.length)) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxDistance'],
      message: `at most ${maxDistanceFor(p.pattern.length)} for a pattern of ${p.pattern.length} characters`,
    });
    return z.NEVER;
  }
  if (v.validFrom && v.validUntil && Date.parse(v.validUntil) <= Date.parse(v.validFrom)) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'must be after valid from' });
    return z.NEVER;
  }
  return { ...v, pattern: p.pattern, notifyDistricts: [...new Set(v.notifyDistricts)].sort() };
}

export const watchEntryInputSchema = watchEntryFields.transform(finishEntry);
export type WatchEntryInput = z.input<typeof watchEntryInputSchema>;
export type WatchEntryValues = z.output<typeof watchEntryInputSchema>;

export const watchEntryUpdateSchema = watchEntryFields
  .extend({
    version: z.number().int().min(1),
    /** overwrite a newer version on purpose (the user saw the conflict and chose theirs) */
    force: z.boolean().optional(),
  })
  .transform(finishEntry);

export const watchEntrySchema = z.object({
  id: z.uuid(),
  pattern: z.string(),
  mode: z.enum(MATCH_MODES),
  maxDistance: z.number().int(),
  province: z.string().nullable(),
  reason: z.enum(WATCH_REASONS),
  priority: z.enum(WATCH_PRIORITIES),
  caseNo: z.string().nullable(),
  notes: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  notifyDistricts: z.array(z.string()),
  ownerId: z.string().nullable(),
  /** who owns it, as people know them: first and last name, else the username; null without an owner */
  ownerName: z.string().nullable(),
  /** the owner's name in English, when their account has one */
  ownerNameEn: z.string().nullable(),
  /** as of now: an active entry past valid-until is `expired` */
  status: z.enum(WATCH_STATUSES),
  closedAt: z.string().nullable(),
  closeNote: z.string().nullable(),
  ...versionedRowShape,
});
export type WatchEntry = z.infer<typeof watchEntrySchema>;

export const watchEntryPageSchema = pageOf(watchEntrySchema);

export const watchEntryListQuerySchema = pageQuerySchema.extend({
  /** pattern, case number or notes */
  q: z.string().trim().max(100).optional(),
  reason: z.enum(WATCH_REASONS).optional(),
  priority: z.enum(WATCH_PRIORITIES).optional(),
  status: z.enum(WATCH_STATUSES).optional(),
  mode: z.enum(MATCH_MODES).optional(),
  /** entries that notify this district (entries notifying every district included) */
  district: z.string().max(32).optional(),
  sort: z.enum(WATCH_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type WatchEntryListQuery = z.infer<typeof watchEntryListQuerySchema>;

export const watchEntryIdParamsSchema = z.object({ id: z.uuid() });

/** Closing needs no version: it is a decision, not an edit of fields someone else may have changed. */
export const watchEntryCloseSchema = z.object({ note: optionalText(2000) });

export const watchEntryConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current: watchEntrySchema.optional(),
});

/**
 * CSV import: `all` (default) writes nothing when any row is invalid; `valid` writes the valid rows
 * and reports the others. Either way the answer lists every rejected row.
 */
export const watchImportQuerySchema = z.object({ mode: z.enum(['all', 'valid']).default('all') });

export const watchImportResultSchema = z.object({
  /** rows in the file (header excluded) */
  total: z.number().int(),
  created: z.number().int(),
  /** `row` counts from 1 for the first row after the header */
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type WatchImportResult = z.infer<typeof watchImportResultSchema>;

/** The columns of the CSV export and import, in order. */
export const WATCH_CSV_COLUMNS = [
  'pattern',
  'mode',
  'max_distance',
  'province',
  'reason',
  'priority',
  'case_no',
  'notes',
  'valid_from',
  'valid_until',
  'notify_districts',
  'status',
  'id',
] as const;
