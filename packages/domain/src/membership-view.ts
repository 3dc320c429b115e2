// The membership an account shows (the avatar menu, spec section 4), read from its newest
// subscription and its member flag. The users module presents it with every user, the memberships
// module answers it alone; both read it here.
import { membershipStatus, type MembershipStatus } from './membership-status.js';
import { isOneOf } from './enums.js';
import { PLAN_IDS, type PlanId } from './plan-ids.js';
import { planFromPriceLookupKey } from './plans.js';

export interface MembershipView {
  plan: PlanId;
  status: MembershipStatus;
  /** When the paid period ends, as ISO text; null for no plan. */
  periodEnd: string | null;
}

/** What a subscription row says about the plan it sells. */
export interface SubscriptionFacts {
  planId: string;
  priceLookupKey: string | null;
  cancelAtPeriodEnd: boolean | null;
  currentPeriodEnd: Date | null;
}

/** A purchase never paid for is no membership: subscriptions in these states are not counted. */
export const UNPAID_SUBSCRIPTION_STATUSES = ['incomplete', 'incomplete_expired'] as const;

export const noMembership: MembershipView = { plan: 'NON_MEMBER', status: 'none', periodEnd: null };

/** The plan a subscription sells: from its price lookup key, or its plan id when the provider gave no key. */
function planOf(subscription: Pick<SubscriptionFacts, 'planId' | 'priceLookupKey'>): PlanId {
  if (subscription.priceLookupKey) return planFromPriceLookupKey(subscription.priceLookupKey);
  return isOneOf(PLAN_IDS, subscription.planId) ? subscription.planId : 'NON_MEMBER';
}

/** The membership of an account from its newest counted subscription (or none) and its member flag. */
export function membershipFrom(subscription: SubscriptionFacts | undefined, active: boolean): MembershipView {
  if (!subscription) return noMembership;
  const plan = planOf(subscription);
  return {
    plan,
    status: membershipStatus({ planId: plan, active, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd }),
    periodEnd: plan === 'NON_MEMBER' ? null : (subscription.currentPeriodEnd?.toISOString() ?? null),
  };
}
