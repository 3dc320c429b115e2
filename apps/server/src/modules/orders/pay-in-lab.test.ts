import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/settled-payments.js';
import { promos } from '../../db/schema/promos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  NYC,
  admin,
  api,
  cardToken,
  creditsOf,
  customer,
  film,
  openOrder,
  promo,
  variantStock,
} from './order-test-helpers.js';

// Paying at the lab (cash or the lab's card reader): the stock is held while the order waits, staff
// mark it paid, and a cancel gives everything back.
describe('pay at the lab', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
  });
  afterAll(() => t.close());
  const promoUses = async (id: number) =>
    (await t.database.db.select().from(promos).where(eq(promos.id, id)))[0]!.usedCount;

  it('holds the stock, promo and credit while the order waits, and staff mark it paid in cash', async () => {
    const item = await film(t, staff.token, 5);
    const once = await promo(t, { amountOff: 200, maxUses: 1, oncePerCustomer: false });
    const buyer = await customer(t, { credits: 300 });
    const order = await openOrder(t, buyer.token, item, { promoCode: once.code, applyCredit: true });
    const chosen = await call('PUT', `/orders/${order.id}/pay-in-lab`, buyer.token);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().order).toMatchObject({ status: 'INVOICED', paymentInProgress: 'in_lab', paidAt: null });
    expect(await variantStock(t, item.variantId)).toBe(4);
    expect(await creditsOf(t, buyer.id)).toBe(0);

    // Only staff mark it paid; a bad method is a 400 naming the field.
    expect((await call('PUT', `/orders/${order.id}/mark-paid`, buyer.token, { method: 'cash' })).statusCode).toBe(403);
    const wrong = await call('PUT', `/orders/${order.id}/mark-paid`, staff.token, { method: 'cheque' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(['method: must be cash or card_reader']);

    const paid = await call('PUT', `/orders/${order.id}/mark-paid`, staff.token, {
      method: 'cash',
      reference: 'Till 2',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({
      status: 'PAID',
      paymentInProgress: null,
      paymentId: expect.stringMatching(/^in_lab_/),
    });
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'in_lab',
        method: 'cash',
        reference: 'Till 2',
        recordedById: staff.id,
        amount: paid.json().order.total,
        status: 'succeeded',
      }),
    ]);
    expect(await variantStock(t, item.variantId)).toBe(4);
    expect((await call('PUT', `/orders/${order.id}/mark-paid`, staff.token, { method: 'cash' })).statusCode).toBe(409);
  });

  it('gives everything back when an order waiting at the lab is canceled', async () => {
    const item = await film(t, staff.token, 5);
    const once = await promo(t, { amountOff: 200, maxUses: 1, oncePerCustomer: false });
    const buyer = await customer(t, { credits: 300 });
    const order = await openOrder(t, buyer.token, item, { applyCredit: true, promoCode: once.code });
    await call('PUT', `/orders/${order.id}/pay-in-lab`, buyer.token);
    expect(await variantStock(t, item.variantId)).toBe(4);
    expect(await promoUses(once.id)).toBe(1);
    const canceled = await call('PUT', `/orders/${order.id}/cancel`, buyer.token, {});
    expect(canceled.json().order).toMatchObject({ status: 'CANCELED', paymentInProgress: null });
    expect(await variantStock(t, item.variantId)).toBe(5);
    expect(await creditsOf(t, buyer.id)).toBe(300);
    expect(await promoUses(once.id)).toBe(0);
  });

  it('lets the buyer pay by card after all, giving back the hold first', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    await call('PUT', `/orders/${order.id}/pay-in-lab`, buyer.token);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', paymentId: expect.stringMatching(/^pi_local_/) });
    expect(await variantStock(t, item.variantId)).toBe(4);
  });

  it('takes a walk-in’s order straight to PAID on the card reader, and a guest can choose the lab', async () => {
    const item = await film(t, staff.token, 5);
    const buyer = await customer(t);
    const order = await openOrder(t, buyer.token, item);
    const paid = await call('PUT', `/orders/${order.id}/mark-paid`, staff.token, { method: 'card_reader' });
    expect(paid.json().order.status).toBe('PAID');
    expect(await variantStock(t, item.variantId)).toBe(4);

    const created = await call('POST', '/guest-orders', null, {
      email: 'walkin@example.test',
      name: 'Walk In',
      address: { line1: NYC.address1, city: NYC.city, state: NYC.state, zip: NYC.zip },
      lines: [{ productId: item.id, variantId: item.variantId, quantity: 1 }],
    });
    const { order: guestOrder, token } = created.json();
    expect(
      (await call('PUT', `/guest-orders/${guestOrder.id}/pay-in-lab`, null, { token: 'wrong-token-123' })).statusCode,
    ).toBe(404);
    const chosen = await call('PUT', `/guest-orders/${guestOrder.id}/pay-in-lab`, null, { token });
    expect(chosen.json().order).toMatchObject({ status: 'INVOICED', paymentInProgress: 'in_lab' });
    expect(await variantStock(t, item.variantId)).toBe(3);
  });

  it('is offered only when the lab takes payment at the counter', async () => {
    const online = await createTestApp({ PAY_IN_LAB: 'false' });
    try {
      const onlineCall = api(online);
      expect((await onlineCall('GET', '/payments/config')).json().payInLab).toBe(false);
      const item = await film(online, (await admin(online)).token, 5);
      const buyer = await customer(online);
      const order = await openOrder(online, buyer.token, item);
      const refused = await onlineCall('PUT', `/orders/${order.id}/pay-in-lab`, buyer.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This lab takes payment online only. Please pay by card.');
      expect(await variantStock(online, item.variantId)).toBe(5);
    } finally {
      await online.close();
    }
  });
});
