-- The TIFF unlock price is an entry of the lab's price lists (packages/domain/src/prices.ts, the
-- service `tiffUnlock`): every list made before it gets the price it was charged then, 299 cents,
-- and 0 for the plans that include TIFFs (Very Nice and up).
UPDATE "price_lists"
SET "entries" = jsonb_set(
  "entries",
  '{prices,tiffUnlock}',
  '{"NON_MEMBER": 299, "NICE_2025": 299, "VERY_NICE_2025": 0, "SUPER_NICE_2025": 0}'::jsonb,
  true
)
WHERE NOT ("entries" -> 'prices' ? 'tiffUnlock');
