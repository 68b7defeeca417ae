-- Three fewer b-trees on plate_reads (each cost every stored read a few microseconds): the primary key
-- leads with captured_at, so it is the time index (and orders ties by id, as every reads query does);
-- the dedupe key leads with (device_id, captured_at), so it is the per-device index too. The plate
-- b-tree served no query: plate search is a partial match (trigram index). Runs in the migration
-- transaction; on a big table the two rebuilt indexes take a while, and ingest waits for them.
DROP INDEX "plate_reads_captured_idx";--> statement-breakpoint
DROP INDEX "plate_reads_device_captured_idx";--> statement-breakpoint
DROP INDEX "plate_reads_plate_captured_idx";--> statement-breakpoint
DROP INDEX "plate_reads_device_read_key";--> statement-breakpoint
CREATE UNIQUE INDEX "plate_reads_device_read_key" ON "plate_reads" USING btree ("device_id","captured_at","read_id");--> statement-breakpoint
ALTER TABLE "plate_reads" DROP CONSTRAINT "plate_reads_pkey";
--> statement-breakpoint
ALTER TABLE "plate_reads" ADD CONSTRAINT "plate_reads_pkey" PRIMARY KEY("captured_at","id");