-- Product slugs become safe URL segments (/products/{slug}): lower-case letters and digits joined by
-- single dashes, as productSlug makes them from the name (packages/domain/src/slugs.ts). Slugs that
-- already have that shape stay; a slug another product already holds gets the product's id appended.
WITH unsafe AS (
	SELECT "id", trim(both '-' from regexp_replace(
		lower(translate(replace("name", 'ß', 'ss'), 'àáâãäåāçćčèéêëēėęìíîïīıñńòóôõöøōùúûüūýÿžźżłÀÁÂÃÄÅĀÇĆČÈÉÊËĒĖĘÌÍÎÏĪÑŃÒÓÔÕÖØŌÙÚÛÜŪÝŽŹŻŁŸ', 'aaaaaaaccceeeeeeeiiiiiinnooooooouuuuuyyzzzlaaaaaaaccceeeeeeeiiiiinnooooooouuuuuyzzzly')),
		'[^a-z0-9]+', '-', 'g')) AS "base"
	FROM "products"
	WHERE "slug" !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
), chosen AS (
	SELECT u."id", CASE
		WHEN u."base" = '' THEN 'product-' || u."id"
		WHEN count(*) OVER (PARTITION BY u."base") > 1
			OR EXISTS (SELECT 1 FROM "products" o WHERE o."slug" = u."base" AND o."id" <> u."id")
			THEN u."base" || '-' || u."id"
		ELSE u."base"
	END AS "slug"
	FROM unsafe u
)
UPDATE "products" p SET "slug" = c."slug" FROM chosen c WHERE p."id" = c."id";
