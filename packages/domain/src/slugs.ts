// Names in URLs (spec sections 2.5 and 5).

/**
 * An old product link (/products/Kodak-Portra-400, from before slugs were made safe): the name is
 * found by putting the spaces back ('ilford-hp5' -> 'ilford hp5'), so those links still lead somewhere.
 */
export function productNameFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/** The longest slug a product takes; the shape every product slug has: lower-case words and dashes. */
export const PRODUCT_SLUG_MAX = 200;
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LETTERS: Record<string, string> = { ø: 'o', ł: 'l', ı: 'i', ß: 'ss' };

/** Whether a slug can sit in /products/{slug} as it is: lower-case letters and digits joined by single dashes. */
export function isSafeSlug(slug: string): boolean {
  return slug.length <= PRODUCT_SLUG_MAX && PRODUCT_SLUG_PATTERN.test(slug);
}

/**
 * Paths under /products/ that are the shop's own pages, not a product's: /products/all lists every
 * product (the empty cart's link). No product may take one (the web's route table is checked
 * against this list in its tests).
 */
export const RESERVED_PRODUCT_SLUGS: readonly string[] = ['all'];

/** Whether a slug is one of the shop's own pages under /products/ (any case). */
export function isReservedProductSlug(slug: string): boolean {
  return RESERVED_PRODUCT_SLUGS.includes(slug.trim().toLowerCase());
}

/**
 * The product's URL slug made from its name: accents dropped, lower case, every run of other
 * characters one dash ('Dev + Scan (C-41/BW)' -> 'dev-scan-c-41-bw'). A name with no letter or
 * digit gives 'product', a reserved one ('All') 'all-product'; the store makes it unique.
 */
export function productSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Letters NFKD leaves whole.
    .replace(/[øłıß]/g, (letter) => LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PRODUCT_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'product';
  return isReservedProductSlug(slug) ? `${slug}-product` : slug;
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
