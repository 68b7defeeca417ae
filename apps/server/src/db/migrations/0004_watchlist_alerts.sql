CREATE TABLE "alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"user_id" text,
	"username" text,
	"officer_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "alert_sightings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"read_row_id" bigint,
	"device_id" text NOT NULL,
	"read_id" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"plate" text NOT NULL,
	"province" text,
	"score" real NOT NULL,
	"district_code" text,
	"lat" double precision,
	"lng" double precision,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text NOT NULL,
	"reason" text NOT NULL,
	"pattern" text NOT NULL,
	"case_no" text,
	"plate" text NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"province" text,
	"match_mode" text NOT NULL,
	"score" real NOT NULL,
	"distance" smallint DEFAULT 0 NOT NULL,
	"lookalikes" smallint DEFAULT 0 NOT NULL,
	"device_id" text NOT NULL,
	"read_id" text NOT NULL,
	"read_row_id" bigint,
	"district_code" text,
	"lat" double precision,
	"lng" double precision,
	"image_url" text,
	"notify_districts" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"sighting_count" integer DEFAULT 1 NOT NULL,
	"assigned_officer_id" uuid,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"dispatched_at" timestamp with time zone,
	"dispatched_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"close_note" text,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_entries" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_entries" ADD COLUMN "close_note" text;--> statement-breakpoint
ALTER TABLE "watch_entries" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_entries" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sightings" ADD CONSTRAINT "alert_sightings_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_entry_id_watch_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."watch_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_assigned_officer_id_officers_id_fk" FOREIGN KEY ("assigned_officer_id") REFERENCES "public"."officers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_events_alert_idx" ON "alert_events" USING btree ("alert_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_sightings_read_key" ON "alert_sightings" USING btree ("entry_id","device_id","read_id");--> statement-breakpoint
CREATE INDEX "alert_sightings_alert_idx" ON "alert_sightings" USING btree ("alert_id","captured_at");--> statement-breakpoint
CREATE INDEX "alerts_open_vehicle_idx" ON "alerts" USING btree ("entry_id","plate","last_seen_at") WHERE "alerts"."status" IN ('new', 'acknowledged', 'dispatched');--> statement-breakpoint
CREATE INDEX "alerts_status_priority_idx" ON "alerts" USING btree ("status","priority");--> statement-breakpoint
CREATE INDEX "alerts_last_seen_idx" ON "alerts" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "alerts_district_idx" ON "alerts" USING btree ("district_code","last_seen_at");--> statement-breakpoint
CREATE INDEX "watch_entries_updated_idx" ON "watch_entries" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "watch_entries_pattern_trgm_idx" ON "watch_entries" USING gin ("pattern" gin_trgm_ops);