// The Stripe Billing part of the Stripe stand-in (stripe-stand-in.ts), shaped as API 2026-10-28
// answers: Prices by lookup key (one per plan, from packages/domain), one-off Coupons, Subscriptions
// whose periods are on their ITEM, invoices pointing to their subscription through
// `parent.subscription_details`, paid through PaymentIntents (the stand-in's own, so test cards
// decline as they do there), proration with `always_invoice` + `pending_if_incomplete`, and
// cancel_at_period_end. Tests drive Stripe's schedule with `renew` (a period's invoice) and `lapse`.
import { PLAN_IDS, PLANS, billingInterval, periodEnd } from '@filmlab/domain';
import {
  invoiceJson,
  subscriptionJson as shapeSubscription,
  type Line,
  type StandInInvoice,
  type StandInSubscription,
} from './stripe-billing-shapes.js';

export type { StandInInvoice, StandInSubscription };

type Result = { status: number; body: unknown };
/** Charges a card through the stand-in's PaymentIntents: the intent's id and whether it succeeded. */
export type Charge = (amount: number, paymentMethod: string, customer: string) => { id: string; paid: boolean };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const entries = (form: URLSearchParams, pattern: RegExp) =>
  [...form].flatMap(([key, value]) => {
    const name = pattern.exec(key)?.[1];
    return name === undefined ? [] : [[name, value] as const];
  });

