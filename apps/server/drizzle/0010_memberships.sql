CREATE TABLE "local_subscription_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"payment_intent_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer" text NOT NULL,
	"payment_method" text NOT NULL,
	"price_lookup_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_subscriptions_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purchase_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "amount_paid" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "local_subscription_invoices" ADD CONSTRAINT "local_subscription_invoices_subscription_id_local_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."local_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "local_subscription_invoices_period_key" ON "local_subscription_invoices" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "local_subscriptions_status_period_idx" ON "local_subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "credits_period_grant_key" ON "credits" USING btree ("subscription_id","period_start","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_purchase_key" ON "subscriptions" USING btree ("purchase_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_incomplete_key" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'incomplete';