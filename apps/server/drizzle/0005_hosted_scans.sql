CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state" CHECK ("jobs"."state" in ('queued', 'active', 'completed', 'failed'))
);
--> statement-breakpoint
DROP INDEX "film_rolls_customer_id_idx";--> statement-breakpoint
DROP INDEX "scans_customer_id_idx";--> statement-breakpoint
ALTER TABLE "film_rolls" ADD COLUMN "labels_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "film_rolls" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(notes, '') || ' ' || brand || ' ' || model || ' ' || format || ' ' || process || ' ' || labels_text)) STORED;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "status" text DEFAULT 'READY' NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "thumbhash" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "derivatives_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "context_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate(name, '_-.', '   ') || ' ' || description || ' ' || context_text)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_active_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "jobs_type_idx" ON "jobs" USING btree ("type","state");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("type","singleton_key") WHERE "jobs"."state" = 'queued' and "jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE INDEX "film_rolls_search_idx" ON "film_rolls" USING gin ("search");--> statement-breakpoint
CREATE INDEX "scans_search_idx" ON "scans" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_roll_sha256_key" ON "scans" USING btree ("film_roll_id","sha256") WHERE "scans"."sha256" is not null;--> statement-breakpoint
CREATE INDEX "scans_status_idx" ON "scans" USING btree ("status","updated_at") WHERE "scans"."status" <> 'READY';--> statement-breakpoint
CREATE INDEX "film_rolls_customer_id_idx" ON "film_rolls" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "scans_customer_id_idx" ON "scans" USING btree ("customer_id","created_at","id");--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_status" CHECK ("scans"."status" in ('UPLOADING', 'PROCESSING', 'READY', 'FAILED'));