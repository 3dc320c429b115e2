import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  DECLINED_CARD,
  NYC,
  admin,
  api,
  cardToken,
  creditsOf,
  customer,
  film,
  openOrder,
  productStock,
  promo,
  variantStock,
} from './order-test-helpers.js';

describe('orders', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  it('prices every line from the catalogue, taxes from the address and numbers the order 10+id', async () => {
    const buyer = await customer(t);
    const item = await film(t, staff.token);
    const res = await call('POST', '/orders', buyer.token, {
      lines: [{ productId: item.id, variantId: item.variantId, quantity: 2 }],
      address: NYC,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    expect(order.lines[0]).toMatchObject({
      unitAmount: 1500,
      amount: 3000,
      quantity: 2,
      memberPrice: false,
      variantName: 'Single Roll',
    });
    expect(order).toMatchObject({
      subtotal: 3000,
      shipping: 999,
      taxRate: 8.875,
      taxSource: 'calculated',
      status: 'OPEN',
    });
    expect(order.tax).toBe(Math.round((3999 * 8.875) / 100));
    expect(order.total).toBe(3999 + order.tax);
    expect(order.orderNumber).toBe(`10${order.id}`);
  });

  it('refuses amounts sent by the client with a 400 naming the field', async () => {
    const buyer = await customer(t);
    const item = await film(t, staff.token);
    const line = { productId: item.id, variantId: item.variantId, quantity: 1 };
    for (const [payload, field] of [
      [{ lines: [{ ...line, amount: 1 }] }, 'lines.0.amount'],
      [{ lines: [line], total: 1 }, 'total'],
      [{ lines: [{ ...line, unitAmount: 1 }] }, 'lines.0.unitAmount'],
    ] as const) {
      const res = await call('POST', '/orders', buyer.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.join(' ')).toContain(field);
    }
    const order = await openOrder(t, buyer.token, item);
    const res = await call('PUT', `/orders/${order.id}`, buyer.token, { appliedDiscount: 5000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toContain('appliedDiscount');
  });

  it('gives member prices to active members only', async () => {
    const item = await film(t, staff.token);
    const member = await customer(t, { member: true });
    const visitor = await customer(t);
    const memberOrder = (await openOrder(t, member.token, item)) as unknown as {
      lines: Array<{ unitAmount: number; memberPrice: boolean }>;
    };
    const plainOrder = (await openOrder(t, visitor.token, item)) as unknown as { lines: Array<{ unitAmount: number }> };
    expect(memberOrder.lines[0]).toMatchObject({ unitAmount: 1300, memberPrice: true });
    expect(plainOrder.lines[0]!.unitAmount).toBe(1500);
  });

  it('applies a promo only to lines of its product type and refuses misuse naming promoCode', async () => {
    const buyer = await customer(t);
    const item = await film(t, staff.token);
    const prints = await promo(t, { percentOff: 50, productType: 'PRINT' });
    const films = await promo(t, { percentOff: 10, productType: 'PRODUCT' });
    const order = await openOrder(t, buyer.token, item);

    const wrongType = await call('PUT', `/orders/${order.id}`, buyer.token, { promoCode: prints.code });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0]).toMatch(/^promoCode: .* applies only to prints$/);

    const unknown = await call('PUT', `/orders/${order.id}`, buyer.token, { promoCode: 'NO-SUCH-CODE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^promoCode: /);

    const applied = await call('PUT', `/orders/${order.id}`, buyer.token, { promoCode: films.code.toLowerCase() });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().order).toMatchObject({ appliedDiscount: 150, promo: { code: films.code } });
    expect(applied.json().order.lines[0].discount).toBe(150);
  });

  it('redeems a one-time code once: a second order cannot use it', async () => {
    const item = await film(t, staff.token);
    const once = await promo(t, { amountOff: 500, maxUses: 1, oncePerCustomer: false });
    const first = await customer(t);
    const order = await openOrder(t, first.token, item, { promoCode: once.code });
    expect(order.appliedDiscount).toBe(500);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, first.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const second = await customer(t);
    const res = await call('POST', '/orders', second.token, {
      lines: [{ productId: item.id, variantId: item.variantId, quantity: 1 }],
      promoCode: once.code,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`promoCode: ${once.code} has already been used`]);
  });

  it('hides another customer’s order (404) and lists only one’s own', async () => {
    const item = await film(t, staff.token);
    const owner = await customer(t);
    const stranger = await customer(t);
    const order = await openOrder(t, owner.token, item);
    for (const [method, url, body] of [
      ['GET', `/orders/${order.id}`, undefined],
      ['PUT', `/orders/${order.id}`, { notes: 'mine now' }],
      ['PUT', `/orders/${order.id}/attach-payment`, { paymentId: await cardToken(t) }],
      ['PUT', `/orders/${order.id}/cancel`, {}],
    ] as const) {
      const res = await call(method, url, stranger.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = await call('GET', `/orders?customerId=${owner.id}`, stranger.token);
    expect(mine.json().orders).toEqual([]);
    expect((await call('GET', `/orders/${order.id}`, staff.token)).statusCode).toBe(200);
  });

  it('leaves a declined order unpaid and the stock untouched', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const res = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t, DECLINED_CARD),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    const after = (await call('GET', `/orders/${order.id}`, buyer.token)).json().order;
    expect(after).toMatchObject({ status: 'OPEN', paymentId: null, paidAt: null });
    expect(await variantStock(t, item.variantId)).toBe(5);

    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', paymentId: expect.stringMatching(/^pi_local_/) });
    expect(await variantStock(t, item.variantId)).toBe(4);
  });

  it('takes product stock when the product has no variants', async () => {
    const item = await film(t, staff.token, 3, { variants: [] });
    const buyer = await customer(t);
    const res = await call('POST', '/orders', buyer.token, {
      lines: [{ productId: item.id, quantity: 2 }],
      address: NYC,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    expect(
      (await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, { paymentId: await cardToken(t) }))
        .statusCode,
    ).toBe(200);
    expect(await productStock(t, item.id)).toBe(1);
  });

  it('enforces the status machine with 409s and a message', async () => {
    const item = await film(t, staff.token);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const completeOpen = await call('PUT', `/orders/${order.id}/complete`, staff.token, {});
    expect(completeOpen.statusCode).toBe(409);
    expect(completeOpen.json().message).toBe('An order that is open cannot be completed');

    expect((await call('PUT', `/orders/${order.id}/invoice`, staff.token, {})).json().order.status).toBe('INVOICED');
    expect((await call('PUT', `/orders/${order.id}/invoice`, staff.token, {})).statusCode).toBe(409);
    expect((await call('PUT', `/orders/${order.id}`, buyer.token, { notes: 'x' })).statusCode).toBe(409);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.json().order.status).toBe('PAID');
    const cancelPaid = await call('PUT', `/orders/${order.id}/cancel`, buyer.token, {});
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json().message).toBe('An order that is paid cannot be canceled');
    const payAgain = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t),
    });
    expect(payAgain.statusCode).toBe(409);
    expect((await call('PUT', `/orders/${order.id}/complete`, staff.token, {})).json().order.status).toBe('COMPLETE');

    const other = await openOrder(t, buyer.token, item);
    expect((await call('PUT', `/orders/${other.id}/cancel`, buyer.token, {})).json().order.status).toBe('CANCELED');
    expect(
      (await call('PUT', `/orders/${other.id}/attach-payment`, buyer.token, { paymentId: await cardToken(t) }))
        .statusCode,
    ).toBe(409);
    expect((await call('PUT', `/orders/${other.id}/invoice`, buyer.token, {})).statusCode).toBe(403);
  });

  it('e-mails the invoice through the outbox', async () => {
    const item = await film(t, staff.token);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const res = await call('PUT', `/orders/${order.id}/send-invoice`, staff.token, {});
    expect(res.json().order.status).toBe('INVOICED');
    const outbox = (await call('GET', '/outbox', staff.token)).json();
    const mail = JSON.stringify(outbox);
    expect(mail).toContain(buyer.email);
    expect(mail).toContain(`Invoice for order 10${order.id}`);
  });

  it('spends account credit after tax, and takes it from the balance when paid', async () => {
    const item = await film(t, staff.token);
    const buyer = await customer(t, { credits: 1000 });
    const order = await openOrder(t, buyer.token, item, { applyCredit: true });
    expect(order).toMatchObject({ appliedCredit: 1000 } as object);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const me = (await call('GET', `/users/${buyer.id}`, buyer.token)).json();
    expect(me.user?.credits ?? me.credits).toBe(0);
  });

  it('pays an order that account credit covers in full without charging a card', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t, { credits: 10_000 });
    const order = await openOrder(t, buyer.token, item, { applyCredit: true });
    expect(order.total).toBe(0);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t, DECLINED_CARD),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', paymentId: expect.stringMatching(/^credit_/) });
    expect(await variantStock(t, item.variantId)).toBe(4);
    expect(await creditsOf(t, buyer.id)).toBe(10_000 - paid.json().order.appliedCredit);
  });

  it('lets a guest order, read with the token only, and pay', async () => {
    const item = await film(t, staff.token);
    const res = await call('POST', '/guest-orders', null, {
      email: 'guest@example.test',
      name: 'Gus Guest',
      address: { line1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
      lines: [{ productId: item.id, variantId: item.variantId, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, token } = res.json();
    expect(order).toMatchObject({
      guest: true,
      customerId: null,
      taxRate: 8.875,
      guestName: 'Gus Guest',
      subtotal: 1500,
    });
    expect((await call('GET', `/guest-orders/${order.id}?token=wrong-token-xyz`)).statusCode).toBe(404);
    expect((await call('GET', `/guest-orders/${order.id}?token=${token}`)).statusCode).toBe(200);
    const guessed = await call('PUT', `/guest-orders/${order.id}/attach-payment`, null, {
      token: 'wrong-token-xyz',
      paymentId: await cardToken(t),
    });
    expect(guessed.statusCode).toBe(404);
    expect((await call('GET', `/guest-orders/${order.id}?token=${token}`)).json().order.status).toBe('OPEN');
    const paid = await call('PUT', `/guest-orders/${order.id}/attach-payment`, null, {
      token,
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('PAID');
  });
});
