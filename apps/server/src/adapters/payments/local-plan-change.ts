// The local provider's change of tier, prorated as Stripe Billing does (proration_behavior
// always_invoice): the old plan's unused time is credited and the new plan's charged on one invoice,
// marked with the plan it left; a net credit waits on the subscription for the next renewal. The
// change is claimed first (pendingPriceLookupKey, a conditional update), so two requests at once
// charge one proration; a declined charge leaves the plan as it was.
import { randomUUID } from 'node:crypto';
import { prorateChange } from '@filmlab/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { localSubscriptionInvoices, localSubscriptions } from '../../db/schema/local-payments.js';
import { PaymentInputError, type PlanChange, type ProviderSubscription } from './payment-provider.js';

type SubscriptionRow = typeof localSubscriptions.$inferSelect;
type InvoiceRow = typeof localSubscriptionInvoices.$inferSelect;

export interface PlanChangeParts {
  db: Db;
  row(id: string): Promise<SubscriptionRow>;
  present(sub: SubscriptionRow): Promise<ProviderSubscription>;
  chargeInvoice(sub: SubscriptionRow, invoice: InvoiceRow, now: Date): Promise<InvoiceRow>;
}

export async function changeLocalPlan(
  parts: PlanChangeParts,
  id: string,
  change: PlanChange,
): Promise<{ subscription: ProviderSubscription; failureMessage: string | null }> {
  const { db, now } = { db: parts.db, now: change.now };
  const sub = await parts.row(id);
  if (sub.priceLookupKey === change.priceLookupKey && sub.pendingPriceLookupKey === null) {
    return { subscription: await parts.present(sub), failureMessage: null };
  }
  if (sub.status !== 'active' || sub.currentPeriodEnd <= now) {
    throw new PaymentInputError('plan', 'can only be changed on a membership that is paid up and not due to renew');
  }
  const [claimed] = await db
    .update(localSubscriptions)
    .set({ pendingPriceLookupKey: change.priceLookupKey, paymentMethod: change.paymentMethodId, updatedAt: now })
    .where(
      and(
        eq(localSubscriptions.id, id),
        eq(localSubscriptions.status, 'active'),
        eq(localSubscriptions.priceLookupKey, sub.priceLookupKey),
        isNull(localSubscriptions.pendingPriceLookupKey),
      ),
    )
    .returning();
  if (!claimed) throw new PaymentInputError('plan', 'is already being changed; check your account in a moment');

  const proration = prorateChange({
    oldAmount: sub.amount,
    newAmount: change.amount,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    now,
  });
  const [invoice] = await db
    .insert(localSubscriptionInvoices)
    .values({
      id: `in_local_${randomUUID().replace(/-/g, '')}`,
      subscriptionId: id,
      periodStart: now,
      periodEnd: sub.currentPeriodEnd,
      amount: Math.max(0, proration.net),
      priceLookupKey: change.priceLookupKey,
      proratedFrom: sub.priceLookupKey,
    })
    .returning();
  let charged = await parts.chargeInvoice(claimed, invoice!, now);
  if (charged.status === 'open') {
    // A declined proration is not retried: the member is told and the plan stays.
    const [voided] = await db
      .update(localSubscriptionInvoices)
      .set({ status: 'void', nextAttemptAt: null })
      .where(and(eq(localSubscriptionInvoices.id, charged.id), eq(localSubscriptionInvoices.status, 'open')))
      .returning();
    charged = voided ?? charged;
  }
  const paid = charged.status === 'paid';
  await db
    .update(localSubscriptions)
    .set(
      paid
        ? {
            priceLookupKey: change.priceLookupKey,
            amount: change.amount,
            pendingPriceLookupKey: null,
            creditBalance: sql`${localSubscriptions.creditBalance} + ${Math.max(0, -proration.net)}`,
            updatedAt: now,
          }
        : // Renewals keep charging the card they did.
          { pendingPriceLookupKey: null, paymentMethod: sub.paymentMethod, updatedAt: now },
    )
    .where(eq(localSubscriptions.id, id));
  return {
    subscription: await parts.present(await parts.row(id)),
    failureMessage: paid ? null : (charged.failureMessage ?? 'Your card was declined.'),
  };
}
