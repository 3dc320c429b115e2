// Who a change of plan fee reaches: the members whose membership renews, for the price lists' notice.
import type { PlanId } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { renewingSubscriptionsOnPlans } from './store.js';

export interface RenewingMember {
  subscriptionId: number;
  userId: number;
  planId: PlanId;
  /** When the period they have paid ends and the membership renews (null when the provider has not said). */
  renewsAt: Date | null;
}

/** The members on `planIds` whose membership will renew: live, and not set to end with its period. */
export async function renewingMembersOnPlans(db: Db, planIds: readonly PlanId[]): Promise<RenewingMember[]> {
  const rows = await renewingSubscriptionsOnPlans(db, planIds);
  return rows.map((row) => ({
    subscriptionId: row.id,
    userId: row.userId,
    planId: row.planId as PlanId,
    renewsAt: row.currentPeriodEnd,
  }));
}
