// The named steps that change a development order after it may have been paid, shared by staff
// adjustments (rolls added, changed, removed) and a customer's later rush or return of negatives:
// give back the service credits a paid order spent; make the change; re-price the whole order from
// the domain (the same credits are spent again, conditionally, and the account credit taken or given
// back by the difference only); then settle what it asks of the customer. A paid order whose total
// grew goes back to INVOICED for the difference (the customer pays it on the summary with the usual
// payment steps); one whose difference is gone is PAID again. Runs inside the caller's transaction,
// which holds the order's lock and has checked the move.
import type { DevelopmentOrderPrice } from '@filmlab/domain';
import { adjustmentBalance, type AdjustmentBalance } from '@filmlab/domain';
import type { Tx } from '../../db/client.js';
import { giveBackCredit } from '../credits/give-back-credit.js';
import { giveBackServiceCredits, spendServiceCredits } from '../credits/service-credits.js';
import { spendCredit } from '../credits/spend-credit.js';
import type { Buyer } from '../orders/buyer.js';
import { moveOrThrow } from '../orders/order-access.js';
import { paidOnOrder } from '../orders/paid-on-order.js';
import { recomputeOrder } from '../orders/recompute-order.js';
import { setOrderStatus, type OrderRow } from '../orders/order-service.js';
import { findPromosByIds } from '../promos/promo-service.js';
import { priceDevelopmentLines } from './price-development-lines.js';

export interface RepricedOrder {
  /** What the customer had paid (0 when never paid). */
  paidCents: number;
  /** What the total grew by (negative when it shrank). */
  differenceCents: number;
  balance: AdjustmentBalance['kind'];
  balanceCents: number;
  /** The credits the order's lines used before and after the change. */
  creditsBefore: DevelopmentOrderPrice['creditsUsed'];
  creditsAfter: DevelopmentOrderPrice['creditsUsed'] | null;
}

export async function repriceAdjustedOrder(options: {
  tx: Tx;
  order: OrderRow;
  buyer: Buyer;
  change: () => Promise<void>;
  now: Date;
}): Promise<RepricedOrder> {
  const { tx, order, buyer, now } = options;
  const orderId = order.id;
  const paid = await paidOnOrder(tx, orderId);

  // Step: what the paid order spent goes back, so the re-pricing sees the credits it may use.
  if (paid !== null) await giveBackServiceCredits({ tx, orderId });
  const before = await priceDevelopmentLines({ db: tx, orderId, buyer, now, priceListId: order.priceListId });

  // Step: the change itself.
  await options.change();

  // Step: every amount again, from the domain. A paid order's account credit was taken already,
  // so it counts beside the balance; only the change is taken or given back.
  const [promo] = order.promoId === null ? [] : await findPromosByIds(tx, [order.promoId]);
  const pricingBuyer = paid !== null ? { ...buyer, credits: buyer.credits + order.appliedCredit } : buyer;
  const after = await recomputeOrder({ tx, order, buyer: pricingBuyer, promo: promo ?? null, now });
  if (paid !== null) {
    if (after.development) {
      await spendServiceCredits({ tx, userId: buyer.id, orderId, used: after.development.creditsUsed, now });
    }
    const creditChange = after.order.appliedCredit - order.appliedCredit;
    if (creditChange > 0) await spendCredit({ tx, userId: buyer.id, cents: creditChange });
    if (creditChange < 0) await giveBackCredit({ tx, userId: buyer.id, cents: -creditChange });
  }

  // Step: what it asks of the customer.
  const balance = adjustmentBalance(paid, after.order.total);
  if (balance.kind === 'due' && after.order.status === 'PAID') {
    const status = moveOrThrow('PAID', 'invoiceDifference');
    await setOrderStatus(tx, orderId, { status, now, invoiced: true });
  } else if (balance.kind !== 'due' && paid !== null && after.order.status === 'INVOICED') {
    // The difference invoiced before is gone (a roll taken off again): paid in full once more.
    await setOrderStatus(tx, orderId, { status: 'PAID', now });
  }
  return {
    paidCents: paid ?? 0,
    differenceCents: after.order.total - order.total,
    balance: balance.kind,
    balanceCents: balance.cents,
    creditsBefore: before.price.creditsUsed,
    creditsAfter: after.development?.creditsUsed ?? null,
  };
}
