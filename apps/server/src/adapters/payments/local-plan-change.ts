// The local provider's change of tier, prorated as Stripe Billing does (proration_behavior
// always_invoice): the old plan's unused time is credited and the new plan's charged on one invoice,
// marked with the plan it left; a net credit waits on the subscription for the next renewal. The
// change is claimed first (pendingPriceLookupKey, a conditional update), so two requests at once
// charge one proration; a declined charge leaves the plan as it was. The claim keeps the whole change
// (pendingChange), so a change whose caller died mid-way is finished by settleLocalPlanChange: an
// interrupted charge made again under its own key (never charged twice), one never begun dropped.
import { randomUUID } from 'node:crypto';
import { prorateChange } from '@filmlab/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { localSubscriptionInvoices, localSubscriptions } from '../../db/schema/local-payments.js';
import { PaymentInputError, type PlanChange, type ProviderSubscription } from './payment-provider.js';

type SubscriptionRow = typeof localSubscriptions.$inferSelect;
type InvoiceRow = typeof localSubscriptionInvoices.$inferSelect;
type Outcome = { subscription: ProviderSubscription; failureMessage: string | null };

export interface PlanChangeParts {
  db: Db;
  row(id: string): Promise<SubscriptionRow>;
  present(sub: SubscriptionRow): Promise<ProviderSubscription>;
  chargeInvoice(sub: SubscriptionRow, invoice: InvoiceRow, now: Date): Promise<InvoiceRow>;
}

export async function changeLocalPlan(parts: PlanChangeParts, id: string, change: PlanChange): Promise<Outcome> {
  const { db, now } = { db: parts.db, now: change.now };
  const sub = await parts.row(id);
  if (sub.priceLookupKey === change.priceLookupKey && sub.pendingPriceLookupKey === null) {
    return { subscription: await parts.present(sub), failureMessage: null };
  }
  if (sub.status !== 'active' || sub.currentPeriodEnd <= now) {
    throw new PaymentInputError('plan', 'can only be changed on a membership that is paid up and not due to renew');
  }
  const proration = prorateChange({
    oldAmount: sub.amount,
    newAmount: change.amount,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    now,
  });
  const invoiceId = `in_local_${randomUUID().replace(/-/g, '')}`;
  const [claimed] = await db
    .update(localSubscriptions)
    .set({
      pendingPriceLookupKey: change.priceLookupKey,
      pendingChange: {
        invoiceId,
        amount: change.amount,
        credit: Math.max(0, -proration.net),
        paymentMethod: change.paymentMethodId,
      },
      updatedAt: now,
    })
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

  const [invoice] = await db
    .insert(localSubscriptionInvoices)
    .values({
      id: invoiceId,
      subscriptionId: id,
      periodStart: now,
      periodEnd: sub.currentPeriodEnd,
      amount: Math.max(0, proration.net),
      priceLookupKey: change.priceLookupKey,
      proratedFrom: sub.priceLookupKey,
    })
    .returning();
  return finishChange(parts, claimed, await chargeProration(parts, claimed, invoice!, now), now);
}

/**
 * Finishes a change whose caller died (call it only then: the app's claim on the change has run
 * out). A proration whose try was claimed but never answered is made again under that try's key,
 * which answers the same intent; one never tried is not tried now. Paid applies the change; anything
 * else drops it. Either way the subscription is no longer being changed.
 */
export async function settleLocalPlanChange(parts: PlanChangeParts, id: string): Promise<ProviderSubscription> {
  const sub = await parts.row(id);
  if (sub.pendingPriceLookupKey === null) return parts.present(sub);
  const invoiceId = sub.pendingChange?.invoiceId;
  const [invoice] = invoiceId
    ? await parts.db.select().from(localSubscriptionInvoices).where(eq(localSubscriptionInvoices.id, invoiceId))
    : [];
  let final: InvoiceRow | null = invoice ?? null;
  if (invoice && invoice.status === 'open') {
    const interrupted = invoice.attempts > 0 && invoice.nextAttemptAt === null;
    final = interrupted ? await chargeProration(parts, sub, invoice, new Date()) : await voidOpen(parts.db, invoice);
  }
  return (await finishChange(parts, sub, final, new Date())).subscription;
}

/** Charges the proration to the change's card; a decline is not retried (the member is told, the plan stays). */
async function chargeProration(
  parts: PlanChangeParts,
  sub: SubscriptionRow,
  invoice: InvoiceRow,
  now: Date,
): Promise<InvoiceRow> {
  const card = sub.pendingChange?.paymentMethod ?? sub.paymentMethod;
  const charged = await parts.chargeInvoice({ ...sub, paymentMethod: card }, invoice, now);
  return charged.status === 'open' ? voidOpen(parts.db, charged) : charged;
}

async function voidOpen(db: Db, invoice: InvoiceRow): Promise<InvoiceRow> {
  const [voided] = await db
    .update(localSubscriptionInvoices)
    .set({ status: 'void', nextAttemptAt: null })
    .where(and(eq(localSubscriptionInvoices.id, invoice.id), eq(localSubscriptionInvoices.status, 'open')))
    .returning();
  return voided ?? invoice;
}

/**
 * Applies a paid change (the new plan, its amount and card, a downgrade's credit) or drops an unpaid
 * one, from the claim it was read with: of two callers finishing one change, one applies it.
 */
async function finishChange(
  parts: PlanChangeParts,
  sub: SubscriptionRow,
  invoice: InvoiceRow | null,
  now: Date,
): Promise<Outcome> {
  const change = sub.pendingChange;
  const paid = invoice?.status === 'paid' && change !== null && sub.pendingPriceLookupKey !== null;
  await parts.db
    .update(localSubscriptions)
    .set(
      paid
        ? {
            priceLookupKey: sub.pendingPriceLookupKey!,
            amount: change.amount,
            paymentMethod: change.paymentMethod,
            creditBalance: sql`${localSubscriptions.creditBalance} + ${change.credit}`,
            pendingPriceLookupKey: null,
            pendingChange: null,
            updatedAt: now,
          }
        : { pendingPriceLookupKey: null, pendingChange: null, updatedAt: now },
    )
    .where(
      and(eq(localSubscriptions.id, sub.id), eq(localSubscriptions.pendingPriceLookupKey, sub.pendingPriceLookupKey!)),
    );
  return {
    subscription: await parts.present(await parts.row(sub.id)),
    failureMessage: paid ? null : (invoice?.failureMessage ?? 'Your card was declined.'),
  };
}
