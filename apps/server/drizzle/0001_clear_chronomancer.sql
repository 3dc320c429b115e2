ALTER TABLE "outbox_emails" ADD COLUMN "secrets" text[];--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "secrets_expire_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_secrets_expire_at_idx" ON "outbox_emails" USING btree ("secrets_expire_at") WHERE "outbox_emails"."secrets" is not null;