// Buying a membership (POST /users/:id/subscriptions/:plan), as named steps (DESIGN.md rule 12); a
// member whose membership is live changes tier instead (change-tier.ts):
//   1. price: the plan's price from the domain, less a promo; nothing the client sends is a price;
//   2. reserve: one short transaction records the purchase ('incomplete') with a fresh idempotency
//      key and redeems the promo (promos module); one purchase in flight per customer (a unique index);
//   3. charge: the provider creates the subscription and charges its first period under that key,
//      with no transaction open;
//   4. settle (sync-subscription.ts): the period, its payment, its credits and the member flag.
// A crash after 2 leaves an 'incomplete' row that the recovery sweep (renew-memberships.ts) settles
// by asking the provider for the subscription of that key: charged once, or not at all.
import { randomUUID } from 'node:crypto';
import type { MembershipSubscription } from '@filmlab/api';
import {
  billingInterval,
  isPlanOnSale,
  planFee,
  planLookupKey,
  promoDiscount,
  type ActivePlanId,
} from '@filmlab/domain';
import { PaymentInputError } from '../../adapters/payments/payment-provider.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { findProviderCustomer, savePaymentMethod } from '../payment-methods/payment-method-service.js';
import { findUsablePromo } from '../promos/find-usable-promo.js';
import { redeemPromo } from '../promos/redeem-promo.js';
import type { PromoRow } from '../promos/promo-service.js';
import { activePrices } from '../price-lists/price-list-service.js';
import { findAccountById, isDuplicateError } from '../users/service.js';
import { changeTier } from './change-tier.js';
import { presentSubscription } from './present-subscription.js';
import { liveSubscription } from './store.js';
import { syncSubscription } from './sync-subscription.js';

const IN_FLIGHT =
  'A membership purchase is already in progress. Please check your account in a few minutes before trying again.';
const PENDING =
  "We're still waiting to hear from the card company. Check your account in a minute before paying again.";

export const billingOf = (deps: Pick<Deps, 'payments'>) => {
  const billing = deps.payments.subscriptions;
  if (!billing) throw new AppError('UNAVAILABLE', 'Memberships cannot be bought online on this site yet.');
  return billing;
};

function cardProblem(err: PaymentInputError): AppError {
  const message = err.field === 'token' || /^is /.test(err.message) ? `This card ${err.message}.` : err.message;
  return new AppError('BAD_REQUEST', message.replace('This card This', 'This'), [`token: ${err.message}`]);
}

async function promoFor(
  deps: Pick<Deps, 'db'>,
  code: string | undefined,
  user: { id: number; email: string },
  now: Date,
) {
  if (!code) return null;
  // A once-per-customer code used on an order or an earlier membership is refused here (400); the
  // reserve step's redemption holds the rule against requests racing past this check (409).
  return findUsablePromo({
    db: deps.db,
    code,
    who: { customerId: user.id, email: user.email },
    lines: [{ productType: 'SUBSCRIPTION' }],
    now,
  });
}

/** The card to bill: a saved card as it is, a one-use token saved first (renewals charge it again). */
async function cardFor(deps: Pick<Deps, 'db' | 'payments'>, userId: number, token: string) {
  try {
    const paymentMethodId = token.startsWith('pm_')
      ? token
      : (await savePaymentMethod({ db: deps.db, payments: deps.payments, userId, source: 'token', id: token }))
          .paymentMethodId;
    const customer = await findProviderCustomer({ db: deps.db, provider: deps.payments.name, userId });
    if (!customer) throw new PaymentInputError('token', 'is not a card saved to your account');
    return { paymentMethodId, customer };
  } catch (err) {
    if (err instanceof PaymentInputError) throw cardProblem(err);
    throw err;
  }
}

export async function purchaseMembership(options: {
  deps: Pick<Deps, 'db' | 'payments' | 'events'>;
  log: { warn(object: object, message: string): void };
  userId: number;
  planId: ActivePlanId;
  promoCode: string | undefined;
  token: string;
  now?: Date;
}): Promise<MembershipSubscription> {
  const { deps, userId, planId } = options;
  const now = options.now ?? new Date();
  const billing = billingOf(deps);
  if (!isPlanOnSale(planId))
    throw new AppError('BAD_REQUEST', `${planId} is not sold any more`, [`plan: is not on sale`]);
  const user = await findAccountById(deps.db, userId);
  if (!user) throw notFound('User');
  const live = await liveSubscription(deps.db, userId);
  if (live) {
    // A member buying another tier changes tier, prorated; a promo is for new memberships.
    if (options.promoCode) {
      const problem = 'is for new memberships and cannot be used to change tier';
      throw new AppError('BAD_REQUEST', `This promo code ${problem}.`, [`promoCode: ${problem}`]);
    }
    const card = await cardFor(deps, userId, options.token);
    return changeTier({ deps, billing, live, planId, card, now, log: options.log });
  }

  // 1. price: the plan's fee on the lab's active price list, billed by the price of that fee.
  const prices = await activePrices(deps);
  const plan = { price: planFee(prices, planId), lookupKey: planLookupKey(prices, planId) };
  const promo: PromoRow | null = await promoFor(deps, options.promoCode, user, now);
  const discount = promo ? promoDiscount(promo, [{ amount: plan.price, productType: 'SUBSCRIPTION' }]).total : 0;
  const firstAmount = plan.price - discount;
  const card = await cardFor(deps, userId, options.token);

  // 2. reserve
  let purchase;
  try {
    purchase = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId,
          planId,
          status: 'incomplete',
          priceLookupKey: plan.lookupKey,
          purchaseKey: `membership:${randomUUID()}`,
          promoId: promo?.id ?? null,
          amountPaid: firstAmount,
        })
        .returning();
      // The promo's use: counted against its limit and recorded as this purchase's redemption.
      if (promo) {
        await redeemPromo({
          tx,
          promo,
          subscriptionId: row!.id,
          who: { customerId: userId, email: user.email },
          discount,
        });
      }
      return row!;
    });
  } catch (err) {
    if (isDuplicateError(err)) throw new AppError('CONFLICT', IN_FLIGHT, [`plan: ${IN_FLIGHT}`]);
    throw err;
  }

  // 3. charge
  let remote;
  try {
    remote = await billing.create({
      providerCustomerId: card.customer,
      paymentMethodId: card.paymentMethodId,
      priceLookupKey: plan.lookupKey,
      firstAmount,
      amount: plan.price,
      interval: billingInterval(planId),
      idempotencyKey: purchase.purchaseKey!,
      now,
    });
  } catch (err) {
    // No clear answer: the sweep asks the provider about this key later and settles it.
    options.log.warn({ err, subscriptionId: purchase.id }, 'membership purchase left for the recovery sweep');
    throw new AppError('UNAVAILABLE', PENDING, [`token: ${PENDING}`]);
  }

  // 4. settle
  const settled = await syncSubscription({
    db: deps.db,
    provider: deps.payments.name,
    subscriptionId: purchase.id,
    remote,
  });
  if (remote.status !== 'active') {
    const message = remote.failureMessage ?? 'Your card was declined.';
    throw new AppError('PAYMENT_FAILED', message, [`token: ${message}`]);
  }
  return presentSubscription(settled!);
}
