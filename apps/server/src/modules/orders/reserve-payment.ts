// Step 1 of paying (DESIGN.md rule 12): in one short transaction, price the order again, hold the
// promo use, the stock and the account credit through their services (fixed order: promo, stock by
// product, credit), and record the attempt with a fresh idempotency key. Nothing is charged yet.
import { randomUUID } from 'node:crypto';
import { formatCents, holdsStock } from '@filmlab/domain';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { spendCredit } from '../credits/spend-credit.js';
import { spendServiceCredits } from '../credits/service-credits.js';
import { findProviderCustomer } from '../payments/find-provider-customer.js';
import { redeemPromo } from '../promos/redeem-promo.js';
import { findPromosByIds } from '../promos/promo-service.js';
import { reserveStock } from '../stock/reserve-stock.js';
import { insertAttempt, moveAttempt, paymentStateOf, type AttemptRow } from './attempt-store.js';
import { guestBuyer, loadBuyer } from './buyer.js';
import { moveOrThrow } from './order-access.js';
import { recomputeOrder } from './recompute-order.js';
import { reserveDifference } from './reserve-difference.js';
import { giveBackReservation, recordPaid } from './settle-attempt.js';
import { selectOrder, type OrderRow } from './store.js';

const badRequest = (field: string, problem: string) => new AppError('BAD_REQUEST', problem, [`${field}: ${problem}`]);

export const IN_FLIGHT =
  'A payment for this order is already in progress. Check the order in a minute before paying again.';

/**
 * The order, priced again as it is paid, does not come to what the buyer saw (credits spent by another
 * order meanwhile, a price or plan that changed): nothing is charged, and the order keeps its new
 * amounts for the buyer to see and confirm.
 */
export class TotalChanged extends AppError {
  constructor(readonly total: number) {
    const message = `The total of this order is now ${formatCents(total)}. Check it, then pay again.`;
    super('CONFLICT', message, [`expectedTotal: ${message}`]);
  }
}

const checkExpected = (expected: number | undefined, total: number) => {
  if (expected !== undefined && expected !== total) throw new TotalChanged(total);
};

/**
 * Frees the order for a new payment, in the caller's transaction: a card payment in flight is
 * refused (409); a hold for paying at the lab is given back, as the buyer now pays another way.
 * Answers what has been paid on the order so far (null: never paid), read with it.
 */
export async function clearInFlight(tx: Tx, orderId: number): Promise<number | null> {
  const { inFlight, paid } = await paymentStateOf(tx, orderId);
  if (!inFlight) return paid;
  if (inFlight.provider !== 'in_lab') throw new AppError('CONFLICT', IN_FLIGHT, [`paymentId: ${IN_FLIGHT}`]);
  if (await moveAttempt(tx, inFlight.id, ['reserved'], 'canceled', { settledAt: new Date() })) {
    await giveBackReservation(tx, inFlight);
  }
  return paid;
}

/**
 * Holds what the locked order needs and records the attempt; null when account credit paid it all
 * (the order is PAID then, nothing to charge).
 */
