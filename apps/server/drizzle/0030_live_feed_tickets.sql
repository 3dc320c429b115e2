CREATE TABLE "live_feed_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"feed_user_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"session_user_id" integer NOT NULL,
	"session_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_feed_tickets" ADD CONSTRAINT "live_feed_tickets_feed_user_id_users_id_fk" FOREIGN KEY ("feed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_feed_tickets" ADD CONSTRAINT "live_feed_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_feed_tickets" ADD CONSTRAINT "live_feed_tickets_session_user_id_users_id_fk" FOREIGN KEY ("session_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_feed_tickets_expires_at_idx" ON "live_feed_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "live_feed_tickets_feed_user_id_idx" ON "live_feed_tickets" USING btree ("feed_user_id");--> statement-breakpoint
CREATE INDEX "live_feed_tickets_session_id_idx" ON "live_feed_tickets" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "live_feed_tickets_session_user_id_idx" ON "live_feed_tickets" USING btree ("session_user_id");