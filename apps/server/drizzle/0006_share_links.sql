DROP INDEX "scan_shares_user_id_idx";--> statement-breakpoint
ALTER TABLE "scan_shares" ADD COLUMN "code_hint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_shares" ADD COLUMN "allow_download" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_shares" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "scan_shares_user_id_idx" ON "scan_shares" USING btree ("user_id","created_at");