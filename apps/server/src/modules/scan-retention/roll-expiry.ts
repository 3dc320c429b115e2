import { scansExpireAt } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { findMemberships, noMembership } from '../memberships/find-membership.js';
import type { DeliveredRoll } from './store.js';

export interface ExpiringRoll extends DeliveredRoll {
  expiresAt: Date;
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
    const expiresAt = scansExpireAt({
      planId: membership.plan,
      active: membership.status === 'renewing' || membership.status === 'expiring',
      membershipEndedAt: membership.status === 'lapsed' && membership.periodEnd ? new Date(membership.periodEnd) : null,
      deliveredAt: roll.deliveredAt,
    });
    if (expiresAt) expiring.push({ ...roll, expiresAt });
  }
  return expiring;
}
