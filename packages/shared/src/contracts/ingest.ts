// Plate-read ingest: the HTTP alternative to MQTT for devices, and the ingest counters.
import { z } from 'zod';

/** Why a read (or a whole message) was not stored. */
export const REJECT_REASONS = [
  'invalid-json',
  'invalid-schema',
  'too-many-reads',
  'unknown-device',
  'empty-plate',
  'future-capture',
  /** Passed every check here, refused by the database (the rest of its batch is stored). */
  'not-storable',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const ingestResultSchema = z.object({
  accepted: z.number().int(),
  duplicate: z.number().int(),
  rejected: z.array(
    z.object({ index: z.number().int(), reason: z.enum(REJECT_REASONS), message: z.string() }),
  ),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

export const ingestStatsSchema = z.object({
  /** since this process started (counters are per server process) */
  since: z.string(),
  accepted: z.number().int(),
  duplicate: z.number().int(),
  rejected: z.record(z.string(), z.number().int()),
  rejectedByDevice: z.array(z.object({ deviceId: z.string(), reason: z.string(), count: z.number().int() })),
  messages: z.number().int(),
  batches: z.number().int(),
  failedBatches: z.number().int(),
  /** reads waiting for or in a database batch */
  backlog: z.number().int(),
  batchLatencyMs: z.object({ p50: z.number(), p95: z.number(), p99: z.number(), max: z.number() }),
  /** accepted reads per second over the last 10 s */
  ratePerSecond: z.number(),
});
export type IngestStats = z.infer<typeof ingestStatsSchema>;
