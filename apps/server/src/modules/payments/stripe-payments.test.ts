import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { webhookEvents } from '../../db/schema/payments.js';
import { payments } from '../../db/schema/settled-payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer, film, openOrder, variantStock } from '../orders/order-test-helpers.js';

const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';

// The Stripe provider with the official SDK, against a local stand-in for Stripe's API.
describe('payments through Stripe (stand-in API)', () => {
  let stripeApi: StripeStandIn;
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  const sdk = new Stripe('sk_test_signing_only');

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
    staff = await admin(t);
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  const postEvent = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  it('tells the browser to collect cards with Stripe.js, and refuses local tokenizing', async () => {
    expect((await call('GET', '/payments/config')).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_stand_in',
      payInLab: false,
    });
    const res = await call('POST', '/payments/local/tokenize', null, {
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2040,
      cvc: '123',
    });
    expect(res.statusCode).toBe(404);
  });

  it('charges the server-computed total: a PaymentIntent created unconfirmed under a fresh key, then confirmed', async () => {
    const item = await film(t, staff.token, 10);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const res = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, { paymentId: 'pm_card_visa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'PAID', paymentId: expect.stringMatching(/^pi_standin_/) });
    const paymentId = res.json().order.paymentId as string;
    const created = stripeApi.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.form.get('metadata[orderId]') === String(order.id),
    )!;
    expect(created.form.get('amount')).toBe(String(order.total));
    expect(created.form.get('confirm')).toBe('false');
    expect(created.idempotencyKey).toMatch(new RegExp(`^order-${order.id}-[0-9a-f-]{36}$`));
    const confirmed = stripeApi.requests.find((r) => r.path === `/v1/payment_intents/${paymentId}/confirm`)!;
    expect(confirmed.idempotencyKey).toBe(`${created.idempotencyKey}:confirm`);
    expect(stripeApi.intents.get(paymentId)).toMatchObject({ status: 'succeeded', amount: order.total });
    expect(await variantStock(t, item.variantId)).toBe(9);
  });

  it('pays again after a decline under a new idempotency key, never the declined one', async () => {
    const item = await film(t, staff.token, 10);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const pay = (paymentId: string) => call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, { paymentId });
    expect((await pay('pm_card_chargeDeclined')).statusCode).toBe(402);
    expect((await pay('pm_card_visa')).statusCode).toBe(200);
    const keys = stripeApi.requests
      .filter((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[orderId]') === String(order.id))
      .map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('cancels a payment the bank wants to confirm with 3-D Secure and answers 402', async () => {
    const item = await film(t, staff.token, 10);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const res = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: 'pm_card_authenticationRequired',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/^Your bank asked to confirm this payment/);
    const intent = [...stripeApi.intents.values()].find((i) => i.metadata.orderId === String(order.id))!;
    expect(intent.status).toBe('canceled');
    expect(await variantStock(t, item.variantId)).toBe(10);
  });

  it('leaves the order unpaid and the stock untouched when Stripe declines the card', async () => {
    const item = await film(t, staff.token, 10);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const res = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: 'pm_card_chargeDeclined',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ message: 'Your card was declined.' });
    expect((await call('GET', `/orders/${order.id}`, buyer.token)).json().order.status).toBe('OPEN');
    expect(await variantStock(t, item.variantId)).toBe(10);
  });

  it('saves a card and a Terminal reader’s generated card to the customer', async () => {
    const buyer = await customer(t);
    const saved = await call('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, { token: 'pm_card_visa' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().paymentMethod).toMatchObject({
      paymentMethodId: 'pm_card_visa',
      last4: '4242',
      isDefault: true,
    });
    expect(stripeApi.requests.some((r) => r.path === '/v1/customers' && r.form.get('email') === buyer.email)).toBe(
      true,
    );

    const notFromReader = await call('PUT', `/users/${buyer.id}/payment-methods/reader`, buyer.token, {
      paymentMethodId: 'pm_plain',
    });
    expect(notFromReader.statusCode).toBe(400);
    expect(notFromReader.json().errors[0]).toMatch(/^paymentMethodId: /);
    const reader = await call('PUT', `/users/${buyer.id}/payment-methods/reader`, buyer.token, {
      paymentMethodId: 'pm_generated_1',
    });
    expect(reader.statusCode, reader.body).toBe(200);
    expect(reader.json().paymentMethod.paymentMethodId).toBe('pm_generated_1');
  });

  it('processes a signed webhook once by event id; a replay does nothing', async () => {
    const item = await film(t, staff.token, 10);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const paid = (
      await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, { paymentId: 'pm_card_visa' })
    ).json().order;
    const event = {
      id: `evt_refund_${order.id}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: paid.paymentId } },
    };
    const first = await postEvent(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, processed: true });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, paid.paymentId));
    expect(payment!.status).toBe('refunded');

    // Set the payment back: a replay that acted again would refund it again.
    await t.database.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment!.id));
    const replay = await postEvent(event);
    expect(replay.json()).toEqual({ received: true, processed: false });
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('succeeded');
    const stored = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses webhooks with a wrong or missing signature', async () => {
    const event = { id: 'evt_forged', object: 'event', type: 'charge.refunded', data: { object: {} } };
    const forged = await postEvent(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual(['stripe-signature: does not match the payload']);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
  });
});
