CREATE TABLE "scan_retention_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"film_roll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "scan_retention_warnings" ADD CONSTRAINT "scan_retention_warnings_film_roll_id_film_rolls_id_fk" FOREIGN KEY ("film_roll_id") REFERENCES "public"."film_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_retention_warnings" ADD CONSTRAINT "scan_retention_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_retention_warnings_roll_expiry_key" ON "scan_retention_warnings" USING btree ("film_roll_id","expires_at");--> statement-breakpoint
CREATE INDEX "scan_retention_warnings_user_id_idx" ON "scan_retention_warnings" USING btree ("user_id");