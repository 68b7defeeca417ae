DROP INDEX "officers_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "officers" ADD COLUMN "updated_by" text;--> statement-breakpoint
CREATE INDEX "officers_search_trgm_idx" ON "officers" USING gin (("first_name_th" || ' ' || "last_name_th" || ' ' || coalesce("first_name_en", '') || ' ' || coalesce("last_name_en", '') || ' ' || "badge_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "officers_rank_idx" ON "officers" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "officers_status_idx" ON "officers" USING btree ("status");