CREATE TABLE "price_list_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service" text,
	"tier" text,
	"plan_id" text,
	"old_cents" integer NOT NULL,
	"new_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"entries" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"based_on" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_by" integer,
	"activated_at" timestamp with time zone,
	CONSTRAINT "price_lists_status_check" CHECK ("price_lists"."status" in ('draft', 'scheduled', 'active', 'expired')),
	CONSTRAINT "price_lists_started_check" CHECK (("price_lists"."status" = 'draft') = ("price_lists"."starts_at" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "price_list_changes" ADD CONSTRAINT "price_list_changes_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_changes" ADD CONSTRAINT "price_list_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_changes_list_idx" ON "price_list_changes" USING btree ("price_list_id","id");--> statement-breakpoint
CREATE INDEX "price_list_changes_user_idx" ON "price_list_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "price_list_changes_created_idx" ON "price_list_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_lists_starts_at_idx" ON "price_lists" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "price_lists_created_by_idx" ON "price_lists" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "price_lists_activated_by_idx" ON "price_lists" USING btree ("activated_by");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_price_list_id_idx" ON "orders" USING btree ("price_list_id");