// How the orders module prices an unlock order (its line pricer, registered in src/modules.ts): the
// price of its lines from the price list the order was made with (never the catalogue), and its
// unlocks marked paid in the payment's transaction.
import { TIFF_UNLOCK_SKU, tiffUnlockPrice } from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Buyer } from '../orders/buyer.js';
import type { LinePricer } from '../orders/line-pricers.js';
import type { PricedLine } from '../orders/price-lines.js';
import { pricesOfList } from '../price-lists/price-list-service.js';
import { findProductBySku } from '../products/product-service.js';
import { countOrderUnlocks, markPaid } from './store.js';

/** The `tiffunlock` product's id; seeded on every start, so a missing one is a broken installation. */
export async function unlockProduct(db: Db | Tx) {
  const row = await findProductBySku(db, TIFF_UNLOCK_SKU);
  if (!row) throw new Error(`service product ${TIFF_UNLOCK_SKU} is missing`);
  return row;
}

/**
 * One line, frames times the buyer's price on the list the order was made with (their plan now: a
 * member who has since joined a plan that includes TIFFs pays nothing); null when the order holds
 * no unlocks.
 */
export async function priceUnlockOrderLines(options: {
  db: Db | Tx;
  orderId: number;
  priceListId: number | null;
  buyer: Pick<Buyer, 'planId' | 'active'>;
}): Promise<PricedLine[] | null> {
  const frames = await countOrderUnlocks(options.db, options.orderId);
  if (frames === 0) return null;
  const product = await unlockProduct(options.db);
  const prices = await pricesOfList(options.db, options.priceListId);
  return [
    {
      productId: product.id,
      productVariantId: null,
      quantity: frames,
      unitAmount: tiffUnlockPrice(options.buyer, prices),
      memberPrice: false,
      productType: product.productType,
      notes: `TIFF unlock (${frames} frame${frames === 1 ? '' : 's'})`,
    },
  ];
}

/** The order was paid: its unlocks count from now, in the same transaction as the payment. */
export async function markOrderUnlocksPaid(tx: Tx, orderId: number, now: Date): Promise<void> {
  await markPaid(tx, { orderId }, now);
}

export const unlockLinePricer: LinePricer = {
  kind: 'tiff-unlock',
  async priceLines({ tx, order, buyer }) {
    const lines = await priceUnlockOrderLines({ db: tx, orderId: order.id, priceListId: order.priceListId, buyer });
    return lines && { lines };
  },
  paid: markOrderUnlocksPaid,
};
