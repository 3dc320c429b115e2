import { formatCents, orderNumber } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import type { LocalPaymentProvider } from '../../adapters/payments/local-provider.js';
import { jobs } from '../../db/schema/jobs.js';
import { localPaymentIntents } from '../../db/schema/local-payments.js';
import { paymentAttempts } from '../../db/schema/payments.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { recordProviderPayment } from '../orders/attempt-store.js';
import { admin, api, cardToken, customer, film, openOrder, savedCard } from '../orders/order-test-helpers.js';
import { chargeRequestOf } from '../orders/reconcile-attempt.js';
import { reconcilePayments } from '../orders/reconcile-payments.js';
import { reservePayment } from '../orders/reserve-payment.js';
import { finalizeAttempt } from '../orders/settle-attempt.js';
import { mailsTo, onlyMailTo } from './receipt-test-helpers.js';

const RECEIPT = /^Your receipt for order /;
const REFUND = /^Your refund for order /;

describe('receipts sent once, and refunds', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { token: string };
  let provider: LocalPaymentProvider;
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '50' });
    call = api(t);
    staff = await admin(t);
    provider = createPaymentProvider(t.config, t.database.db) as LocalPaymentProvider;
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.database.db, payments: provider, config: t.config });
  const attemptsOf = (orderId: number) =>
    t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

  const sendWebhook = (type: string, object: Record<string, unknown>, eventId: string) => {
    const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object } });
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

  it('sends no second receipt when the payment is settled again: by its webhook, the sweep, or the same step', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const paymentId = paid.json().order.paymentId as string;
    expect(await mailsTo(t, buyer.email, RECEIPT)).toHaveLength(1);

    // The provider's webhook for the same payment, under a new event id: settled already.
    const replay = await sendWebhook(
      'payment_intent.succeeded',
      { id: paymentId, object: 'payment_intent' },
      `evt_replay_${order.id}`,
    );
    expect(replay.statusCode, replay.body).toBe(200);
    await reconcilePayments({ deps: deps(), log: quiet, now: new Date(Date.now() + 3600_000) });
    const [attempt] = await attemptsOf(order.id);
    expect(await finalizeAttempt({ deps: deps(), log: quiet, attempt: attempt!, providerPaymentId: paymentId })).toBe(
      'succeeded',
    );
    // The receipt's job run again (a worker that died after its work, staff retrying it).
    await t.database.db.insert(jobs).values({
      type: JOB_TYPES.sendReceipt,
      payload: { kind: 'paid', orderId: order.id, paymentKey: attempt!.idempotencyKey },
    });
    expect(await mailsTo(t, buyer.email, RECEIPT)).toHaveLength(1);
  });

  it('tells what was refunded, and to what, when a charge came through after its attempt was given up', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const attempt = (await reservePayment({
      deps: deps(),
      orderId: order.id,
      paymentMethodId: await savedCard(t, buyer),
      isAdmin: false,
      now: new Date(),
    }))!;
    const { paymentId } = await provider.prepare(chargeRequestOf(attempt));
    await recordProviderPayment(t.database.db, attempt.id, paymentId);
    await reconcilePayments({ deps: deps(), log: quiet, now: new Date(Date.now() + 3600_000) });
    // The card company charged it all the same, and says so: the charge is refunded.
    await t.database.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(localPaymentIntents.id, paymentId));
    const late = await sendWebhook('payment_intent.succeeded', { id: paymentId, object: 'payment_intent' }, 'evt_late');
    expect(late.json(), late.body).toEqual({ received: true, processed: true });
    expect((await attemptsOf(order.id))[0]!.status).toBe('refunded');

    const refund = await onlyMailTo(t, buyer.email, REFUND);
    const amount = formatCents(order.total);
    expect(refund.subject).toContain(orderNumber(order.id));
    expect(refund.text).toContain(
      `We refunded ${amount} for order ${orderNumber(order.id)} to your Visa ending in 4242.`,
    );
    expect(refund.text).toMatch(new RegExp(`Refunded to Visa ending in 4242 +\\${amount}`));
    expect(refund.html).toContain(
      `We refunded ${amount} for order ${orderNumber(order.id)} to your Visa ending in 4242.`,
    );
    // Nothing was paid by it: no receipt of a payment.
    expect(await mailsTo(t, buyer.email, RECEIPT)).toEqual([]);
  });

  it('sends one refund receipt when the provider reports a refund of a paid order, however often', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t, { number: '3782 822463 10005', expMonth: 12, expYear: 2040, cvc: '1234' }),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const paymentId = paid.json().order.paymentId as string;
    const charge = { id: `ch_${order.id}`, object: 'charge', payment_intent: paymentId };
    for (const eventId of ['evt_refund_a', 'evt_refund_b']) {
      const res = await sendWebhook('charge.refunded', charge, `${eventId}_${order.id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refund = await onlyMailTo(t, buyer.email, REFUND);
    expect(refund.text).toContain(
      `We refunded ${formatCents(paid.json().order.total)} for order ${orderNumber(order.id)} to your American Express ending in 0005.`,
    );
    expect(await mailsTo(t, buyer.email, RECEIPT)).toHaveLength(1);
  });
});
