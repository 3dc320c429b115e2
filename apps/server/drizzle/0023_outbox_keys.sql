CREATE TABLE "outbox_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"outbox_email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_keys" ADD CONSTRAINT "outbox_keys_outbox_email_id_outbox_emails_id_fk" FOREIGN KEY ("outbox_email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_keys_outbox_email_id_idx" ON "outbox_keys" USING btree ("outbox_email_id");