import { formatCents } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer, film, openOrder } from '../orders/order-test-helpers.js';
import { onlyMailTo } from './receipt-test-helpers.js';

const RECEIPT = /^Your receipt for order /;

// With Stripe the card's brand and last four digits are known when the customer saved the card.
describe('receipts of payments through Stripe (stand-in API)', () => {
  let stripeApi: StripeStandIn;
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { token: string };

  beforeAll(async () => {
    stripeApi = await startStripeStandIn();
    t = await createTestApp({
      JOB_POLL_MS: '50',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_stand_in_secret',
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

  it('names a saved card by brand and last four digits, and a card not saved to the payer as a card', async () => {
    const item = await film(t, staff.token, 10);
    const saver = await customer(t);
    const saved = await call('PUT', `/users/${saver.id}/payment-methods/token`, saver.token, { token: 'pm_card_visa' });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await openOrder(t, saver.token, item);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, saver.token, { paymentId: 'pm_card_visa' });
    expect(paid.statusCode, paid.body).toBe(200);
    const mail = await onlyMailTo(t, saver.email, RECEIPT);
    expect(mail.text).toMatch(new RegExp(`Visa ending in 4242 +\\${formatCents(paid.json().order.total)}`));

    // Another customer pays with a card of the same id, not saved to them: nothing is known of it.
    const other = await customer(t);
    const theirs = await openOrder(t, other.token, item);
    const paidToo = await call('PUT', `/orders/${theirs.id}/attach-payment`, other.token, {
      paymentId: 'pm_card_visa',
    });
    expect(paidToo.statusCode, paidToo.body).toBe(200);
    const card = await onlyMailTo(t, other.email, RECEIPT);
    expect(card.text).toMatch(new RegExp(`How you paid\\n  Card +\\${formatCents(paidToo.json().order.total)}`));
    expect(card.text).not.toContain('ending in');
  });
});
