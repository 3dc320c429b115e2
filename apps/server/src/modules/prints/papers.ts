// GET /prints/papers: the papers, and the sizes with their prices (variants of the print products).
import type { PapersResponse, PrintSizeOffer } from '@filmlab/api';
import { isPrintSize } from '@filmlab/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { products, productVariants } from '../../db/schema/products.js';
import { activePapers } from './store.js';

/** The catalogue's print products, by sku. */
export const LARGE_FORMAT_SKU = 'print-large-format';
export const SMALL_PRINT_SKU = 'print-4x6';

export async function printOffers(db: Db | Tx): Promise<PrintSizeOffer[]> {
  const rows = await db
    .select({
      sku: products.sku,
      productId: products.id,
      variantId: productVariants.id,
      name: productVariants.name,
      price: productVariants.price,
      memberPrice: productVariants.memberPrice,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(products.sku, [LARGE_FORMAT_SKU, SMALL_PRINT_SKU]),
        eq(products.active, true),
        eq(productVariants.active, true),
        eq(products.productType, 'PRINT'),
      ),
    )
    .orderBy(asc(productVariants.price), asc(productVariants.id));
  return rows.flatMap(({ name, sku: _sku, ...row }) => (isPrintSize(name) ? [{ ...row, name }] : []));
}

export async function listPapers(db: Db): Promise<PapersResponse> {
  const [papers, offers] = await Promise.all([activePapers(db), printOffers(db)]);
  return {
    papers,
    sizes: offers.filter((offer) => offer.name !== '4x6'),
    small: offers.find((offer) => offer.name === '4x6') ?? null,
  };
}
