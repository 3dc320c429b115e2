// Names in URLs (spec sections 2.5 and 5).

/** /products/{productName}: the name is found by putting the spaces back ('ilford-hp5' -> 'ilford hp5'). */
export function productNameFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/** The reverse, for building product links. */
export function productSlug(name: string): string {
  return name.trim().replace(/ /g, '-');
}

/**
 * /collections/{slug}: the name lowercased with each space a hyphen. Runs of spaces are not
 * squeezed, so each name has exactly one slug and the slug leads back to it.
 */
export function collectionSlug(name: string): string {
  return name.trim().toLowerCase().replace(/ /g, '-');
}

/** Whether a collection name is the one a URL slug points at (slugs are matched case-insensitively). */
export function collectionMatchesSlug(name: string, slug: string): boolean {
  return collectionSlug(name) === slug.trim().toLowerCase();
}
