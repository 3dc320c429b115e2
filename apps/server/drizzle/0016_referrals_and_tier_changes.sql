CREATE TABLE "referral_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_subscription_invoices" ADD COLUMN "price_lookup_key" text;--> statement-breakpoint
ALTER TABLE "local_subscription_invoices" ADD COLUMN "prorated_from" text;--> statement-breakpoint
ALTER TABLE "local_subscriptions" ADD COLUMN "credit_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_subscriptions" ADD COLUMN "pending_price_lookup_key" text;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_invitations_referrer_idx" ON "referral_invitations" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_invitations_email_idx" ON "referral_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_referred_key" ON "referral_rewards" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_order_id_idx" ON "referral_rewards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_id");