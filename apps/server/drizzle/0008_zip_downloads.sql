ALTER TABLE "zip_downloads" ALTER COLUMN "pick_up_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "kind" text DEFAULT 'PICK_UP' NOT NULL;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "roll_id" integer;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "scan_ids" integer[];--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "file_name" text DEFAULT 'scans.zip' NOT NULL;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "bytes_done" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "bytes_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "frame_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD CONSTRAINT "zip_downloads_roll_id_film_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zip_downloads_roll_id_idx" ON "zip_downloads" USING btree ("roll_id");--> statement-breakpoint
CREATE INDEX "zip_downloads_expires_at_idx" ON "zip_downloads" USING btree ("expires_at") WHERE "zip_downloads"."file_key" is not null;