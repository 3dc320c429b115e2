CREATE TABLE "station_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "film_rolls" ADD COLUMN "roll_code" text;--> statement-breakpoint
ALTER TABLE "station_tokens" ADD CONSTRAINT "station_tokens_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "station_tokens_token_hash_key" ON "station_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "station_tokens_created_by_id_idx" ON "station_tokens" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "film_rolls_roll_code_key" ON "film_rolls" USING btree ("roll_code");--> statement-breakpoint
-- Rolls received before roll codes existed get theirs: domain rollCodeOf (roll-code.ts), in SQL.
WITH scrambled AS (
	SELECT "id", ("id"::bigint * 29796789) % 33554432 AS n FROM "film_rolls"
	WHERE "roll_code" IS NULL AND "status" <> 'CREATED' AND "id" < 33554432
), digits AS (
	SELECT "id", (n >> 20) & 31 AS d1, (n >> 15) & 31 AS d2, (n >> 10) & 31 AS d3, (n >> 5) & 31 AS d4, n & 31 AS d5
	FROM scrambled
)
UPDATE "film_rolls" AS f SET "roll_code" =
	substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (d.d1 + 1)::int, 1) ||
	substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (d.d2 + 1)::int, 1) ||
	substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (d.d3 + 1)::int, 1) ||
	substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (d.d4 + 1)::int, 1) ||
	substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (d.d5 + 1)::int, 1) ||
	substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((d.d1 + 3 * d.d2 + 5 * d.d3 + 7 * d.d4 + 9 * d.d5) % 32 + 1)::int, 1)
FROM digits AS d WHERE f."id" = d."id";
