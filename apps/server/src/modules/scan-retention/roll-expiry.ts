import { PLAN_IDS, isOneOf, scansExpireAt, type ScanRetentionFacts } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { findMemberships, noMembership, type Membership } from '../memberships/find-membership.js';
import type { DeliveredRoll } from '../scans/scan-service.js';

export interface ExpiringRoll extends DeliveredRoll {
  expiresAt: Date;
}

/** What the retention rule reads of a membership: its plan, whether it is on, and when it ended. */
export function retentionFacts(membership: Membership): Omit<ScanRetentionFacts, 'deliveredAt'> {
  return {
    planId: isOneOf(PLAN_IDS, membership.plan) ? membership.plan : 'NON_MEMBER',
    active: membership.status === 'renewing' || membership.status === 'expiring',
    membershipEndedAt: membership.status === 'lapsed' && membership.periodEnd ? new Date(membership.periodEnd) : null,
  };
}

/**
 * Each roll's expiry by the domain's rule and its owner's membership today; rolls kept without
 * limit (an active member's) are left out.
 */
export async function expiringRolls(db: Db, rolls: DeliveredRoll[]): Promise<ExpiringRoll[]> {
  const memberships = await findMemberships({ db, userIds: [...new Set(rolls.map((roll) => roll.userId))] });
  const expiring: ExpiringRoll[] = [];
  for (const roll of rolls) {
    const membership = memberships.get(roll.userId) ?? noMembership;
    const expiresAt = scansExpireAt({ ...retentionFacts(membership), deliveredAt: roll.deliveredAt });
    if (expiresAt) expiring.push({ ...roll, expiresAt });
  }
  return expiring;
}
