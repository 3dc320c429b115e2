// Re-prices an order's lines and writes every amount (DESIGN.md rule 2: the server owns amounts).
import { orderSizeProblem, orderTotals } from '@filmlab/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { priceDevelopmentLines } from '../development-orders/price-development-lines.js';
import { developmentRolls, type KnownDevelopment } from '../development-orders/order-kind.js';
import { priceUnlockOrderLines } from '../tiff-unlocks/unlock-service.js';
import type { Buyer } from './buyer.js';
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
   * A development order the caller has just made: its rolls and shipments as written, so they are
   * not read again. Otherwise the order's rolls are read, and it is a development order if it has any.
   */
  development?: KnownDevelopment;
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
  // A development order's lines come from its rolls and the buyer's credits, never from a cart.
  const known =
    order.customerId === null ? null : (options.development ?? { rolls: await developmentRolls(tx, order.id) });
  const development =
    known && known.rolls.length > 0
      ? await priceDevelopmentLines({ db: tx, orderId: order.id, buyer, now, known, priceListId: order.priceListId })
      : null;
  // A TIFF unlock order's one line is priced by the domain from the buyer's plan, never the catalogue.
  const unlocks =
    development || order.customerId === null ? null : await priceUnlockOrderLines({ db: tx, orderId: order.id, buyer });
  const lines =
    development?.lines ??
    unlocks ??
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
    }));
  const totals = orderTotals({
    lines,
    promo,
    taxRate: order.taxRate,
    creditBalance: buyer.credits,
    applyCredit: order.applyCredit,
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
  return { order: updated, lines, lineRows, totals, development: development?.price ?? null };
}
