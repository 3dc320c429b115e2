// Memberships through Stripe Billing with the official SDK, against the local Stripe stand-in:
// purchase (price by lookup key, promo as a one-off coupon), renewal by a signed invoice.paid webhook
// granting once, a failed renewal then lapse, cancel/resume, and a change of tier.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits } from '../../db/schema/credits.js';
import { webhookEvents } from '../../db/schema/payments.js';
import { payments } from '../../db/schema/settled-payments.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { users } from '../../db/schema/users.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { api, customer, promo } from '../orders/order-test-helpers.js';
import { renewDueMemberships } from './renew-memberships.js';
import { syncSubscription } from './sync-subscription.js';

const WEBHOOK_SECRET = 'whsec_test_billing_secret';

describe('memberships through Stripe Billing (stand-in API)', () => {
  let stripeApi: StripeStandIn;
  let t: TestApp;
  let call: ReturnType<typeof api>;
  const sdk = new Stripe('sk_test_signing_only');
  let nextEvent = 0;

  beforeAll(async () => {
    stripeApi = await startStripeStandIn();
    t = await createTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_API_URL: stripeApi.url,
    });
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  const send = (type: string, object: object, id = `evt_standin_${++nextEvent}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };
  const member = async () => {
    const buyer = await customer(t);
    const saved = await call('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, {
      token: `pm_card_visa_${buyer.id}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return buyer;
  };
  const buy = (buyer: { id: number; token: string }, plan: string, query = '') =>
    call('POST', `/users/${buyer.id}/subscriptions/${plan}${query}`, buyer.token, {
      token: `pm_card_visa_${buyer.id}`,
    });
  const rowOf = async (userId: number) => {
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row!;
  };
  const activeOf = async (userId: number) =>
    (await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, userId)))[0]!.active;
  const grants = (userId: number) => t.database.db.select().from(credits).where(eq(credits.userId, userId));
  const charged = (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId));

  it('buys a tier: the price found by lookup key, the first invoice charged, periods from the item', async () => {
    const buyer = await member();
    const res = await buy(buyer, 'VERY_NICE_2025');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().subscription).toMatchObject({ plan: 'VERY_NICE_2025', status: 'active', amountPaid: 99999 });
    const created = stripeApi.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(created.form.get('items[0][price]')).toBe('price_verynice2025');
    expect(
      stripeApi.requests.some((r) => r.path === '/v1/prices' && r.form.get('lookup_keys[0]') === 'verynice2025'),
    ).toBe(true);
    expect(created.idempotencyKey).toMatch(/^membership:/);
    const row = await rowOf(buyer.id);
    const remote = stripeApi.billing.subscriptions.get(row.providerSubscriptionId!)!;
    expect(row.currentPeriodEnd?.getTime()).toBe(remote.end * 1000);
    expect((await charged(buyer.id)).map((p) => p.amount)).toEqual([99999]);
    expect(await activeOf(buyer.id)).toBe(true);
  });

  it('takes a promo off the first invoice only, as a one-off coupon', async () => {
    const { code } = await promo(t);
    const buyer = await member();
    const res = await buy(buyer, 'NICE_2025', `?promoCode=${code}`);
    expect(res.statusCode, res.body).toBe(201);
    const coupon = stripeApi.requests.filter((r) => r.path === '/v1/coupons').at(-1)!;
    expect(coupon.form.get('duration')).toBe('once');
    const row = await rowOf(buyer.id);
    const invoice = stripeApi.billing.invoices.get(
      stripeApi.billing.subscriptions.get(row.providerSubscriptionId!)!.latestInvoice!,
    )!;
    expect(invoice.amount).toBe(row.amountPaid);
    expect(invoice.amount).toBeLessThan(stripeApi.billing.renew(row.providerSubscriptionId!)!.amount);
  });

  it('renews by the invoice.paid webhook: one payment and one grant, a replay changes nothing', async () => {
    const buyer = await member();
    expect((await buy(buyer, 'NICE_2025')).statusCode).toBe(201);
    const row = await rowOf(buyer.id);
    const before = (await grants(buyer.id)).length;
    const invoice = stripeApi.billing.renew(row.providerSubscriptionId!)!;
    const event = stripeApi.billing.invoiceJson(invoice.id);
    const first = await send('invoice.paid', event, 'evt_renewal_1');
    expect(first.json()).toEqual({ received: true, processed: true });
    const renewed = await rowOf(buyer.id);
    expect(renewed.currentPeriodEnd?.getTime()).toBe(invoice.lines[0]!.end * 1000);
    const afterFirst = await grants(buyer.id);
    expect(afterFirst.length).toBeGreaterThan(before);
    expect(await charged(buyer.id)).toHaveLength(2);
    expect((await send('invoice.paid', event, 'evt_renewal_1')).json()).toEqual({ received: true, processed: false });
    // Another event about the same invoice (Stripe may send both) grants nothing more either.
    await send('customer.subscription.updated', stripeApi.billing.subscriptionJson(row.providerSubscriptionId!));
    expect(await grants(buyer.id)).toHaveLength(afterFirst.length);
    expect(await charged(buyer.id)).toHaveLength(2);
    const seen = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_renewal_1'));
    expect(seen).toHaveLength(1);
  });

  it('a declined renewal leaves the member past due while Stripe retries, then lapses', async () => {
    const buyer = await member();
    expect((await buy(buyer, 'NICE_2025')).statusCode).toBe(201);
    const row = await rowOf(buyer.id);
    stripeApi.billing.subscriptions.get(row.providerSubscriptionId!)!.paymentMethod = 'pm_card_chargeDeclined';
    const invoice = stripeApi.billing.renew(row.providerSubscriptionId!)!;
    expect(invoice.status).toBe('open');
    expect((await send('invoice.payment_failed', stripeApi.billing.invoiceJson(invoice.id))).statusCode).toBe(200);
    expect(await rowOf(buyer.id)).toMatchObject({ status: 'past_due', failureMessage: 'Your card was declined.' });
    expect(await activeOf(buyer.id)).toBe(true);
    expect(await charged(buyer.id)).toHaveLength(1);
    stripeApi.billing.lapse(row.providerSubscriptionId!);
    await send('customer.subscription.deleted', stripeApi.billing.subscriptionJson(row.providerSubscriptionId!));
    expect((await rowOf(buyer.id)).status).toBe('canceled');
    expect(await activeOf(buyer.id)).toBe(false);
  });

  it('cancels at the period end and resumes through cancel_at_period_end', async () => {
    const buyer = await member();
    expect((await buy(buyer, 'NICE_2025')).statusCode).toBe(201);
    const row = await rowOf(buyer.id);
    const remote = stripeApi.billing.subscriptions.get(row.providerSubscriptionId!)!;
    const cancel = await call('PUT', `/users/${buyer.id}/subscriptions/${row.id}/cancel`, buyer.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(remote.cancelAtPeriodEnd).toBe(true);
    expect((await rowOf(buyer.id)).cancelAtPeriodEnd).toBe(true);
    const resume = await call('PUT', `/users/${buyer.id}/subscriptions/${row.id}/resume`, buyer.token);
    expect(resume.statusCode, resume.body).toBe(200);
    expect(remote.cancelAtPeriodEnd).toBe(false);
    expect((await rowOf(buyer.id)).cancelAtPeriodEnd).toBe(false);
  });

  it('changes tier with always_invoice proration; a declined proration leaves the plan', async () => {
    const buyer = await member();
    expect((await buy(buyer, 'NICE_2025')).statusCode).toBe(201);
    const row = await rowOf(buyer.id);
    const remote = stripeApi.billing.subscriptions.get(row.providerSubscriptionId!)!;
    const declined = await call('POST', `/users/${buyer.id}/subscriptions/VERY_NICE_2025`, buyer.token, {
      token: 'pm_card_chargeDeclined',
    });
    expect(declined.statusCode, declined.body).toBe(402);
    expect(remote.price).toBe('price_nice2025');
    // The declined card was set for the proration only: renewals still charge the card on file.
    expect(remote.paymentMethod).toBe(`pm_card_visa_${buyer.id}`);
    expect((await rowOf(buyer.id)).planId).toBe('NICE_2025');
    const voided = stripeApi.billing.invoices.get(remote.latestInvoice!)!;
    expect(voided.status).toBe('void');

    const res = await buy(buyer, 'VERY_NICE_2025');
    expect(res.statusCode, res.body).toBe(201);
    const update = stripeApi.requests.filter((r) => r.path === `/v1/subscriptions/${remote.id}`).at(-1)!;
    expect(update.form.get('proration_behavior')).toBe('always_invoice');
    expect(update.form.get('payment_behavior')).toBe('pending_if_incomplete');
    expect((await rowOf(buyer.id)).planId).toBe('VERY_NICE_2025');
    const proration = stripeApi.billing.invoices.get(remote.latestInvoice!)!;
    expect(proration).toMatchObject({ status: 'paid', reason: 'subscription_update' });
    expect((await charged(buyer.id)).map((p) => p.amount)).toContain(proration.amount);
  });

  it('drops a change of tier whose request died with its proration unpaid: the pending update’s invoice voided', async () => {
    const buyer = await member();
    expect((await buy(buyer, 'NICE_2025')).statusCode).toBe(201);
    const row = await rowOf(buyer.id);
    const remote = stripeApi.billing.subscriptions.get(row.providerSubscriptionId!)!;
    // The request claimed the change and reached Stripe with a card that declines; then it died.
    await t.database.db
      .update(subscriptions)
      .set({ tierChangeTo: 'VERY_NICE_2025', tierChangeClaimedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(subscriptions.id, row.id));
    remote.paymentMethod = 'pm_card_chargeDeclined';
    const form = new URLSearchParams({
      'items[0][id]': remote.itemId,
      'items[0][price]': 'price_verynice2025',
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(stripeApi.billing.answer('POST', `/v1/subscriptions/${remote.id}`, form)?.status).toBe(200);
    expect(remote.pendingUpdate).toBe(true);
    const proration = remote.latestInvoice!;
    expect(stripeApi.billing.invoices.get(proration)!.status).toBe('open');

    const deps = { db: t.database.db, payments: createPaymentProvider(t.config, t.database.db) };
    const later = new Date(Date.now() + 11 * 60_000);
    expect((await renewDueMemberships({ deps, now: later })).settled).toBe(1);
    expect(stripeApi.billing.invoices.get(proration)!.status).toBe('void');
    expect(remote.pendingUpdate).toBe(false);
    expect(await rowOf(buyer.id)).toMatchObject({
      planId: 'NICE_2025',
      tierChangeTo: null,
      tierChangeClaimedUntil: null,
    });
  });

  it('ends a purchase whose first invoice is declined: 402, no membership, nothing left to retry', async () => {
    const buyer = await customer(t);
    const token = `pm_card_chargeDeclined`;
    expect((await call('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, { token })).statusCode).toBe(
      200,
    );
    const res = await call('POST', `/users/${buyer.id}/subscriptions/NICE_2025`, buyer.token, { token });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    const row = await rowOf(buyer.id);
    expect(row.status).toBe('incomplete_expired');
    expect(stripeApi.billing.subscriptions.get(row.providerSubscriptionId!)!.status).toBe('canceled');
    expect(await activeOf(buyer.id)).toBe(false);
    expect(await grants(buyer.id)).toEqual([]);
  });

  it('settles a purchase by its key (found by the subscription’s metadata), and knows an unknown key', async () => {
    const buyer = await member();
    expect((await buy(buyer, 'NICE_2025')).statusCode).toBe(201);
    const row = await rowOf(buyer.id);
    const billing = createPaymentProvider(t.config, t.database.db).subscriptions!;
    expect(await billing.settlePurchase(row.purchaseKey!)).toMatchObject({
      subscriptionId: row.providerSubscriptionId,
      status: 'active',
      priceLookupKey: 'nice2025',
    });
    expect(await billing.settlePurchase('membership:never-sent')).toBeNull();
  });

  it('does not move a period back for a word read before a renewal already settled', async () => {
    const buyer = await member();
    expect((await buy(buyer, 'NICE_2025')).statusCode).toBe(201);
    const row = await rowOf(buyer.id);
    const billing = createPaymentProvider(t.config, t.database.db).subscriptions!;
    const before = await billing.retrieve(row.providerSubscriptionId!);
    const invoice = stripeApi.billing.renew(row.providerSubscriptionId!)!;
    await send('invoice.paid', stripeApi.billing.invoiceJson(invoice.id));
    const renewedEnd = (await rowOf(buyer.id)).currentPeriodEnd!.getTime();
    expect(renewedEnd).toBe(invoice.lines[0]!.end * 1000);
    // Another process's read from before the renewal, settled late.
    await syncSubscription({ db: t.database.db, provider: 'stripe', subscriptionId: row.id, remote: before });
    expect((await rowOf(buyer.id)).currentPeriodEnd!.getTime()).toBe(renewedEnd);
  });
});
