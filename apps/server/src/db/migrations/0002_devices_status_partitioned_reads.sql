CREATE TABLE "device_read_counts" (
	"device_id" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "device_read_counts_device_id_minute_pk" PRIMARY KEY("device_id","minute")
);
--> statement-breakpoint
CREATE TABLE "device_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "firmware" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "rate_drop_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "device_status_events" ADD CONSTRAINT "device_status_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_read_counts_minute_idx" ON "device_read_counts" USING btree ("minute");--> statement-breakpoint
CREATE INDEX "device_status_events_device_at_idx" ON "device_status_events" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "devices_status_seen_idx" ON "devices" USING btree ("status","last_seen_at");--> statement-breakpoint
-- plate_reads becomes a table partitioned by month of captured_at (written by hand: Drizzle does not
-- describe partitions). Same statements on PGlite and PostgreSQL. A unique index on a partitioned
-- table must contain the partition key, hence (id, captured_at) and (device_id, read_id, captured_at).
ALTER TABLE "plate_reads" RENAME TO "plate_reads_unpartitioned";--> statement-breakpoint
ALTER TABLE "plate_reads_unpartitioned" DROP CONSTRAINT "plate_reads_pkey";--> statement-breakpoint
DROP INDEX "plate_reads_device_read_key";--> statement-breakpoint
DROP INDEX "plate_reads_captured_idx";--> statement-breakpoint
DROP INDEX "plate_reads_device_captured_idx";--> statement-breakpoint
DROP INDEX "plate_reads_plate_captured_idx";--> statement-breakpoint
DROP INDEX "plate_reads_plate_trgm_idx";--> statement-breakpoint
CREATE TABLE "plate_reads" (
	"id" bigint DEFAULT nextval('plate_reads_id_seq'::regclass) NOT NULL,
	"device_id" text NOT NULL,
	"read_id" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plate_raw" text NOT NULL,
	"plate" text NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"province" text,
	"district_code" text,
	"vehicle_type" text,
	"vehicle_color" text,
	"vehicle_make" text,
	"confidence" real,
	"lat" double precision,
	"lng" double precision,
	"heading" smallint,
	"image_url" text,
	CONSTRAINT "plate_reads_pkey" PRIMARY KEY("id","captured_at")
) PARTITION BY RANGE ("captured_at");--> statement-breakpoint
ALTER SEQUENCE "plate_reads_id_seq" OWNED BY "plate_reads"."id";--> statement-breakpoint
-- Reads whose month has no partition (a camera with a wrong clock, old imports) land here; the
-- partition maintenance moves them out when it creates their month.
CREATE TABLE "plate_reads_default" PARTITION OF "plate_reads" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
  m timestamptz;
BEGIN
  FOR i IN -3..3 LOOP
    m := date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + make_interval(months => i);
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF plate_reads FOR VALUES FROM (%L) TO (%L)',
      'plate_reads_p' || to_char(m AT TIME ZONE 'UTC', 'YYYYMM'),
      m,
      m + interval '1 month'
    );
  END LOOP;
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "plate_reads_device_read_key" ON "plate_reads" USING btree ("device_id","read_id","captured_at");--> statement-breakpoint
CREATE INDEX "plate_reads_captured_idx" ON "plate_reads" USING btree ("captured_at");--> statement-breakpoint
CREATE INDEX "plate_reads_device_captured_idx" ON "plate_reads" USING btree ("device_id","captured_at");--> statement-breakpoint
CREATE INDEX "plate_reads_plate_captured_idx" ON "plate_reads" USING btree ("plate","captured_at");--> statement-breakpoint
CREATE INDEX "plate_reads_district_captured_idx" ON "plate_reads" USING btree ("district_code","captured_at");--> statement-breakpoint
CREATE INDEX "plate_reads_plate_trgm_idx" ON "plate_reads" USING gin ("plate" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "plate_reads" SELECT * FROM "plate_reads_unpartitioned";--> statement-breakpoint
DROP TABLE "plate_reads_unpartitioned";
