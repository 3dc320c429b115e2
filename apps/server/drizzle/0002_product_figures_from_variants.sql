-- Hand-written (data only): one price and one stock figure per thing the shop sells.
-- A product with variants sells one of them by default, and its own price, member price and stock are
-- those of its variants (packages/domain/src/product-figures.ts: the default variant while on sale, else
-- the first on sale; the stock of all variants on sale). Existing rows are brought in line once; from
-- here on the products module keeps the prices so and reads the stock from the variants.
UPDATE "products" p
SET "default_product_variant_id" = (
  SELECT v."id" FROM "product_variants" v WHERE v."product_id" = p."id" ORDER BY v."position", v."id" LIMIT 1
)
WHERE p."default_product_variant_id" IS NULL
  AND EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");
--> statement-breakpoint
UPDATE "products" p
SET ("price", "member_price") = (
      SELECT v."price", v."member_price"
      FROM "product_variants" v
      WHERE v."product_id" = p."id"
      ORDER BY (v."id" = p."default_product_variant_id" AND v."active") DESC, v."active" DESC,
        (v."id" = p."default_product_variant_id") DESC, v."position", v."id"
      LIMIT 1
    ),
    "stock" = (
      SELECT coalesce(sum(v."stock"), 0)::int FROM "product_variants" v WHERE v."product_id" = p."id" AND v."active"
    )
WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");
