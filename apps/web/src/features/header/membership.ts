import type { User } from '@filmlab/api';
import { isActiveMember, isOneOf, membershipDateLabel, PLAN_IDS, PLANS, type PlanId } from '@filmlab/domain';

export interface MembershipSummary {
  planId: PlanId;
  /** The tier's name, e.g. 'Very Nice' or 'Non-Member'. */
  tier: string;
  isMember: boolean;
  /** 'Renews Mar 3, 2026', 'Expires …', 'Expired …' or null for non-members. */
  dateText: string | null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** How the avatar menu reads a user's membership (spec 2.5 and section 4). */
export function membershipSummary(user: Pick<User, 'active' | 'membership'>): MembershipSummary {
  const planId: PlanId = isOneOf(PLAN_IDS, user.membership.plan) ? user.membership.plan : 'NON_MEMBER';
  const label = membershipDateLabel(user.membership.status);
  const end = user.membership.periodEnd ? new Date(user.membership.periodEnd) : null;
  const dateText = label && end && !Number.isNaN(end.getTime()) ? `${label} ${dateFormat.format(end)}` : null;
  return {
    planId,
    tier: PLANS[planId].label,
    isMember: isActiveMember({ planId, active: user.active }),
    dateText,
  };
}
