// Shapes every API area shares: errors, paging.
import { z } from 'zod';

export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** What every versioned, audited record carries in the API: edits send `version` back (409 when stale). */
export const versionedRowShape = {
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** who made the last change, so a stale editor can be told */
  updatedBy: z.string().nullable(),
};

/** Optional text from a form or an import: trimmed, at most `max` characters, and null when empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);