export function createBillingStandIn(charge: Charge) {
  const prices = new Map(
    PLAN_IDS.map((planId) => {
      const plan = PLANS[planId];
      const price = {
        id: `price_${plan.sku}`,
        object: 'price',
        active: true,
        lookup_key: plan.sku,
        product: `prod_${plan.sku}`,
        unit_amount: plan.price,
        currency: 'usd',
        recurring: { interval: billingInterval(planId) },
      };
      return [price.id, price] as const;
    }),
  );
  const coupons = new Map<string, number>();
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  let next = 0;
  let created = 0;
  const state = { now: new Date() };

  const priceJson = (id: string) => prices.get(id)!;
  const intervalOf = (price: string) => priceJson(price).recurring.interval;
  const subscriptionJson = (sub: StandInSubscription, expand: string[] = []) =>
    shapeSubscription(sub, priceJson(sub.price), sub.latestInvoice ? invoices.get(sub.latestInvoice)! : null, expand);

  /** Makes and charges an invoice; true when it was paid (or owed nothing). */
  function bill(sub: StandInSubscription, reason: StandInInvoice['reason'], lines: Line[], discount = 0) {
    const amount = Math.max(0, lines.reduce((sum, line) => sum + line.amount, 0) - discount);
    const invoice: StandInInvoice = {
      id: `in_standin_${++next}`,
      subscription: sub.id,
      status: 'open',
      amount,
      reason,
      created: ++created,
      lines,
      paymentIntent: null,
    };
    invoices.set(invoice.id, invoice);
    sub.latestInvoice = invoice.id;
    if (amount === 0) {
      invoice.status = 'paid';
      return invoice;
    }
    const paid = charge(amount, sub.paymentMethod, sub.customer);
    invoice.paymentIntent = paid.id;
    if (paid.paid) invoice.status = 'paid';
    return invoice;
  }

  const notFound = (what: string): Result => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `No such ${what}` } },
  });

  function create(form: URLSearchParams): Result {
    const price = form.get('items[0][price]') ?? '';
    if (!prices.has(price)) return notFound('price');
    const coupon = form.get('discounts[0][coupon]');
    const start = seconds(state.now);
    const end = seconds(periodEnd(state.now, intervalOf(price)));
    const sub: StandInSubscription = {
      id: `sub_standin_${++next}`,
      customer: form.get('customer') ?? '',
      status: 'incomplete',
      price,
      itemId: `si_standin_${++next}`,
      start,
      end,
      cancelAtPeriodEnd: false,
      paymentMethod: form.get('default_payment_method') ?? '',
      metadata: Object.fromEntries(entries(form, /^metadata\[(.+)\]$/)),
      latestInvoice: null,
      pendingUpdate: false,
    };
    subscriptions.set(sub.id, sub);
    const off = coupon ? (coupons.get(coupon) ?? 0) : 0;
    const lines = [{ amount: priceJson(price).unit_amount, price, start, end, proration: false }];
    // A coupon is a discount on the invoice (its total), not a line.
    const invoice = bill(sub, 'subscription_create', lines, off);
    if (invoice.status === 'paid') sub.status = 'active';
    return { status: 200, body: subscriptionJson(sub, expandOf(form)) };
  }

  function update(sub: StandInSubscription, form: URLSearchParams): Result {
    // As Stripe: a pending update takes only these parameters.
    const pendingOnly = /^(items\[.*|proration_behavior|payment_behavior|expand\[\d*\])$/;
    if (
      form.get('payment_behavior') === 'pending_if_incomplete' &&
      [...form.keys()].some((k) => !pendingOnly.test(k))
    ) {
      return {
        status: 400,
        body: {
          error: { type: 'invalid_request_error', message: 'This parameter is not supported with pending updates' },
        },
      };
    }
    const cancel = form.get('cancel_at_period_end');
    if (cancel !== null) sub.cancelAtPeriodEnd = cancel === 'true';
    const method = form.get('default_payment_method');
    if (method) sub.paymentMethod = method;
    const price = form.get('items[0][price]');
    if (price && price !== sub.price && form.get('proration_behavior') === 'none') {
      // The next renewal bills the new price; nothing is invoiced now.
      if (!prices.has(price)) return notFound('price');
      sub.price = price;
    } else if (price && price !== sub.price) {
      if (!prices.has(price)) return notFound('price');
      const now = seconds(state.now);
      const unused = Math.max(0, sub.end - now) / (sub.end - sub.start);
      const lines = [
        {
          amount: -Math.round(priceJson(sub.price).unit_amount * unused),
          price: sub.price,
          start: now,
          end: sub.end,
          proration: true,
        },
        { amount: Math.round(priceJson(price).unit_amount * unused), price, start: now, end: sub.end, proration: true },
      ];
      const invoice = bill(sub, 'subscription_update', lines);
      if (invoice.status === 'paid') sub.price = price;
      // pending_if_incomplete: a declined proration leaves the price and marks the update pending.
      else sub.pendingUpdate = form.get('payment_behavior') === 'pending_if_incomplete';
      // Otherwise (allow_incomplete) the new price applies and the subscription is past due.
      if (!sub.pendingUpdate && invoice.status !== 'paid') {
        sub.price = price;
        sub.status = 'past_due';
      }
    }
    return { status: 200, body: subscriptionJson(sub, expandOf(form)) };
  }

  const expandOf = (form: URLSearchParams) => entries(form, /^expand\[\d*\]$()/).map(([, value]) => value);

  function answer(method: string, path: string, form: URLSearchParams): Result | null {
    if (method === 'GET' && path === '/v1/prices') {
      const keys = entries(form, /^lookup_keys\[\d*\]()$/).map(([, value]) => value);
      const data = [...prices.values()].filter((price) => keys.includes(price.lookup_key));
      return { status: 200, body: { object: 'list', has_more: false, data } };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const id = `price_standin_${++next}`;
      const made = {
        id,
        object: 'price',
        active: true,
        lookup_key: form.get('lookup_key') ?? '',
        product: form.get('product') ?? '',
        unit_amount: Number(form.get('unit_amount')),
        currency: form.get('currency') ?? 'usd',
        recurring: { interval: (form.get('recurring[interval]') ?? 'year') as 'month' | 'year' },
      };
      prices.set(id, made);
      return { status: 200, body: made };
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (method === 'GET' && price)
      return prices.has(price[1]!) ? { status: 200, body: priceJson(price[1]!) } : notFound('price');
    if (method === 'POST' && path === '/v1/coupons') {
      const id = `co_standin_${++next}`;
      coupons.set(id, Number(form.get('amount_off')));
      return {
        status: 200,
        body: { id, object: 'coupon', amount_off: Number(form.get('amount_off')), duration: 'once' },
      };
    }
    if (method === 'POST' && path === '/v1/subscriptions') return create(form);
    if (method === 'GET' && path === '/v1/subscriptions/search') {
      const key = /metadata\['purchase_key'\]:'([^']*)'/.exec(form.get('query') ?? '')?.[1];
      const data = [...subscriptions.values()].filter((sub) => key && sub.metadata.purchase_key === key);
      return {
        status: 200,
        body: { object: 'search_result', has_more: false, data: data.map((sub) => subscriptionJson(sub)) },
      };
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub) {
      const found = subscriptions.get(sub[1]!);
      if (!found) return notFound('subscription');
      if (method === 'GET') return { status: 200, body: subscriptionJson(found, expandOf(form)) };
      if (method === 'POST') return update(found, form);
      if (method === 'DELETE') {
        found.status = 'canceled';
        return { status: 200, body: subscriptionJson(found) };
      }
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()]
        .filter((invoice) => invoice.subscription === form.get('subscription'))
        .filter((invoice) => !form.get('status') || invoice.status === form.get('status'))
        .sort((a, b) => b.created - a.created);
      return { status: 200, body: { object: 'list', has_more: false, data: data.map(invoiceJson) } };
    }
    const invoice = /^\/v1\/invoices\/([^/]+?)(\/void)?$/.exec(path);
    if (invoice) {
      const found = invoices.get(invoice[1]!);
      if (!found) return notFound('invoice');
      if (method === 'POST' && invoice[2]) {
        if (found.status !== 'open')
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'Only open invoices can be voided' } },
          };
        found.status = 'void';
        if (subscriptions.get(found.subscription)?.latestInvoice === found.id)
          subscriptions.get(found.subscription)!.pendingUpdate = false;
      }
      return { status: 200, body: invoiceJson(found) };
    }
    return null;
  }

  return {
    answer,
    subscriptions,
    invoices,
    /** The stand-in's clock (new periods and prorations are dated by it). */
    state,
    invoiceJson: (id: string) => invoiceJson(invoices.get(id)!),
    subscriptionJson: (id: string) => subscriptionJson(subscriptions.get(id)!),
    /**
     * Stripe's renewal at the period's end: the next period's invoice charged to the default card
     * (active, or past_due when declined, as Smart Retries then work on it), or, set to cancel at the
     * period end, the subscription ended. Returns the invoice made, if any.
     */
    renew(id: string): StandInInvoice | null {
      const sub = subscriptions.get(id)!;
      if (sub.cancelAtPeriodEnd) {
        sub.status = 'canceled';
        return null;
      }
      const start = sub.end;
      const end = seconds(periodEnd(new Date(start * 1000), intervalOf(sub.price)));
      sub.start = start;
      sub.end = end;
      const invoice = bill(sub, 'subscription_cycle', [
        { amount: priceJson(sub.price).unit_amount, price: sub.price, start, end, proration: false },
      ]);
      sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
      return invoice;
    },
    /** Retries exhausted: the subscription is canceled (the account's Billing setting). */
    lapse(id: string) {
      subscriptions.get(id)!.status = 'canceled';
    },
  };
}

export type BillingStandIn = ReturnType<typeof createBillingStandIn>;
