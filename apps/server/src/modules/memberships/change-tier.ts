// Changing tier (POST /users/:id/subscriptions/:plan by a member whose membership is live, spec
// section 7's one membership call): the provider moves the subscription to the new plan's price and
// prorates it (the old plan's unused time credited, the new plan's charged, the period unchanged);
// its word is settled into the app's row, with the new plan's extra credits for the rest of the period.
// Named steps (DESIGN.md rule 12):
//   1. claim: a conditional update marks the membership as changing (tierChangeTo), so a second
//      change at once is refused (409) before anything is charged;
//   2. charge: the provider's changePlan, with no transaction open;
//   3. settle: the provider's word, the period's credits and the end of the claim in one transaction.
// A crash between 2 and 3 leaves the claim: once it has run out, the renewal run's sweep
// (settle-tier-changes.ts) asks the provider how the change ended and settles it.
import type { MembershipSubscription } from '@filmlab/api';
import {
  PLANS,
  isOneOf,
  PLAN_IDS,
  planFee,
  planFromPriceLookupKey,
  planLookupKey,
  type ActivePlanId,
} from '@filmlab/domain';
import { PaymentInputError } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { activePrices } from '../price-lists/price-list-service.js';
import { presentSubscription } from './present-subscription.js';
import { claimTierChange, releaseTierChange, type SubscriptionRow } from './store.js';
import { syncSubscription } from './sync-subscription.js';

/** How long a change's request holds the membership; after it, the sweep settles the change. */
export const TIER_CHANGE_LEASE_MS = 10 * 60 * 1000;
const CHANGING = 'Your membership is already being changed. Check your account in a few minutes before trying again.';
const PENDING =
  "We're still waiting to hear from the card company about your change of tier. Check your account in a few minutes before trying again.";

const labelOf = (planId: string) => (isOneOf(PLAN_IDS, planId) ? PLANS[planId].label : planId);

export async function changeTier(options: {
  deps: Pick<Deps, 'db' | 'payments' | 'events'>;
  billing: NonNullable<Deps['payments']['subscriptions']>;
  live: SubscriptionRow;
  planId: ActivePlanId;
  card: { paymentMethodId: string };
  now: Date;
  log: { warn(object: object, message: string): void };
}): Promise<MembershipSubscription> {
  const { deps, live, planId } = options;
  const current = live.priceLookupKey ? planFromPriceLookupKey(live.priceLookupKey) : live.planId;
  if (current === planId) {
    const problem = `You are already a ${labelOf(planId)} member.`;
    throw new AppError('CONFLICT', problem, [`plan: ${problem}`]);
  }
  if (live.status !== 'active' || !live.providerSubscriptionId) {
    const problem = 'Your last renewal has not been paid yet; update your card and try again once it is.';
    throw new AppError('CONFLICT', problem, [`plan: ${problem}`]);
  }
  // The new tier's fee on the lab's active price list, billed by the price of that fee.
  const prices = await activePrices(deps);
  const plan = { price: planFee(prices, planId), lookupKey: planLookupKey(prices, planId) };

  // 1. claim
  const claimed = await claimTierChange(deps.db, {
    id: live.id,
    planId,
    now: options.now,
    leaseMs: TIER_CHANGE_LEASE_MS,
  });
  if (!claimed) throw new AppError('CONFLICT', CHANGING, [`plan: ${CHANGING}`]);

  // 2. charge
  let changed;
  try {
    changed = await options.billing.changePlan(live.providerSubscriptionId, {
      priceLookupKey: plan.lookupKey,
      amount: plan.price,
      paymentMethodId: options.card.paymentMethodId,
      now: options.now,
    });
  } catch (err) {
    if (err instanceof PaymentInputError) {
      // Refused before anything was charged.
      await releaseTierChange(deps.db, live.id);
      const problem = `Your membership ${err.message}.`;
      throw new AppError('CONFLICT', problem, [`plan: ${problem}`]);
    }
    // No clear answer: the claim stays, and the sweep asks the provider once it has run out.
    options.log.warn({ err, subscriptionId: live.id }, 'change of tier left for the recovery sweep');
    throw new AppError('UNAVAILABLE', PENDING, [`plan: ${PENDING}`]);
  }

  // 3. settle
  const settled = await syncSubscription({
    db: deps.db,
    provider: deps.payments.name,
    subscriptionId: live.id,
    remote: changed.subscription,
    endTierChange: true,
  });
  if (changed.failureMessage) {
    throw new AppError('PAYMENT_FAILED', changed.failureMessage, [`token: ${changed.failureMessage}`]);
  }
  return presentSubscription(settled ?? live);
}
