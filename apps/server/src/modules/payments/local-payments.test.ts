import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  DECLINED_CARD,
  GOOD_CARD,
  admin,
  api,
  cardToken,
  customer,
  film,
  openOrder,
  variantStock,
} from '../orders/order-test-helpers.js';

describe('the local test payment provider', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
  });
  afterAll(() => t.close());

  it('is the default, and tokenizes without keeping the card number', async () => {
    expect((await call('GET', '/payments/config')).json()).toEqual({
      provider: 'local',
      publishableKey: null,
      payInLab: true,
    });
    const res = await call('POST', '/payments/local/tokenize', null, GOOD_CARD);
    expect(res.json()).toMatchObject({ brand: 'visa', last4: '4242', token: expect.stringMatching(/^tok_local\./) });
    expect(res.json().token).not.toContain('4242424242424242');
    expect(Buffer.from(res.json().token.split('.')[1], 'base64url').toString()).not.toContain('42424242');
  });

  it('refuses a number that is not a card, and an expired card', async () => {
    const wrong = await call('POST', '/payments/local/tokenize', null, { ...GOOD_CARD, number: '4242424242424241' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your card number is incorrect.');
    const expired = await call('POST', '/payments/local/tokenize', null, { ...GOOD_CARD, expYear: 2020 });
    expect(expired.json().message).toBe('Your card has expired.');
  });

  it('takes Stripe’s test cards only, and says how to take real payments', async () => {
    const real = await call('POST', '/payments/local/tokenize', null, { ...GOOD_CARD, number: '4111 1111 1111 1111' });
    expect(real.statusCode).toBe(400);
    expect(real.json()).toEqual({
      message: 'This lab takes test cards only. To take real payments, set PAYMENTS_PROVIDER=stripe (see README).',
      errors: [
        'number: This lab takes test cards only. To take real payments, set PAYMENTS_PROVIDER=stripe (see README).',
      ],
    });
    const discover = await call('POST', '/payments/local/tokenize', null, { ...GOOD_CARD, number: '6011111111111117' });
    expect(discover.json()).toMatchObject({ brand: 'discover', last4: '1117' });
  });

  it('pays once with a one-use token: a second order paid with it is refused and keeps its stock', async () => {
    const buyer = await customer(t);
    const item = await film(t, (await admin(t)).token, 5);
    const token = await cardToken(t);
    const first = (await openOrder(t, buyer.token, item)).id;
    const second = (await openOrder(t, buyer.token, item)).id;
    expect((await call('PUT', `/orders/${first}/attach-payment`, buyer.token, { paymentId: token })).statusCode).toBe(
      200,
    );
    const reused = await call('PUT', `/orders/${second}/attach-payment`, buyer.token, { paymentId: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([
      'paymentId: This card was already used for a payment. Please enter it again.',
    ]);
    expect((await call('GET', `/orders/${second}`, buyer.token)).json().order).toMatchObject({
      status: 'OPEN',
      paymentInProgress: null,
    });
    expect(await variantStock(t, item.variantId)).toBe(4);
  });

  it('saves a card to the customer and refuses tokens it did not issue', async () => {
    const buyer = await customer(t);
    const saved = await call('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, {
      token: await cardToken(t),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().paymentMethod).toMatchObject({
      last4: '4242',
      isDefault: true,
      paymentMethodId: expect.stringMatching(/^pm_local\./),
    });
    const forged = await call('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, {
      token: 'tok_local.e30.forged',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0]).toMatch(/^token: /);
    expect((await cardToken(t, DECLINED_CARD)).startsWith('tok_local.')).toBe(true);
  });

  it('lists the saved cards, the newest default first, to their owner only', async () => {
    const buyer = await customer(t);
    const other = await customer(t);
    expect((await call('GET', `/users/${buyer.id}/payment-methods`, buyer.token)).json()).toEqual({
      paymentMethods: [],
    });
    const save = async () =>
      (await call('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, { token: await cardToken(t) })).json()
        .paymentMethod;
    const first = await save();
    const second = await save();
    const listed = await call('GET', `/users/${buyer.id}/payment-methods`, buyer.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().paymentMethods).toEqual([
      { ...second, isDefault: true },
      { ...first, isDefault: false },
    ]);
    const foreign = await call('GET', `/users/${buyer.id}/payment-methods`, other.token);
    expect(foreign.statusCode).toBe(403);
  });

  it('pays an order with a saved card, and refuses a card saved by someone else', async () => {
    const buyer = await customer(t);
    const thief = await customer(t);
    const saved = (
      await call('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, { token: await cardToken(t) })
    ).json().paymentMethod;
    const item = await film(t, (await admin(t)).token);
    const theirs = (await openOrder(t, thief.token, item)).id;
    const refused = await call('PUT', `/orders/${theirs}/attach-payment`, thief.token, {
      paymentId: saved.paymentMethodId,
    });
    expect(refused.statusCode).toBe(400);
    const mine = (await openOrder(t, buyer.token, item)).id;
    const paid = await call('PUT', `/orders/${mine}/attach-payment`, buyer.token, { paymentId: saved.paymentMethodId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('PAID');
  });
});

describe('POST /tax/calculate', () => {
  it('answers spec 7’s shape from the rate table', async () => {
    const t = await createTestApp();
    const res = await api(t)('POST', '/tax/calculate', null, {
      address1: '1 Bedford Ave',
      city: 'Brooklyn',
      state: 'NY',
      country: 'US',
      zip: '11211',
      amount: 10000,
      lines: [{ amount: 10000, description: 'Portra 400', category: 'PRODUCT', reference: '1' }],
    });
    expect(res.json()).toEqual({
      taxRate: { taxPercentage: 8.875, state: 'NY', zip: '11211' },
      amount: 888,
      taxableAmount: 10000,
      source: 'calculated',
    });
    await t.close();
  });

  it('falls back to 8.75 when the tax service fails, on quotes and on orders', async () => {
    const t = await createTestApp({}, { tax: { rateFor: () => Promise.reject(new Error('tax service down')) } });
    const call = api(t);
    const quote = await call('POST', '/tax/calculate', null, {
      address1: '1 A St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      amount: 1000,
    });
    expect(quote.json()).toMatchObject({ taxRate: { taxPercentage: 8.75 }, amount: 88, source: 'default' });
    const buyer = await customer(t);
    const order = await call('POST', '/orders', buyer.token, {
      lines: [],
      address: { address1: '1 A St', city: 'Albany', state: 'NY', zip: '12207' },
    });
    expect(order.json().order).toMatchObject({ taxRate: 8.75, taxSource: 'default' });
    await t.close();
  });
});
