import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import type { LocalPaymentProvider } from '../../adapters/payments/local-provider.js';
import { localPaymentIntents, localRefunds } from '../../db/schema/local-payments.js';
import { paymentAttempts } from '../../db/schema/payments.js';
import { payments } from '../../db/schema/settled-payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { recordProviderPayment, type AttemptRow } from './attempt-store.js';
import { admin, api, customer, film, openOrder, savedCard, variantStock } from './order-test-helpers.js';
import { chargeRequestOf } from './reconcile-attempt.js';
import { reconcilePayments } from './reconcile-payments.js';
import { reservePayment } from './reserve-payment.js';

// What the recovery sweep and the webhooks do with attempts whose request is gone, each state made by
// running the real steps up to where a crash would have stopped them (payment-crash.test.ts kills a
// real process at each step; this file checks each outcome in detail).
describe('settling payments whose request is gone', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { token: string };
  let provider: LocalPaymentProvider;
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const later = () => new Date(Date.now() + 3600_000);

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    provider = createPaymentProvider(t.config, t.database.db) as LocalPaymentProvider;
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.database.db, payments: provider, config: t.config });
  const attemptOf = async (id: number) =>
    (await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
  const orderOf = async (id: number, token: string) => (await call('GET', `/orders/${id}`, token)).json().order;

  /** A customer's order of one film (stock 5), reserved: the state after step 1. */
  async function reserved(stock = 5) {
    const item = await film(t, staff.token, stock);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const card = await savedCard(t, buyer);
    const attempt = await reservePayment({
      deps: deps(),
      orderId: order.id,
      paymentMethodId: card,
      isAdmin: false,
      now: new Date(),
    });
    return { item, buyer, order, card, attempt: attempt! };
  }
  async function prepared(attempt: AttemptRow) {
    const { paymentId } = await provider.prepare(chargeRequestOf(attempt));
    await recordProviderPayment(t.database.db, attempt.id, paymentId);
    return paymentId;
  }

  it('holds the stock while a payment is in flight, and refuses a second payment, changes and a cancel', async () => {
    const { item, buyer, order, card } = await reserved();
    expect(await variantStock(t, item.variantId)).toBe(4);
    expect((await orderOf(order.id, buyer.token)).paymentInProgress).toBe('card');
    const again = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, { paymentId: card });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already in progress/);
    expect((await call('PUT', `/orders/${order.id}`, buyer.token, { notes: 'x' })).statusCode).toBe(409);
    expect((await call('PUT', `/orders/${order.id}/cancel`, buyer.token, {})).statusCode).toBe(409);
  });

  it('leaves an attempt alone while its lease runs, and then gives it back: nothing was charged', async () => {
    const { item, buyer, order, attempt } = await reserved();
    expect((await reconcilePayments({ deps: deps(), log: quiet })).claimed).toBe(0);
    expect((await attemptOf(attempt.id)).status).toBe('reserved');

    const report = await reconcilePayments({ deps: deps(), log: quiet, now: later() });
    expect(report.outcomes.canceled).toBeGreaterThanOrEqual(1);
    const settled = await attemptOf(attempt.id);
    expect(settled.status).toBe('canceled');
    // Preparing again with the attempt's key made the payment it would have made, and canceled it.
    const [intent] = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.idempotencyKey, attempt.idempotencyKey));
    expect(intent!.status).toBe('canceled');
    expect(settled.providerPaymentId).toBe(intent!.id);
    expect(await variantStock(t, item.variantId)).toBe(5);
    expect(await orderOf(order.id, buyer.token)).toMatchObject({ status: 'OPEN', paymentInProgress: null });
  });

  it('cancels a payment prepared but never confirmed, so it can never be charged', async () => {
    const { item, attempt } = await reserved();
    const paymentId = await prepared(attempt);
    await reconcilePayments({ deps: deps(), log: quiet, now: later() });
    expect((await attemptOf(attempt.id)).status).toBe('canceled');
    expect((await provider.retrieve(paymentId)).status).toBe('canceled');
    await expect(provider.confirm(paymentId, chargeRequestOf(attempt))).rejects.toThrow(/canceled/);
    expect(await variantStock(t, item.variantId)).toBe(5);
  });

  it('finalizes a charge the app never heard back about: the order is paid and recorded', async () => {
    const { item, buyer, order, attempt } = await reserved();
    const paymentId = await prepared(attempt);
    expect((await provider.confirm(paymentId, chargeRequestOf(attempt))).ok).toBe(true);
    await reconcilePayments({ deps: deps(), log: quiet, now: later() });
    expect((await attemptOf(attempt.id)).status).toBe('succeeded');
    expect(await orderOf(order.id, buyer.token)).toMatchObject({ status: 'PAID', paymentId });
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'succeeded', providerPaymentId: paymentId, amount: order.total }),
    ]);
    expect(await variantStock(t, item.variantId)).toBe(4);
  });

  it('releases a declined charge, and two sweeps at once settle each attempt once', async () => {
    const item = await film(t, staff.token, 10);
    const buyer = await customer(t);
    const declinedCard = await savedCard(t, buyer, {
      number: '4000000000000341',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    const attempts: AttemptRow[] = [];
    for (let i = 0; i < 4; i++) {
      const order = await openOrder(t, buyer.token, item);
      const card = i === 0 ? declinedCard : await savedCard(t, buyer);
      const attempt = (await reservePayment({
        deps: deps(),
        orderId: order.id,
        paymentMethodId: card,
        isAdmin: false,
        now: new Date(),
      }))!;
      const paymentId = await prepared(attempt);
      await provider.confirm(paymentId, chargeRequestOf(attempt));
      attempts.push(attempt);
    }
    const reports = await Promise.all([
      reconcilePayments({ deps: deps(), log: quiet, now: later() }),
      reconcilePayments({ deps: deps(), log: quiet, now: later() }),
    ]);
    const settled = await Promise.all(attempts.map((a) => attemptOf(a.id)));
    expect(settled.map((a) => a.status)).toEqual(['declined', 'succeeded', 'succeeded', 'succeeded']);
    expect(settled[0]!.failureMessage).toBe('Your card was declined.');
    expect(reports[0]!.claimed + reports[1]!.claimed).toBe(4);
    for (const attempt of attempts.slice(1)) {
      const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, attempt.orderId));
      expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    }
    expect(await variantStock(t, item.variantId)).toBe(7);
  });

  const sendWebhook = (type: string, paymentId: string, eventId: string) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      data: { object: { id: paymentId, object: 'payment_intent' } },
    });
    const signature = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({
      payload,
      secret: provider.webhookSecret,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };

  it('refunds a charge that comes through after its attempt was given up, and a retry pays under a new key', async () => {
    const { item, buyer, order, attempt } = await reserved();
    const paymentId = await prepared(attempt);
    await reconcilePayments({ deps: deps(), log: quiet, now: later() });
    expect((await attemptOf(attempt.id)).status).toBe('canceled');
    expect(await variantStock(t, item.variantId)).toBe(5);
    // The card company charged it all the same, and its webhook says so.
    await t.database.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(localPaymentIntents.id, paymentId));
    const res = await sendWebhook('payment_intent.succeeded', paymentId, `evt_late_${attempt.id}`);
    expect(res.json(), res.body).toEqual({ received: true, processed: true });
    expect((await attemptOf(attempt.id)).status).toBe('refunded');
    const refunds = await t.database.db.select().from(localRefunds).where(eq(localRefunds.paymentIntentId, paymentId));
    expect(refunds).toHaveLength(1);
    const recorded = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(recorded).toEqual([expect.objectContaining({ providerPaymentId: paymentId, status: 'refunded' })]);
    expect((await orderOf(order.id, buyer.token)).status).toBe('OPEN');
    expect(await variantStock(t, item.variantId)).toBe(5);
    // The same event again changes nothing (no second refund).
    expect((await sendWebhook('payment_intent.succeeded', paymentId, `evt_late_${attempt.id}`)).json().processed).toBe(
      false,
    );

    const retry = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await savedCard(t, buyer),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const all = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(all.map((a) => a.status).sort()).toEqual(['refunded', 'succeeded']);
    expect(all[0]!.idempotencyKey).not.toBe(all[1]!.idempotencyKey);
    expect(await variantStock(t, item.variantId)).toBe(4);
  });

  it('settles a declined payment from its webhook while its request is gone', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const card = await savedCard(t, buyer, { number: '4000000000000341', expMonth: 12, expYear: 2040, cvc: '123' });
    const attempt = (await reservePayment({
      deps: deps(),
      orderId: order.id,
      paymentMethodId: card,
      isAdmin: false,
      now: new Date(),
    }))!;
    const paymentId = await prepared(attempt);
    expect((await provider.confirm(paymentId, chargeRequestOf(attempt))).ok).toBe(false);
    expect(await variantStock(t, item.variantId)).toBe(4);
    await sendWebhook('payment_intent.payment_failed', paymentId, `evt_failed_${attempt.id}`);
    expect(await attemptOf(attempt.id)).toMatchObject({
      status: 'declined',
      failureMessage: 'Your card was declined.',
    });
    expect(await variantStock(t, item.variantId)).toBe(5);
  });
});
