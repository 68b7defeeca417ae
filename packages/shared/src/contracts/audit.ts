import { z } from 'zod';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  resource: z.string().max(32).optional(),
  entityId: z.string().max(128).optional(),
  userId: z.string().max(128).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
