import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer, film, openOrder } from './order-test-helpers.js';

const DELAY_MS = 3000;

// The card company is called with no transaction open: while one payment waits on it, the shop and
// other buyers are answered (on PGlite a transaction holds the only connection, so before this every
// query waited for the card company).
describe('a slow card company', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn({ confirmDelayMs: (method) => (method === 'pm_card_slow' ? DELAY_MS : 0) });
    t = await createTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_stand_in',
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('keeps no one waiting while a payment is at the provider', { timeout: 60_000 }, async () => {
    const call = api(t);
    const staff = await admin(t);
    const item = await film(t, staff.token, 10);
    const first = await customer(t);
    const second = await customer(t);
    const slowOrder = await openOrder(t, first.token, item);
    const fastOrder = await openOrder(t, second.token, item);

    const finished: string[] = [];
    const slow = call('PUT', `/orders/${slowOrder.id}/attach-payment`, first.token, { paymentId: 'pm_card_slow' }).then(
      (res) => {
        finished.push('slow');
        return res;
      },
    );
    // Wait until the slow payment is at the card company.
    while (!stripe.requests.some((r) => r.path.endsWith('/confirm') || r.form.get('confirm') === 'true'))
      await new Promise((r) => setTimeout(r, 10));

    const started = performance.now();
    const [products, fast] = await Promise.all([
      call('GET', '/products?limit=5'),
      call('PUT', `/orders/${fastOrder.id}/attach-payment`, second.token, { paymentId: 'pm_card_visa' }),
    ]);
    finished.push('others');
    const waited = performance.now() - started;
    expect(products.statusCode).toBe(200);
    expect(fast.statusCode, fast.body).toBe(200);
    expect(fast.json().order.status).toBe('PAID');

    const slowRes = await slow;
    expect(slowRes.statusCode, slowRes.body).toBe(200);
    expect(finished).toEqual(['others', 'slow']);
    expect(waited).toBeLessThan(DELAY_MS);
  });
});
