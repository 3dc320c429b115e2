CREATE TABLE "account_devices" (
	"user_id" integer NOT NULL,
	"device_id" uuid NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_devices_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "account_devices" ADD CONSTRAINT "account_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_devices_device_id_idx" ON "account_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_card_fingerprint_idx" ON "payment_attempts" USING btree ("card_fingerprint");--> statement-breakpoint
CREATE INDEX "payment_methods_fingerprint_idx" ON "payment_methods" USING btree ("fingerprint");