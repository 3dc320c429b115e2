ALTER TYPE "public"."shipment_method" ADD VALUE 'COURIER_PICK_UP';--> statement-breakpoint
ALTER TABLE "route_stops" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE UNIQUE INDEX "route_stops_route_window_key" ON "route_stops" USING btree ("route_id","window_start") WHERE "route_stops"."kind" = 'PICK_UP' and "route_stops"."window_start" is not null;