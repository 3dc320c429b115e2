// A refund of the development order that earned a referral reward takes the reward back from both
// accounts: the provider's charge.refunded webhook (Stripe, against the local stand-in).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, api, customer } from '../orders/order-test-helpers.js';

const WEBHOOK_SECRET = 'whsec_test_referral_refund';

describe('a refunded referral order', () => {
  let stripeApi: StripeStandIn;
  let t: TestApp;
  let call: ReturnType<typeof api>;
  const sdk = new Stripe('sk_test_signing_only');

  beforeAll(async () => {
    stripeApi = await startStripeStandIn();
    t = await createTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_API_URL: stripeApi.url,
      REFERRAL_REWARD_DEV_SCAN_CREDITS: '2',
    });
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  const devScan = async (who: { id: number; token: string }) =>
    (await call('GET', `/users/${who.id}/credits`, who.token)).json().balance.devScan as number;

  it('takes the credits back from both accounts when the charge.refunded webhook comes', async () => {
    const referrer = await customer(t);
    const { code } = (await call('GET', `/users/${referrer.id}/referrals`, referrer.token)).json();
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'refund-friend@example.test',
        password: 'film is not dead 35mm',
        firstName: 'Fran',
        lastName: 'Friend',
        referralCode: code,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const friend = { id: joined.json().id as number, token: joined.headers.authorization as string };
    expect((await call('POST', `/users/${friend.id}/address`, friend.token, NYC)).statusCode).toBe(201);
    const made = await call('POST', `/users/${friend.id}/orders`, friend.token, {
      rolls: [{ brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' }],
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const paid = await call('PUT', `/orders/${made.json().order.id}/attach-payment`, friend.token, {
      paymentId: 'pm_card_visa',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect([await devScan(referrer), await devScan(friend)]).toEqual([2, 2]);

    const payload = JSON.stringify({
      id: 'evt_referral_refund',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: paid.json().order.paymentId } },
    });
    const refunded = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect([await devScan(referrer), await devScan(friend)]).toEqual([0, 0]);
  });
});
