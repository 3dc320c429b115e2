// Changing tier (POST /users/:id/subscriptions/:plan by a member whose membership is live, spec
// section 7's one membership call): the provider moves the subscription to the new plan's price and
// prorates it (the old plan's unused time credited, the new plan's charged, the period unchanged);
// its word is settled into the app's row, with the new plan's extra credits for the rest of the period.
import type { MembershipSubscription } from '@filmlab/api';
import { PLANS, isOneOf, PLAN_IDS, planFromPriceLookupKey, type ActivePlanId } from '@filmlab/domain';
import { PaymentInputError } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { presentSubscription } from './present-subscription.js';
import type { SubscriptionRow } from './store.js';
import { syncSubscription } from './sync-subscription.js';

const labelOf = (planId: string) => (isOneOf(PLAN_IDS, planId) ? PLANS[planId].label : planId);

export async function changeTier(options: {
  deps: Pick<Deps, 'db' | 'payments'>;
  billing: NonNullable<Deps['payments']['subscriptions']>;
  live: SubscriptionRow;
  planId: ActivePlanId;
  card: { paymentMethodId: string };
  now: Date;
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
  const plan = PLANS[planId];
  let changed;
  try {
    changed = await options.billing.changePlan(live.providerSubscriptionId, {
      priceLookupKey: plan.sku,
      amount: plan.price,
      paymentMethodId: options.card.paymentMethodId,
      now: options.now,
    });
  } catch (err) {
    if (!(err instanceof PaymentInputError)) throw err;
    const problem = `Your membership ${err.message}.`;
    throw new AppError('CONFLICT', problem, [`plan: ${problem}`]);
  }
  const settled = await syncSubscription({
    db: deps.db,
    provider: deps.payments.name,
    subscriptionId: live.id,
    remote: changed.subscription,
  });
  if (changed.failureMessage) {
    throw new AppError('PAYMENT_FAILED', changed.failureMessage, [`token: ${changed.failureMessage}`]);
  }
  return presentSubscription(settled ?? live);
}
