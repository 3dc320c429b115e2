import type { MembershipSubscription } from '@filmlab/api';
import type { SubscriptionRow } from './store.js';

export function presentSubscription(row: SubscriptionRow): MembershipSubscription {
  return {
    id: row.id,
    plan: row.planId,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    amountPaid: row.amountPaid,
    createdAt: row.createdAt.toISOString(),
  };
}
