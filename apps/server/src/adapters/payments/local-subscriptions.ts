// The local provider's memberships, as Stripe Billing keeps them: a subscription with its card, price
// and current period, and one invoice per period (local-subscription-invoices.ts, which charges each
// period once however many workers renew it). Every write is its own statement, outside the app's
// transactions, so a crash of the app never erases what "the bank" did.
import { periodEnd } from '@filmlab/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { changeLocalPlan, settleLocalPlanChange } from './local-plan-change.js';
import { localSubscriptionInvoices, localSubscriptions } from '../../db/schema/local-payments.js';
import {
  createLocalInvoices,
  newLocalId,
  type Charger,
  type InvoiceRow,
  type SubscriptionRow,
} from './local-subscription-invoices.js';
import type { ProviderSubscription, SubscriptionBilling } from './payment-provider.js';

/** A subscription this far behind is billed for at most this many periods in one call. */
const MAX_PERIODS_PER_CALL = 24;

export function createLocalSubscriptions(db: Db, charger: Charger): SubscriptionBilling {
  const { invoiceFor, chargeInvoice } = createLocalInvoices(db, charger);

  async function row(id: string): Promise<SubscriptionRow> {
    const [found] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id));
    if (!found) throw new Error(`No such subscription: ${id}`);
    return found;
  }

  async function present(sub: SubscriptionRow): Promise<ProviderSubscription> {
    const invoices = await db
      .select()
      .from(localSubscriptionInvoices)
      .where(eq(localSubscriptionInvoices.subscriptionId, sub.id))
      .orderBy(asc(localSubscriptionInvoices.periodStart));
    // A declined change of tier is answered at once; the renewal state reads the periods' invoices.
    const last = invoices.filter((invoice) => invoice.proratedFrom === null).at(-1);
    return {
      subscriptionId: sub.id,
      status: sub.status,
      priceLookupKey: sub.priceLookupKey,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      paidPeriods: invoices
        .filter((invoice) => invoice.status === 'paid')
        .map((invoice) => ({
          invoiceId: invoice.id,
          paymentId: invoice.paymentIntentId,
          amount: invoice.amount,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          priceLookupKey: invoice.priceLookupKey,
          proratedFrom: invoice.proratedFrom,
        })),
      failureMessage: last && last.status !== 'paid' ? last.failureMessage : null,
    };
  }

  /**
   * Moves the subscription to what its invoice says, from the state it was read in; the row as it
   * then is, or null when another caller moved it first.
   */
  async function follow(
    sub: SubscriptionRow,
    invoice: Pick<InvoiceRow, 'status' | 'periodStart' | 'periodEnd'>,
    first: boolean,
  ): Promise<SubscriptionRow | null> {
    const set: Partial<SubscriptionRow> =
      invoice.status === 'paid'
        ? { status: 'active', currentPeriodStart: invoice.periodStart, currentPeriodEnd: invoice.periodEnd }
        : invoice.status === 'void'
          ? { status: first ? 'incomplete_expired' : 'canceled' }
          : { status: first ? 'incomplete' : 'past_due' };
    const [moved] = await db
      .update(localSubscriptions)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(localSubscriptions.id, sub.id),
          eq(localSubscriptions.status, sub.status),
          eq(localSubscriptions.currentPeriodEnd, sub.currentPeriodEnd),
        ),
      )
      .returning();
    return moved ?? null;
  }

  /**
   * The first invoice decides the purchase: paid makes the subscription active; anything else ends it
   * (a declined purchase is not retried: a new one uses a new key).
   */
  async function finishFirst(sub: SubscriptionRow, invoice: InvoiceRow | null): Promise<void> {
    if (invoice && invoice.status === 'open') {
      await db
        .update(localSubscriptionInvoices)
        .set({ status: 'void', nextAttemptAt: null })
        .where(and(eq(localSubscriptionInvoices.id, invoice.id), eq(localSubscriptionInvoices.status, 'open')));
    }
    const status = invoice?.status === 'paid' ? 'paid' : 'void';
    await follow(
      sub,
      { ...(invoice ?? { periodStart: sub.currentPeriodStart, periodEnd: sub.currentPeriodEnd }), status },
      true,
    );
  }

  return {
    async create(request) {
      const start = request.now;
      await db
        .insert(localSubscriptions)
        .values({
          id: newLocalId('sub'),
          idempotencyKey: request.idempotencyKey,
          customer: request.providerCustomerId,
          paymentMethod: request.paymentMethodId,
          priceLookupKey: request.priceLookupKey,
          amount: request.amount,
          interval: request.interval,
          status: 'incomplete',
          currentPeriodStart: start,
          currentPeriodEnd: periodEnd(start, request.interval),
        })
        .onConflictDoNothing({ target: localSubscriptions.idempotencyKey });
      const [sub] = await db
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.idempotencyKey, request.idempotencyKey));
      if (!sub) throw new Error('The subscription was not recorded');
      if (sub.status === 'incomplete') {
        const invoice = await invoiceFor(sub, sub.currentPeriodStart, request.firstAmount);
        await finishFirst(sub, await chargeInvoice(sub, invoice, start));
      }
      return present(await row(sub.id));
    },

    async settlePurchase(idempotencyKey) {
      const [sub] = await db
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.idempotencyKey, idempotencyKey));
      if (!sub) return null;
      if (sub.status === 'incomplete') {
        const [invoice] = await db
          .select()
          .from(localSubscriptionInvoices)
          .where(
            and(
              eq(localSubscriptionInvoices.subscriptionId, sub.id),
              eq(localSubscriptionInvoices.periodStart, sub.currentPeriodStart),
            ),
          );
        // A try claimed but never answered is made again under its key (the same intent); a charge
        // never begun is not begun now.
        const interrupted = invoice && invoice.status === 'open' && invoice.attempts > 0 && !invoice.nextAttemptAt;
        const final = interrupted ? await chargeInvoice(sub, invoice, new Date()) : invoice;
        await finishFirst(sub, final ?? null);
      }
      return present(await row(sub.id));
    },

    retrieve: async (id) => present(await row(id)),

    changePlan: (id, change) => changeLocalPlan({ db, row, present, chargeInvoice }, id, change),

    settlePlanChange: (id) => settleLocalPlanChange({ db, row, present, chargeInvoice }, id),

    async setCancelAtPeriodEnd(id, cancel) {
      await db
        .update(localSubscriptions)
        .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
        .where(and(eq(localSubscriptions.id, id), sql`${localSubscriptions.status} in ('active', 'past_due')`));
      return present(await row(id));
    },

    async setRenewalPrice(id, price) {
      await db
        .update(localSubscriptions)
        .set({ priceLookupKey: price.priceLookupKey, amount: price.amount, updatedAt: new Date() })
        .where(and(eq(localSubscriptions.id, id), sql`${localSubscriptions.status} in ('active', 'past_due')`));
      return present(await row(id));
    },

    async renew(id, now) {
      // The row as this call last wrote it; null: read it again (another caller moved it first).
      let sub: SubscriptionRow | null = await row(id);
      for (let i = 0; i < MAX_PERIODS_PER_CALL && sub; i++) {
        if ((sub.status !== 'active' && sub.status !== 'past_due') || sub.currentPeriodEnd > now) break;
        if (sub.cancelAtPeriodEnd) {
          await db
            .update(localSubscriptions)
            .set({ status: 'canceled', updatedAt: new Date() })
            .where(and(eq(localSubscriptions.id, id), eq(localSubscriptions.status, sub.status)));
          sub = null;
          break;
        }
        const invoice = await chargeInvoice(sub, await invoiceFor(sub, sub.currentPeriodEnd, sub.amount, true), now);
        const moved = await follow(sub, invoice, false);
        if (invoice.status !== 'paid') {
          sub = moved;
          break;
        }
        sub = moved ?? (await row(id));
      }
      return present(sub ?? (await row(id)));
    },
  };
}
