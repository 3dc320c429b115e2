-- Rolls received before a received batch became a pick-up: each order's received rolls without one
-- are gathered into a pick-up of their own, received when the order was, so frames can be uploaded.
WITH "fresh" AS (
	INSERT INTO "pick_ups" ("order_id", "customer_id", "received_at")
	SELECT "o"."id", "o"."customer_id", coalesce("o"."received_at", now())
	FROM "orders" "o"
	WHERE "o"."customer_id" IS NOT NULL
		AND EXISTS (
			SELECT 1 FROM "film_rolls" "r"
			WHERE "r"."order_id" = "o"."id" AND "r"."pick_up_id" IS NULL AND "r"."status" <> 'CREATED'
		)
	RETURNING "id", "order_id"
)
UPDATE "film_rolls" "r" SET "pick_up_id" = "fresh"."id"
FROM "fresh"
WHERE "r"."order_id" = "fresh"."order_id" AND "r"."pick_up_id" IS NULL AND "r"."status" <> 'CREATED';
