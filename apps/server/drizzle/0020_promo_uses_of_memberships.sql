ALTER TABLE "promo_redemptions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_promo_id_idx" ON "promo_redemptions" USING btree ("promo_id","created_at");--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_subscriptionId_unique" UNIQUE("subscription_id");--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_one_use" CHECK (num_nonnulls("promo_redemptions"."order_id", "promo_redemptions"."subscription_id") = 1);--> statement-breakpoint
-- Membership purchases' promo uses, until now only counted in promos.used_count, become redemptions
-- (a paid or held purchase keeps its use; a once-per-customer clash with an order's use keeps that one).
INSERT INTO "promo_redemptions" ("promo_id", "subscription_id", "customer_id", "email", "once_per_customer", "discount", "created_at")
SELECT s."promo_id", s."id", s."user_id", lower(trim(u."email")), p."once_per_customer",
	greatest(coalesce(mp."price", 0) - coalesce(s."amount_paid", 0), 0), s."created_at"
FROM "subscriptions" s
JOIN "users" u ON u."id" = s."user_id"
JOIN "promos" p ON p."id" = s."promo_id"
LEFT JOIN "membership_plans" mp ON mp."id" = s."plan_id"
WHERE s."promo_id" IS NOT NULL AND s."status" <> 'incomplete_expired'
ON CONFLICT DO NOTHING;
