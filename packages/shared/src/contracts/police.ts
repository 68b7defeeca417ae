// Police officers: the API contract, shared by the server's validation, OpenAPI and the web forms.
import { z } from 'zod';

import { RANK_CODES } from '../thai';
import { optionalText, pageQuerySchema, versionedRowShape } from './common';

export { OFFICER_SORT_FIELDS, OFFICER_STATUSES, type OfficerStatus } from './police-constants';
import { OFFICER_SORT_FIELDS, OFFICER_STATUSES } from './police-constants';

export const officerInputSchema = z.object({
  badgeNo: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[0-9A-Za-z-]+$/, 'digits, letters and dashes only'),
  rank: z.enum(RANK_CODES as [string, ...string[]]),
  firstNameTh: z.string().trim().min(1).max(100),
  lastNameTh: z.string().trim().min(1).max(100),
  firstNameEn: optionalText(100),
  lastNameEn: optionalText(100),
  position: optionalText(200),
  districtCode: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .nullish()
    .transform((v) => v ?? null),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}$/, 'a phone number such as 081-234-5678')
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z
    .email()
    .max(200)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z.enum(OFFICER_STATUSES).default('active'),
  userId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  photoUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type OfficerInput = z.input<typeof officerInputSchema>;

export const officerUpdateSchema = officerInputSchema.extend({
  version: z.number().int().min(1),
  /** Overwrite a newer version on purpose (the user saw the conflict and chose to keep theirs). */
  force: z.boolean().optional(),
});

export const officerSchema = z.object({
  id: z.uuid(),
  badgeNo: z.string(),
  rank: z.string(),
  firstNameTh: z.string(),
  lastNameTh: z.string(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  position: z.string().nullable(),
  districtCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(OFFICER_STATUSES),
  userId: z.string().nullable(),
  photoUrl: z.string().nullable(),
  deletedAt: z.string().nullable(),
  ...versionedRowShape,
});
export type Officer = z.infer<typeof officerSchema>;

export const officerListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  district: z.string().max(32).optional(),
  rank: z.string().max(32).optional(),
  status: z.enum(OFFICER_STATUSES).optional(),
  sort: z.enum(OFFICER_SORT_FIELDS).default('badgeNo'),
  order: z.enum(['asc', 'desc']).default('asc'),
  deleted: z.enum(['exclude', 'only', 'include']).default('exclude'),
});
export type OfficerListQuery = z.infer<typeof officerListQuerySchema>;

export const officerPageSchema = z.object({
  items: z.array(officerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const officerIdParamsSchema = z.object({ id: z.uuid() });

export const officerConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  current: officerSchema.optional(),
});

export const districtCountSchema = z.object({
  items: z.array(
    z.object({
      districtCode: z.string().nullable(),
      status: z.enum(OFFICER_STATUSES),
      count: z.number().int(),
    }),
  ),
});
