CREATE TABLE "scan_unlocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"scan_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"size" text NOT NULL,
	"unit_amount" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"master_key" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_unlocks" ADD CONSTRAINT "scan_unlocks_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_unlocks" ADD CONSTRAINT "scan_unlocks_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_unlocks" ADD CONSTRAINT "scan_unlocks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_unlocks_scan_id_idx" ON "scan_unlocks" USING btree ("scan_id");--> statement-breakpoint
CREATE INDEX "scan_unlocks_customer_id_idx" ON "scan_unlocks" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "scan_unlocks_order_id_idx" ON "scan_unlocks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "scan_unlocks_pending_idx" ON "scan_unlocks" USING btree ("paid_at","id") WHERE "scan_unlocks"."paid_at" is not null and "scan_unlocks"."done_at" is null;