CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_quick_search_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_board_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_board_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_trgm_idx" ON "shipments" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "film_rolls_board_idx" ON "film_rolls" USING btree ("order_id","status","process","rush","priority_tier");