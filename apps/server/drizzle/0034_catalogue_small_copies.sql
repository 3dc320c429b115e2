ALTER TABLE "media" ADD COLUMN "small_path" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "small_width" integer;