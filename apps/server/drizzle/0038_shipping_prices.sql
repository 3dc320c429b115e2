-- The prepaid FedEx Ground label and the shop's shipping line are entries of the lab's price lists
-- (packages/domain/src/prices.ts, the services `prepaidLabel` and `cartShipping`): every list made
-- before them gets the prices charged then, 1499 and 999 cents in every tier column.
UPDATE "price_lists"
SET "entries" = jsonb_set(
  "entries",
  '{prices,prepaidLabel}',
  '{"NON_MEMBER": 1499, "NICE_2025": 1499, "VERY_NICE_2025": 1499, "SUPER_NICE_2025": 1499}'::jsonb,
  true
)
WHERE NOT ("entries" -> 'prices' ? 'prepaidLabel');
--> statement-breakpoint
UPDATE "price_lists"
SET "entries" = jsonb_set(
  "entries",
  '{prices,cartShipping}',
  '{"NON_MEMBER": 999, "NICE_2025": 999, "VERY_NICE_2025": 999, "SUPER_NICE_2025": 999}'::jsonb,
  true
)
WHERE NOT ("entries" -> 'prices' ? 'cartShipping');
