import type { User } from '@filmlab/api';
import { isOneOf, PLAN_IDS, VISITOR_BUYER, type Buyer } from '@filmlab/domain';

/** Who is buying, for the price rules: a visitor, or the user's plan and member flag. */
export function buyerOf(user: Pick<User, 'active' | 'membership'> | undefined): Buyer {
  if (!user) return VISITOR_BUYER;
  const planId = isOneOf(PLAN_IDS, user.membership.plan) ? user.membership.plan : 'NON_MEMBER';
  return { planId, active: user.active };
}
