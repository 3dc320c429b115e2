// Memberships through Stripe Billing (API 2026-10-28, stripe 23): one Price per plan, found by its
// lookup key (the plan's sku); a Subscription per membership whose plan is read back from its item's
// price lookup key; periods from the subscription ITEM (current_period_*); paid periods from the
// subscription's paid invoices (credits are granted once per invoice id). Stripe renews, retries and
// ends subscriptions on its own schedule and says so by webhook; `renew` only reads its word.
//
// A promo's first amount is a one-off Coupon (amount_off, duration 'once', one redemption) on the
// subscription: Stripe's own way to discount one invoice, shown on it as a discount, while every
// renewal bills the full price with nothing to remove afterwards (an invoice item credit would need
// the same cleanup and reads as an unexplained line).
import Stripe from 'stripe';
import {
  PaymentInputError,
  type PaidPeriod,
  type ProviderSubscription,
  type SubscriptionBilling,
} from './payment-provider.js';

const DECLINED = 'Your card was declined.';
const PURCHASE_KEY = 'purchase_key';

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function createStripeSubscriptions(stripe: Stripe): SubscriptionBilling {
  const priceIds = new Map<string, string>();
  const lookupKeys = new Map<string, string>();

  async function findPrice(lookupKey: string): Promise<Stripe.Price | undefined> {
    const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    return data[0];
  }

  /**
   * A plan at a fee the lab changed (`<sku>_<cents>`, price-list.ts) is billed by a Price of its own,
   * made once from the plan's own Price (same product, currency and interval) and found by its key after.
   */
  async function createPriceFor(lookupKey: string): Promise<Stripe.Price | undefined> {
    const match = /^(.+)_(\d+)$/.exec(lookupKey);
    if (!match) return undefined;
    const base = await findPrice(match[1]!);
    if (!base?.recurring) return undefined;
    return stripe.prices.create(
      {
        product: typeof base.product === 'string' ? base.product : base.product.id,
        currency: base.currency,
        unit_amount: Number(match[2]),
        recurring: { interval: base.recurring.interval },
        lookup_key: lookupKey,
      },
      // Two processes making the same price at once make one.
      { idempotencyKey: `price:${lookupKey}` },
    );
  }

  async function priceFor(lookupKey: string): Promise<string> {
    const known = priceIds.get(lookupKey);
    if (known) return known;
    const price = (await findPrice(lookupKey)) ?? (await createPriceFor(lookupKey));
    if (!price) throw new Error(`No active Stripe price has the lookup key ${lookupKey}`);
    priceIds.set(lookupKey, price.id);
    lookupKeys.set(price.id, lookupKey);
    return price.id;
  }

  async function lookupKeyOf(price: string | Stripe.Price): Promise<string | null> {
    if (typeof price !== 'string') return price.lookup_key;
    const known = lookupKeys.get(price);
    if (known) return known;
    const found = await stripe.prices.retrieve(price);
    if (found.lookup_key) lookupKeys.set(price, found.lookup_key);
    return found.lookup_key;
  }

  /** An invoice paid: its period, what it billed, and (a change of tier's proration) what it left. */
  async function paidPeriodOf(invoice: Stripe.Invoice): Promise<PaidPeriod | null> {
    const lines = invoice.lines.data.filter((line) => line.parent?.type === 'subscription_item_details');
    const charged = lines.find((line) => line.amount >= 0) ?? lines[0];
    if (!charged) return null;
    const price = charged.pricing?.price_details?.price;
    const proration = invoice.billing_reason === 'subscription_update';
    const left = proration ? lines.find((line) => line.amount < 0)?.pricing?.price_details?.price : undefined;
    const payment = invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
    return {
      invoiceId: invoice.id!,
      paymentId: idOf(payment?.payment.payment_intent),
      amount: invoice.amount_paid,
      periodStart: at(charged.period.start),
      periodEnd: at(charged.period.end),
      priceLookupKey: price ? await lookupKeyOf(price) : null,
      proratedFrom: left ? await lookupKeyOf(left) : null,
    };
  }

  async function paidPeriods(subscriptionId: string): Promise<PaidPeriod[]> {
    const { data } = await stripe.invoices.list({
      subscription: subscriptionId,
      status: 'paid',
      limit: 100,
      expand: ['data.payments'],
    });
    const oldestFirst = [...data].sort((a, b) => a.created - b.created);
    const periods = await Promise.all(oldestFirst.map(paidPeriodOf));
    return periods.filter((period): period is PaidPeriod => period !== null);
  }

  /** Why the invoice's last charge failed, in the shopper's words. */
  async function failureOf(invoice: string | Stripe.Invoice | null): Promise<string> {
    const id = idOf(invoice);
    if (!id) return DECLINED;
    const full = await stripe.invoices.retrieve(id, { expand: ['payments'] });
    const intentId = idOf(full.payments?.data.at(-1)?.payment.payment_intent);
    if (!intentId) return DECLINED;
    const intent = await stripe.paymentIntents.retrieve(intentId);
    return intent.last_payment_error?.message ?? DECLINED;
  }

  async function present(sub: Stripe.Subscription): Promise<ProviderSubscription> {
    const item = sub.items.data[0];
    if (!item) throw new Error(`Subscription ${sub.id} has no item`);
    const paid = await paidPeriods(sub.id);
    let status: ProviderSubscription['status'];
    switch (sub.status) {
      case 'active':
      case 'trialing':
        status = 'active';
        break;
      case 'past_due':
        status = 'past_due';
        break;
      case 'incomplete':
        status = 'incomplete';
        break;
      default:
        // canceled, unpaid (retries exhausted), paused, incomplete_expired: no longer a membership;
        // one never paid at all was never a membership.
        status = paid.length === 0 ? 'incomplete_expired' : 'canceled';
    }
    const failing = status === 'past_due' || status === 'incomplete' || (status !== 'active' && paid.length === 0);
    return {
      subscriptionId: sub.id,
      status,
      priceLookupKey: (await lookupKeyOf(item.price)) ?? '',
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      currentPeriodStart: at(item.current_period_start),
      currentPeriodEnd: at(item.current_period_end),
      paidPeriods: paid,
      failureMessage: failing ? await failureOf(sub.latest_invoice) : null,
    };
  }

  /** A first invoice not paid ends the purchase at once: nothing charged, nothing retried later. */
  async function endUnpaid(sub: Stripe.Subscription): Promise<ProviderSubscription> {
    if (sub.status !== 'incomplete') return present(sub);
    const message = await failureOf(sub.latest_invoice);
    const ended = await stripe.subscriptions.cancel(sub.id, {}, { idempotencyKey: `${sub.id}:end-unpaid` });
    return { ...(await present(ended)), status: 'incomplete_expired', failureMessage: message };
  }

  return {
    async create(request) {
      const price = await priceFor(request.priceLookupKey);
      const discount = request.amount - request.firstAmount;
      let coupon: string | null = null;
      if (discount > 0) {
        const made = await stripe.coupons.create(
          { amount_off: discount, currency: 'usd', duration: 'once', max_redemptions: 1, name: 'Promo' },
          { idempotencyKey: `${request.idempotencyKey}:coupon` },
        );
        coupon = made.id;
      }
      const sub = await stripe.subscriptions.create(
        {
          customer: request.providerCustomerId,
          items: [{ price }],
          default_payment_method: request.paymentMethodId,
          // A decline leaves it 'incomplete' (a status to answer), not an error with nothing to settle.
          payment_behavior: 'allow_incomplete',
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          metadata: { [PURCHASE_KEY]: request.idempotencyKey },
          expand: ['latest_invoice'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return endUnpaid(sub);
    },

    async settlePurchase(idempotencyKey) {
      if (!/^[\w:-]{1,200}$/.test(idempotencyKey)) return null;
      const { data } = await stripe.subscriptions.search({
        query: `metadata['${PURCHASE_KEY}']:'${idempotencyKey}'`,
        limit: 1,
      });
      const sub = data[0];
      return sub ? endUnpaid(sub) : null;
    },

    async retrieve(subscriptionId) {
      return present(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return present(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },

    async changePlan(subscriptionId, change) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new PaymentInputError('plan', 'has no plan to change');
      const price = await priceFor(change.priceLookupKey);
      // The proration is charged to the card given; a pending update takes no other parameter, so the
      // card is set first (and put back when the charge is declined).
      const previousMethod = idOf(current.default_payment_method);
      const newMethod = change.paymentMethodId !== previousMethod;
      if (newMethod)
        await stripe.subscriptions.update(subscriptionId, { default_payment_method: change.paymentMethodId });
      const restore = async () => {
        if (newMethod && previousMethod)
          await stripe.subscriptions.update(subscriptionId, { default_payment_method: previousMethod });
      };
      let updated: Stripe.Subscription;
      try {
        updated = await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price }],
          // The difference is invoiced and charged now; the new price applies only once it is paid.
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand: ['latest_invoice'],
        });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          await restore();
          return { subscription: await present(current), failureMessage: err.message || DECLINED };
        }
        throw err;
      }
      if (!updated.pending_update) return { subscription: await present(updated), failureMessage: null };
      // Declined: the plan stays as it was; the proration invoice is voided so no retry charges it later.
      const invoice = idOf(updated.latest_invoice);
      const message = await failureOf(updated.latest_invoice);
      if (invoice) await stripe.invoices.voidInvoice(invoice).catch(() => undefined);
      await restore();
      return { subscription: await present(updated), failureMessage: message };
    },

    async settlePlanChange(subscriptionId) {
      // A change whose request died: a paid proration has applied already; one still pending (its
      // invoice unpaid) is dropped by voiding that invoice, so no retry of Stripe's charges it later.
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const invoice = idOf(sub.latest_invoice);
      if (!sub.pending_update || !invoice) return present(sub);
      try {
        await stripe.invoices.voidInvoice(invoice);
      } catch (err) {
        // Paid or voided meanwhile: Stripe's word below says which.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      }
      return present(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async setRenewalPrice(subscriptionId, change) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new PaymentInputError('plan', 'has no plan to change');
      const price = await priceFor(change.priceLookupKey);
      // No proration: the paid period stays at its price, and the next invoice bills the new one.
      return present(
        await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price }],
          proration_behavior: 'none',
        }),
      );
    },

    async renew(subscriptionId) {
      // Stripe renews and retries by itself; the app's run only catches up on what it says.
      return present(await stripe.subscriptions.retrieve(subscriptionId));
    },
  };
}
