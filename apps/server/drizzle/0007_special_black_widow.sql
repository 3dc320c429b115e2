ALTER TABLE "shipments" ADD COLUMN "label_error" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "label_claimed_at" timestamp with time zone;