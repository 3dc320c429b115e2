CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"payment_method_id" text,
	"provider_customer_id" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'reserved' NOT NULL,
	"reservation" jsonb NOT NULL,
	"failure_message" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_attempts_status" CHECK ("payment_attempts"."status" in ('reserved', 'succeeded', 'declined', 'canceled', 'refunding', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "local_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"customer" text,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_intents_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "local_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_refunds_paymentIntentId_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "local_used_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "applied_discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "applied_credit" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ALTER COLUMN "discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_id" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_refunds" ADD CONSTRAINT "local_refunds_payment_intent_id_local_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."local_payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_in_flight_key" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "payment_attempts_order_id_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_customer_id_idx" ON "payment_attempts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_provider_payment_id_idx" ON "payment_attempts" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_unsettled_idx" ON "payment_attempts" USING btree ("lease_until") WHERE "payment_attempts"."status" in ('reserved', 'refunding');--> statement-breakpoint
CREATE INDEX "local_payment_intents_status_idx" ON "local_payment_intents" USING btree ("status");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_per_email_key" ON "promo_redemptions" USING btree ("promo_id","email") WHERE "promo_redemptions"."email" is not null and "promo_redemptions"."once_per_customer";--> statement-breakpoint
CREATE INDEX "payments_recorded_by_id_idx" ON "payments" USING btree ("recorded_by_id");