CREATE TABLE "vendor_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"claim_token_hash" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_claimed_by_id_users_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_orders_order_id_idx" ON "vendor_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_orders_claim_token_hash_idx" ON "vendor_orders" USING btree ("claim_token_hash");--> statement-breakpoint
CREATE INDEX "vendor_orders_vendor_id_idx" ON "vendor_orders" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendor_orders_claimed_by_id_idx" ON "vendor_orders" USING btree ("claimed_by_id");--> statement-breakpoint
CREATE INDEX "film_rolls_status_updated_at_idx" ON "film_rolls" USING btree ("status","updated_at","id");