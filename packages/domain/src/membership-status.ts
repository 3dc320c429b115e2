// How a customer's membership reads (spec section 4).
import type { PlanId } from './plan-ids.js';

export type MembershipStatus = 'none' | 'renewing' | 'expiring' | 'lapsed';

export interface MembershipFacts {
  planId: PlanId;
  /** The user's member flag. */
  active: boolean;
  /** From the payment subscription: it ends instead of renewing. */
  cancelAtPeriodEnd?: boolean | null;
}

export function membershipStatus({ planId, active, cancelAtPeriodEnd }: MembershipFacts): MembershipStatus {
  if (planId === 'NON_MEMBER') return 'none';
  if (!active) return 'lapsed';
  return cancelAtPeriodEnd ? 'expiring' : 'renewing';
}

/** Only an active paid plan earns member prices and members-only access (spec section 6). */
export function isActiveMember({ planId, active }: Pick<MembershipFacts, 'planId' | 'active'>): boolean {
  return planId !== 'NON_MEMBER' && active;
}

/** The word before the period-end date in the avatar menu, or null when there is no date to show. */
export function membershipDateLabel(status: MembershipStatus): 'Renews' | 'Expires' | 'Expired' | null {
  switch (status) {
    case 'renewing':
      return 'Renews';
    case 'expiring':
      return 'Expires';
    case 'lapsed':
      return 'Expired';
    default:
      return null;
  }
}