export async function reserveOrder(options: {
  tx: Tx;
  order: OrderRow;
  provider: string;
  paymentMethodId: string | null;
  providerCustomerId: string | null;
  /** The fingerprint of the card paid with, when the provider gives one (referrals compare it). */
  cardFingerprint?: string | null | undefined;
  /** null: no deadline (paying at the lab). */
  leaseUntil: Date | null;
  isAdmin: boolean;
  now: Date;
  /** Read when the order is paid at once (credit covered it): a referral's reward. */
  config: Pick<Config, 'referrals'>;
  /** What has been paid on the order so far (null: never), as clearInFlight answered it. */
  paid: number | null;
  /** What the buyer saw to pay, in cents: another figure is a TotalChanged, before anything is held. */
  expectedTotal?: number | undefined;
}): Promise<AttemptRow | null> {
  const { tx, order, now } = options;
  // An order adjusted after it was paid owes only the difference, priced by the adjustment.
  const paidBefore = order.customerId === null ? null : options.paid;
  if (paidBefore !== null) {
    checkExpected(options.expectedTotal, order.total - paidBefore);
    return reserveDifference({ ...options, paid: paidBefore });
  }
  const buyer =
    order.customerId === null ? guestBuyer(order.guestEmail ?? '', '') : await loadBuyer(tx, order.customerId);
  const [promo] = order.promoId === null ? [] : await findPromosByIds(tx, [order.promoId]);
  const {
    order: priced,
    lines,
    totals,
    development,
  } = await recomputeOrder({
    tx,
    order,
    buyer,
    promo: promo ?? null,
    now,
    isAdmin: options.isAdmin,
    // The order was read under lock in this transaction and is not changed before it is priced.
    current: true,
  });
  if (lines.length === 0) throw badRequest('lines', 'The order has no lines.');
  if (priced.taxRate === null) throw badRequest('address', 'Add an address so tax can be calculated.');
  checkExpected(options.expectedTotal, priced.total);

  const usesPromo = promo !== undefined && totals.appliedDiscount > 0;
  if (usesPromo) {
    const who = { customerId: order.customerId, email: order.customerId === null ? order.guestEmail : buyer.email };
    await redeemPromo({ tx, promo, orderId: order.id, who, discount: totals.appliedDiscount });
  }
  const held = lines
    .filter((l) => holdsStock(l.productType))
    .map((l) => ({
      productId: l.productId,
      productVariantId: l.productVariantId,
      quantity: l.quantity,
    }));
  await reserveStock({ tx, lines: held });
  if (order.customerId !== null) await spendCredit({ tx, userId: order.customerId, cents: totals.appliedCredit });
  if (order.customerId !== null && development) {
    await spendServiceCredits({ tx, userId: order.customerId, orderId: order.id, used: development.creditsUsed, now });
  }

  const attempt = await insertAttempt(tx, {
    orderId: order.id,
    customerId: order.customerId,
    provider: options.provider,
    idempotencyKey: `order-${order.id}-${randomUUID()}`,
    amount: priced.total,
    paymentMethodId: options.paymentMethodId,
    providerCustomerId: options.providerCustomerId,
    cardFingerprint: options.cardFingerprint ?? null,
    reservation: { lines: held, promoId: usesPromo ? promo.id : null, credit: totals.appliedCredit },
    leaseUntil: options.leaseUntil,
  });
  if (priced.total > 0) return attempt;
  // Credit covered it all: nothing to charge, so the order is paid now.
  const paid = await moveAttempt(tx, attempt.id, ['reserved'], 'succeeded', { settledAt: now });
  await recordPaid(
    tx,
    paid!,
    { providerPaymentId: `credit_${attempt.id}`, now, method: 'account_credit' },
    options.config,
  );
  return null;
}

/** Step 1 for a card: the order locked, its move checked, a payment in flight refused, then reserveOrder. */
export async function reservePayment(options: {
  deps: Pick<Deps, 'db' | 'payments' | 'config'>;
  orderId: number;
  /** null: the buyer saw nothing to pay (credits cover it); a total above zero then needs a card. */
  paymentMethodId: string | null;
  /** What the buyer saw to pay, in cents (absent: not checked). */
  expectedTotal?: number | undefined;
  isAdmin: boolean;
  now: Date;
  /** The order's customer (null: a guest), when the caller knows it already. */
  customerId?: number | null | undefined;
  /** Who may pay it: the caller's check, run on the order once locked (it throws a 404 for a stranger). */
  check?: ((order: OrderRow) => void) | undefined;
}): Promise<AttemptRow | null> {
  const { deps, now } = options;
  // Read before the transaction: the saved card's customer does not change with the order.
  const customerId =
    options.customerId !== undefined
      ? options.customerId
      : ((await selectOrder(deps.db, options.orderId))?.customerId ?? null);
  const providerCustomerId = await findProviderCustomer({
    db: deps.db,
    provider: deps.payments.name,
    userId: customerId,
  });
  // Asked before the transaction (Stripe answers over the network); not knowing only loses a referral check.
  const cardFingerprint =
    options.paymentMethodId === null
      ? null
      : await deps.payments.cardFingerprint(options.paymentMethodId).catch(() => null);
  const reserved = await deps.db.transaction(async (tx: Tx) => {
    const order = await selectOrder(tx, options.orderId, true);
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    options.check?.(order);
    moveOrThrow(order.status, 'pay');
    const paid = await clearInFlight(tx, order.id);
    try {
      const attempt = await reserveOrder({
        paid,
        tx,
        order,
        provider: deps.payments.name,
        paymentMethodId: options.paymentMethodId,
        providerCustomerId,
        cardFingerprint,
        leaseUntil: new Date(now.getTime() + deps.config.checkout.attemptLeaseSeconds * 1000),
        isAdmin: options.isAdmin,
        now,
        config: deps.config,
        expectedTotal: options.expectedTotal,
      });
      // Everything held is given back with the transaction: there is an amount to pay and no card.
      if (attempt && options.paymentMethodId === null) {
        throw badRequest('paymentId', `A card is needed to pay ${formatCents(attempt.amount)}.`);
      }
      return attempt;
    } catch (error) {
      // The new amounts are kept (the order was priced again before anything was held) for the buyer to see.
      if (error instanceof TotalChanged) return error;
      throw error;
    }
  });
  if (reserved instanceof TotalChanged) throw reserved;
  return reserved;
}
