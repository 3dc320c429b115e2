-- Promo uses are counted by the inbox an address reaches (the domain's canonicalEmail): lower-cased
-- and trimmed, the +tag dropped, and at Gmail the dots too. Uses recorded before that kept the
-- address lower-cased only, so sam+2@example.com could use a once-per-customer code sam@ had used.
-- This rewrites them the same way. Where several old uses of one code reach one inbox (the abuse
-- itself), one of them (an already canonical one first) takes the canonical address and the others
-- keep theirs, so the unique index holds and that inbox has used the code.
WITH addressed AS (
  SELECT id, promo_id, once_per_customer, email,
         lower(trim(email)) AS e,
         substring(lower(trim(email)) FROM '^(.*)@[^@]*$') AS local_part,
         substring(lower(trim(email)) FROM '@([^@]*)$') AS domain
    FROM promo_redemptions
   WHERE email IS NOT NULL
), split AS (
  SELECT id, promo_id, once_per_customer, email, e,
         CASE WHEN domain IN ('gmail.com', 'googlemail.com')
              THEN replace(split_part(local_part, '+', 1), '.', '')
              ELSE split_part(local_part, '+', 1) END AS base,
         CASE WHEN domain = 'googlemail.com' THEN 'gmail.com' ELSE domain END AS domain
    FROM addressed
), canonical AS (
  SELECT id, promo_id, once_per_customer, email,
         CASE WHEN coalesce(base, '') = '' THEN e ELSE base || '@' || domain END AS canonical
    FROM split
), ranked AS (
  SELECT id, email, canonical, once_per_customer,
         row_number() OVER (PARTITION BY promo_id, canonical, once_per_customer
                            ORDER BY (email = canonical) DESC, id) AS n
    FROM canonical
)
UPDATE promo_redemptions AS r
   SET email = ranked.canonical
  FROM ranked
 WHERE r.id = ranked.id
   AND r.email IS DISTINCT FROM ranked.canonical
   AND (ranked.n = 1 OR NOT ranked.once_per_customer);
