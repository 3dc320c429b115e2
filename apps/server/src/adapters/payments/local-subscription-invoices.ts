// The local provider's membership invoices, as Stripe Billing keeps them: one per subscription and
// period, made once however many callers ask, and charged through the provider's own payment intents
// under a key per try (`{invoice}:{try}`), so two workers renewing one subscription at once charge it
// once. Every write is its own statement, outside the app's transactions.
import { randomUUID } from 'node:crypto';
import { nextRenewalTry, periodEnd } from '@filmlab/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { localSubscriptionInvoices, localSubscriptions } from '../../db/schema/local-payments.js';
import { PaymentInputError, type ChargeRequest, type ChargeResult } from './payment-provider.js';

export type SubscriptionRow = typeof localSubscriptions.$inferSelect;
export type InvoiceRow = typeof localSubscriptionInvoices.$inferSelect;
/** Charges a card at once under the request's key (the local provider's chargeNow). */
export type Charger = { charge(request: ChargeRequest): Promise<ChargeResult> };

/** An id of the local provider's own, in Stripe's style: `in_local_...`, `sub_local_...`. */
export const newLocalId = (prefix: string) => `${prefix}_local_${randomUUID().replace(/-/g, '')}`;

export function createLocalInvoices(db: Db, charger: Charger) {
  /**
   * The invoice of the period starting at `start`, made once however many callers ask. Credit the
   * customer is owed (a downgrade's proration) comes off it, taken from the balance only by the
   * caller whose invoice was made. `claimed`: a renewal is charged whatever happens to its caller,
   * so the invoice is made with its first try claimed (as chargeInvoice's claim would, a statement
   * sooner); a purchase's first invoice is claimed only as its charge begins.
   */
  async function invoiceFor(sub: SubscriptionRow, start: Date, amount: number, claimed = false): Promise<InvoiceRow> {
    const applied = Math.min(sub.creditBalance, amount);
    const [made] = await db
      .insert(localSubscriptionInvoices)
      .values({
        id: newLocalId('in'),
        subscriptionId: sub.id,
        periodStart: start,
        periodEnd: periodEnd(start, sub.interval),
        amount: amount - applied,
        priceLookupKey: sub.priceLookupKey,
        ...(claimed ? { attempts: 1, nextAttemptAt: null } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (made && applied > 0) {
      await db
        .update(localSubscriptions)
        .set({ creditBalance: sql`${localSubscriptions.creditBalance} - ${applied}` })
        .where(eq(localSubscriptions.id, sub.id));
    }
    if (made) return made;
    const [invoice] = await db
      .select()
      .from(localSubscriptionInvoices)
      .where(
        and(eq(localSubscriptionInvoices.subscriptionId, sub.id), eq(localSubscriptionInvoices.periodStart, start)),
      );
    return invoice!;
  }

  /**
   * One try at an open invoice. A try's number is claimed by a conditional update (clearing
   * nextAttemptAt) before the charge; a claimed try whose outcome was never written (a crash, or
   * another worker still charging) is made again under the same key, which answers the same intent,
   * so no try is ever charged twice.
   */
  async function chargeInvoice(sub: SubscriptionRow, invoice: InvoiceRow, now: Date): Promise<InvoiceRow> {
    if (invoice.status !== 'open') return invoice;
    let attempt: number;
    if (invoice.attempts > 0 && invoice.nextAttemptAt === null) {
      attempt = invoice.attempts;
    } else {
      if (invoice.nextAttemptAt && invoice.nextAttemptAt > now) return invoice;
      attempt = invoice.attempts + 1;
      const claimed = await db
        .update(localSubscriptionInvoices)
        .set({ attempts: attempt, nextAttemptAt: null })
        .where(
          and(eq(localSubscriptionInvoices.id, invoice.id), eq(localSubscriptionInvoices.attempts, invoice.attempts)),
        )
        .returning();
      if (claimed.length === 0) return invoiceById(invoice.id);
    }
    if (invoice.amount === 0) {
      const [free] = await db
        .update(localSubscriptionInvoices)
        .set({ status: 'paid', paidAt: now, nextAttemptAt: null })
        .where(and(eq(localSubscriptionInvoices.id, invoice.id), eq(localSubscriptionInvoices.status, 'open')))
        .returning();
      return free ?? invoiceById(invoice.id);
    }
    const key = `${invoice.id}:${attempt}`;
    let paymentId: string | null = null;
    let result: { ok: true } | { ok: false; message: string };
    try {
      const charged = await charger.charge({
        amount: invoice.amount,
        paymentMethodId: sub.paymentMethod,
        providerCustomerId: sub.customer,
        idempotencyKey: key,
        description: `Membership ${sub.priceLookupKey}`,
        metadata: { subscription: sub.id, invoice: invoice.id },
      });
      paymentId = charged.paymentId;
      result = charged.ok ? { ok: true } : { ok: false, message: charged.message };
    } catch (err) {
      // A card that can no longer be used (removed, or never one of ours) is declined like any other.
      if (!(err instanceof PaymentInputError)) throw err;
      result = { ok: false, message: 'The card on file can no longer be charged.' };
    }
    const [updated] = await db
      .update(localSubscriptionInvoices)
      .set(
        result.ok
          ? { status: 'paid', paymentIntentId: paymentId, paidAt: now, failureMessage: null, nextAttemptAt: null }
          : {
              status: nextRenewalTry(now, attempt) ? 'open' : 'void',
              paymentIntentId: paymentId,
              failureMessage: result.message,
              nextAttemptAt: nextRenewalTry(now, attempt),
            },
      )
      .where(and(eq(localSubscriptionInvoices.id, invoice.id), eq(localSubscriptionInvoices.status, 'open')))
      .returning();
    return updated ?? invoice;
  }

  async function invoiceById(id: string): Promise<InvoiceRow> {
    const [invoice] = await db.select().from(localSubscriptionInvoices).where(eq(localSubscriptionInvoices.id, id));
    return invoice!;
  }

  return { invoiceFor, chargeInvoice };
}
