// The local provider's memberships, as Stripe Billing keeps them: a subscription with its card, price
// and current period, and one invoice per period. Each invoice is charged through the provider's own
// payment intents under a key per try (`{invoice}:{try}`), and invoices are unique per period, so two
// workers renewing one subscription at once charge it once. Every write is its own statement, outside
// the app's transactions, so a crash of the app never erases what "the bank" did.
import { randomUUID } from 'node:crypto';
import { nextRenewalTry, periodEnd } from '@filmlab/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { changeLocalPlan, settleLocalPlanChange } from './local-plan-change.js';
import { localSubscriptionInvoices, localSubscriptions } from '../../db/schema/local-payments.js';
import {
  PaymentInputError,
  type ChargeRequest,
  type ChargeResult,
  type ProviderSubscription,
  type SubscriptionBilling,
} from './payment-provider.js';

type SubscriptionRow = typeof localSubscriptions.$inferSelect;
type InvoiceRow = typeof localSubscriptionInvoices.$inferSelect;
/** Charges a card at once under the request's key (the local provider's chargeNow). */
type Charger = { charge(request: ChargeRequest): Promise<ChargeResult> };

const newId = (prefix: string) => `${prefix}_local_${randomUUID().replace(/-/g, '')}`;
/** A subscription this far behind is billed for at most this many periods in one call. */
const MAX_PERIODS_PER_CALL = 24;

export function createLocalSubscriptions(db: Db, charger: Charger): SubscriptionBilling {
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
        id: newId('in'),
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
          id: newId('sub'),
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
