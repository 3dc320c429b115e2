ALTER TABLE "subscriptions" ADD COLUMN "tier_change_to" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tier_change_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_subscriptions" ADD COLUMN "pending_change" jsonb;--> statement-breakpoint
CREATE INDEX "subscriptions_tier_change_idx" ON "subscriptions" USING btree ("tier_change_claimed_until") WHERE "subscriptions"."tier_change_to" is not null;