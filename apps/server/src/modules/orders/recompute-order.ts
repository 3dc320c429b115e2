// Re-prices an order's lines and writes every amount (DESIGN.md rule 2: the server owns amounts).
import {
  billedPlan,
  cartShippingCents,
  orderSizeProblem,
  orderTotals,
  shipsProducts,
  type PriceList,
} from '@filmlab/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { pricesOfList } from '../price-lists/price-list-service.js';
import type { Buyer } from './buyer.js';
import { linePricers, priceByKind, type KindPrice, type LinePricers } from './line-pricers.js';
import { priceLines, type PricedLine } from './price-lines.js';
import {
  replaceLines,
  selectLines,
  totalsWrite,
  updateOrderTotals,
  type OrderRow,
  type PromoRow,
  type Totals,
} from './store.js';

/**
 * Prices the lines (given, or the order's current ones) for the buyer now, and stores lines,
 * discount, shipping, tax and credit. Returns the priced lines with the totals.
 */
export async function recomputeOrder(options: {
  tx: Tx;
  order: OrderRow;
  buyer: Buyer;
  promo: PromoRow | null;
  now: Date;
  lines?: PricedLine[];
  checkStock?: boolean;
  isAdmin?: boolean;
  /** The field the lines came in, for error messages (lines or newLines). */
  field?: string;
  /**
   * The lines the order's kind has just priced (a development order its maker has in hand), so they
   * are not priced again. Otherwise each kind's line pricer is asked; a shop order prices its cart.
   */
  priced?: KindPrice;
  /** The line pricers to ask: the ones src/modules.ts registered, unless a test brings its own. */
  pricers?: LinePricers;
  /** The order was made in this transaction: it has no lines to replace yet. */
  fresh?: boolean;
  /**
   * `order` is the row as it stands (read under lock or written in this transaction, unchanged
   * since): its totals are written in the statement that writes its lines, and the order answered
   * is it with them, not read back.
   */
  current?: boolean;
}) {
  const { tx, order, buyer, promo, now } = options;
  // A development order's lines come from its rolls and the buyer's credits, a TIFF unlock order's
  // from its frames and the buyer's plan: their modules price them, never from a cart. A guest order
  // is a shop order.
  const byKind =
    options.priced ??
    (order.customerId === null ? null : await priceByKind(options.pricers ?? linePricers, { tx, order, buyer, now }));
  // The list the order was made with, read once when needed (null: before price lists, at the catalogue's
  // and the defaults' prices).
  let read: Promise<PriceList | null> | undefined;
  const listOfOrder = () =>
    (read ??= order.priceListId === null ? Promise.resolve(null) : pricesOfList(tx, order.priceListId));
  const lines =
    byKind?.lines ??
    options.lines ??
    (await priceLines({
      db: tx,
      lines: (await selectLines(tx, [order.id])).map((l) => ({
        productId: l.productId,
        variantId: l.productVariantId,
        quantity: l.quantity,
        notes: l.notes,
      })),
      buyer,
      now,
      checkStock: options.checkStock ?? false,
      isAdmin: options.isAdmin ?? false,
      printSizes: async () => (await listOfOrder())?.printSizes,
    }));
  // The shop's shipping, on the list the order was made with (read only when a line is shipped).
  const shippingCents = shipsProducts(lines)
    ? cartShippingCents(billedPlan(buyer.planId, buyer.active), (await listOfOrder()) ?? (await pricesOfList(tx, null)))
    : 0;
  const totals = orderTotals({
    lines,
    promo,
    taxRate: order.taxRate,
    creditBalance: buyer.credits,
    applyCredit: order.applyCredit,
    shippingCents,
  });
  // Quantities times prices are bounded before anything is written (30,000 cameras is a 400, not a 500).
  const tooLarge = orderSizeProblem(totals);
  if (tooLarge) {
    const field =
      tooLarge.line === null ? (options.field ?? 'lines') : `${options.field ?? 'lines'}.${tooLarge.line}.quantity`;
    const sentence =
      tooLarge.line === null ? tooLarge.message.replace(/^./, (c) => c.toUpperCase()) : `A line ${tooLarge.message}`;
    throw new AppError('BAD_REQUEST', `${sentence}.`, [`${field}: ${tooLarge.message}`]);
  }
  const written: Totals = {
    subtotal: totals.subtotal,
    appliedDiscount: totals.appliedDiscount,
    shipping: totals.shipping,
    taxAmount: totals.tax,
    appliedCredit: totals.appliedCredit,
    total: totals.total,
    updatedAt: now,
  };
  // A current order's totals go in the statement that writes its lines, and it is not read back.
  const alongside = options.current ? [totalsWrite(tx, order.id, written)] : [];
  const fresh = options.fresh ?? false;
  const lineRows = await replaceLines(tx, order.id, lines, totals.lineDiscounts, { fresh, alongside });
  const updated = options.current ? { ...order, ...written } : await updateOrderTotals(tx, order.id, written);
  return { order: updated, lines, lineRows, totals, development: byKind?.development ?? null };
}
