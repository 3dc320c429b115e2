-- /products/all is the shop's own page (every product), not a product's (RESERVED_PRODUCT_SLUGS in
-- packages/domain/src/slugs.ts): a product that took that slug moves to all-product-{id}, the shape
-- productSlug gives a product named "All" (the id keeps it unique).
UPDATE "products" SET "slug" = 'all-product-' || "id" WHERE "slug" = 'all';
