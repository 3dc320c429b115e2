ALTER TABLE "price_list_changes" ADD COLUMN "print_size" text;--> statement-breakpoint
-- Each print size is an entry of the lab's price lists (packages/domain/src/print-prices.ts, `printSizes`:
-- a row per size, one price per tier column): every list made before gets the sizes the catalogue sells
-- (the active variants of the print products) at their variants' prices now, the price in the
-- non-member column and the member price (never above the price) in the member columns.
UPDATE "price_lists"
SET "entries" = jsonb_set(
  "entries",
  '{printSizes}',
  (
    SELECT COALESCE(
      jsonb_object_agg(
        v."name",
        jsonb_build_object(
          'NON_MEMBER', v."price",
          'NICE_2025', v."member",
          'VERY_NICE_2025', v."member",
          'SUPER_NICE_2025', v."member"
        )
      ),
      '{}'::jsonb
    )
    FROM (
      SELECT DISTINCT ON (pv."name")
        pv."name",
        pv."price",
        CASE
          WHEN pv."member_price" IS NULL OR pv."member_price" < 0 THEN pv."price"
          ELSE LEAST(pv."price", pv."member_price")
        END AS "member"
      FROM "product_variants" pv
      JOIN "products" p ON p."id" = pv."product_id"
      WHERE p."sku" IN ('print-large-format', 'print-4x6')
        AND p."product_type" = 'PRINT'
        AND p."active"
        AND pv."active"
        AND pv."name" IN ('4x6', '8x10', '11x14', '12x18', '16x20', '20x30')
      ORDER BY pv."name", pv."id"
    ) v
  ),
  true
)
WHERE NOT ("entries" ? 'printSizes');
