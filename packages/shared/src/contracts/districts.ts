// Districts (police stations' areas): the API contract.
import { z } from 'zod';

export const districtCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'capital letters, digits and dashes');

export const districtSchema = z.object({
  code: districtCodeSchema,
  nameTh: z.string().trim().min(1).max(200),
  nameEn: z.string().trim().min(1).max(200),
  provinceCode: z.string().regex(/^\d{2}$/, 'two-digit province code'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type District = z.infer<typeof districtSchema>;

export const districtCreateSchema = districtSchema.omit({ version: true, updatedAt: true });
export const districtUpdateSchema = districtCreateSchema
  .omit({ code: true })
  .partial()
  .extend({ version: z.number().int() });

export const districtListSchema = z.object({ items: z.array(districtSchema) });
