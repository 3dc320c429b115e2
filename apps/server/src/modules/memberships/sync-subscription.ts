// Settling a membership (DESIGN.md rule 12, the settle step): the provider's word on a subscription
// is written to the app's row in one transaction with what follows from it: every paid period's
// payment row and credits (each once: unique keys), and the member flag. The purchase request, the
// renewal job and the recovery sweep all settle through here, so running it twice changes nothing.
import { PLAN_IDS, isOneOf, planFromPriceLookupKey, upgradeCreditTopUp, type PlanId } from '@filmlab/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { ProviderSubscription } from '../../adapters/payments/payment-provider.js';
import type { Db } from '../../db/client.js';
import { payments, subscriptions } from '../../db/schema/payments.js';
import { grantPeriodCredits } from '../credits/plan-credits.js';
import { releasePromoUse } from '../promos/membership-promo.js';
import { setMemberActive } from '../users/service.js';
import { LIVE_STATUSES, UNPAID_STATUSES, type SubscriptionRow } from './store.js';

function planOf(row: SubscriptionRow, remote: ProviderSubscription): PlanId {
  const fromKey = planFromPriceLookupKey(remote.priceLookupKey);
  if (fromKey !== 'NON_MEMBER') return fromKey;
  return isOneOf(PLAN_IDS, row.planId) ? row.planId : 'NON_MEMBER';
}

export async function syncSubscription(options: {
  db: Db;
  provider: string;
  subscriptionId: number;
  remote: ProviderSubscription;
}): Promise<SubscriptionRow | undefined> {
  const { db, remote } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, options.subscriptionId))
      .for('update');
    if (!row) return undefined;
    const planId = planOf(row, remote);
    // A word read before one already settled (another process's renewal, an event late) does not move
    // the period back; its paid periods still settle below.
    const stale =
      row.providerSubscriptionId === remote.subscriptionId &&
      row.currentPeriodEnd !== null &&
      remote.currentPeriodEnd < row.currentPeriodEnd;
    const [updated] = stale
      ? [row]
      : await tx
          .update(subscriptions)
          .set({
            status: remote.status,
            planId: planId === 'NON_MEMBER' ? row.planId : planId,
            cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
            currentPeriodStart: remote.currentPeriodStart,
            currentPeriodEnd: remote.currentPeriodEnd,
            providerSubscriptionId: remote.subscriptionId,
            priceLookupKey: remote.priceLookupKey,
            failureMessage: remote.failureMessage,
            updatedAt: new Date(),
          })
          .where(eq(subscriptions.id, row.id))
          .returning();
    for (const period of remote.paidPeriods) {
      // Each period grants the plan it paid for (a period before a change of tier, the old one's).
      const paidFor = period.priceLookupKey ? planFromPriceLookupKey(period.priceLookupKey) : planId;
      if (period.paymentId) {
        await tx
          .insert(payments)
          .values({
            userId: row.userId,
            subscriptionId: row.id,
            provider: options.provider,
            providerPaymentId: period.paymentId,
            idempotencyKey: period.invoiceId,
            amount: period.amount,
            status: 'succeeded',
          })
          .onConflictDoNothing();
      }
      await grantPeriodCredits({
        tx,
        userId: row.userId,
        subscriptionId: row.id,
        planId: paidFor,
        periodStart: period.periodStart,
        periodEnd: period.periodEnd,
        // A change of tier's proration tops the period up to the new plan's credits.
        ...(period.proratedFrom === null
          ? {}
          : { grant: upgradeCreditTopUp(planFromPriceLookupKey(period.proratedFrom), paidFor) }),
      });
    }
    // A purchase that never got paid gives its promo use back, once (it leaves 'incomplete' once).
    if (row.status === 'incomplete' && remote.status === 'incomplete_expired' && row.promoId !== null) {
      await releasePromoUse(tx, row.promoId);
    }
    // The member flag follows the customer's newest paid-for membership only.
    const [newest] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, row.userId), notInArray(subscriptions.status, [...UNPAID_STATUSES])))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(1);
    if (newest?.id === row.id && !stale) {
      await setMemberActive(tx, row.userId, (LIVE_STATUSES as readonly string[]).includes(remote.status));
    }
    return updated;
  });
}
