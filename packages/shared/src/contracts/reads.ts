// Stored plate reads: the search API and the `yaam/v1/reads/{district}` fan-out payload.
import { z } from 'zod';

import { pageQuerySchema } from './common';

export const readSchema = z.object({
  /** database id (a string: it outgrows JavaScript's safe integers in a long-lived system) */
  id: z.string(),
  deviceId: z.string(),
  /** the device's own id of the read */
  readId: z.string(),
  capturedAt: z.string(),
  receivedAt: z.string(),
  /** normalised: series + number, no spaces ("1กข1234") */
  plate: z.string(),
  /** as the camera read it */
  plateRaw: z.string(),
  series: z.string(),
  number: z.string(),
  /** Thai province name when the device sent one we recognise; the text as sent otherwise */
  province: z.string().nullable(),
  districtCode: z.string().nullable(),
  vehicleType: z.string().nullable(),
  vehicleColor: z.string().nullable(),
  vehicleMake: z.string().nullable(),
  confidence: z.number().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  heading: z.number().nullable(),
  imageUrl: z.string().nullable(),
});
export type Read = z.infer<typeof readSchema>;

export const readListQuerySchema = pageQuerySchema.extend({
  /** part of a plate, in any form ("กข12", "1กข-12", "๑๒๓"); matched on the normalised plate */
  plate: z.string().trim().max(32).optional(),
  province: z.string().trim().max(64).optional(),
  device: z.string().max(64).optional(),
  district: z.string().max(32).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ReadListQuery = z.infer<typeof readListQuerySchema>;

export const readPageSchema = z.object({
  items: z.array(readSchema),
  /** exact up to `totalCap`; `totalIsEstimate` when the search matched more */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Reads more recent than this are what a device page lists. */
export const deviceReadsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
