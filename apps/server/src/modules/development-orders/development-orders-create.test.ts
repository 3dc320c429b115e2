// Placing a development order: priced by the domain from what the customer chose, never from an amount
// they sent, answered as it reads back, and theirs alone.
import { priceDevelopmentOrder } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { cardToken } from '../orders/order-test-helpers.js';
import { DOMAIN_ROLL, ROLL, developmentOrdersApp } from './development-orders-test-helpers.js';

describe('development orders', () => {
  const app = developmentOrdersApp();

  it('prices a first order of three rolls with add-ons and a prepaid label as the domain does', async () => {
    const me = await app.buyer();
    const res = await app.create(me, {
      rolls: [
        { ...ROLL, scanQuality: 'STANDARD_4K', rush: true },
        { ...ROLL, process: 'E-6', model: 'Ektachrome E100', scanQuality: 'PRO', pushPull: 1 },
        { brand: null, model: 'Mystery film from the attic', format: 'half-frame', process: 'BW', sleeving: 'CUT' },
      ],
      negativesAction: 'SHIP_BACK',
      inbound: { method: 'PREPAID_LABEL' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, rolls, credits: used } = res.json();
    const expected = priceDevelopmentOrder({
      planId: 'NON_MEMBER',
      active: false,
      rolls: [
        { ...DOMAIN_ROLL, scanQuality: 'STANDARD_4K', rush: true },
        { ...DOMAIN_ROLL, process: 'E-6', scanQuality: 'PRO', pushPull: 1 },
        { ...DOMAIN_ROLL, format: 'half-frame', process: 'BW', sleeving: 'CUT' },
      ],
      negativesAction: 'SHIP_BACK',
      inbound: { method: 'PREPAID_LABEL' },
      credits: { devScan: 0, scan4K: 0, rush: 0, proScan: 0 },
    });
    expect(order.subtotal).toBe(expected.subtotal);
    // 3 dev+scans (1799 + 2299 + 1799), 4K 1199, rush 1499, pro 1999 + E-6 add-on 500, push 299,
    // half frame 999, cut sleeving 199, return shipping 799, FedEx Ground label 1499.
    expect(order.subtotal).toBe(1799 + 2299 + 1799 + 1199 + 1499 + 1999 + 500 + 299 + 999 + 199 + 799 + 1499);
    expect(order.lines.map((line: { sku: string }) => line.sku)).toEqual(expected.lines.map((line) => line.sku));
    expect(order.taxRate).toBe(8.875);
    expect(order.total).toBe(order.subtotal + order.tax);
    expect(order.shipments).toEqual([
      expect.objectContaining({
        method: 'PREPAID_LABEL',
        carrier: 'FEDEX',
        serviceLevel: 'fedex_ground',
        toCustomer: false,
      }),
      // Negatives shipped back travel on the order's return shipment, to the customer's address.
      expect.objectContaining({
        method: 'PREPAID_LABEL',
        carrier: 'USPS',
        serviceLevel: 'return_negatives',
        toCustomer: true,
        customerAddressId: expect.any(Number),
      }),
    ]);
    expect(rolls).toHaveLength(3);
    expect(rolls[1]).toMatchObject({ model: 'Ektachrome E100', process: 'E-6', pushPull: 1, status: 'CREATED' });
    expect(rolls[2]).toMatchObject({ brand: '', format: 'half-frame', sleeving: 'CUT', negativesAction: 'SHIP_BACK' });
    expect(used.used).toEqual({ devScan: 0, scan4K: 0, rush: 0, proScan: 0 });
    const [row] = await app.t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.firstOrderCreated).toBe(true);

    const list = await app.call('GET', `/users/${me.id}/orders?limit=1`, me.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, orders: [{ order: { id: order.id }, rolls: expect.any(Array) }] });
    const summary = await app.call('GET', `/users/${me.id}/orders/${order.id}`, me.token);
    expect(summary.json().order.total).toBe(order.total);
  });

  it('refuses amounts sent by the client, and bad choices, with a 400 naming the field', async () => {
    const me = await app.buyer();
    const tampered = await app.create(me, { rolls: [{ ...ROLL, price: 1 }], inbound: { method: 'DROP_OFF' } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errors.join()).toMatch(/rolls\.0.*price/);
    const total = await app.create(me, { rolls: [ROLL], inbound: { method: 'DROP_OFF' }, total: 0 });
    expect(total.statusCode).toBe(400);
    expect(total.json().errors.join()).toMatch(/total/);
    const label = await app.create(me, {
      rolls: [ROLL],
      inbound: { method: 'PREPAID_LABEL', serviceLevel: 'return_negatives' },
    });
    expect(label.statusCode).toBe(400);
    expect(label.json().errors).toEqual(['inbound.serviceLevel: return_negatives is not a label for sending film in']);
    const none = await app.create(me, { rolls: [], inbound: { method: 'DROP_OFF' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.join()).toMatch(/rolls/);
  });

  it("another customer's orders are not theirs to read or act on", async () => {
    const owner = await app.buyer();
    const stranger = await app.buyer();
    const made = await app.create(owner, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } });
    const orderId = made.json().order.id as number;
    expect((await app.call('GET', `/users/${owner.id}/orders/${orderId}`, stranger.token)).statusCode).toBe(403);
    expect((await app.call('GET', `/users/${owner.id}/orders`, stranger.token)).statusCode).toBe(403);
    expect(
      (await app.create({ id: owner.id, token: stranger.token }, { rolls: [ROLL], inbound: { method: 'DROP_OFF' } }))
        .statusCode,
    ).toBe(403);
    expect((await app.call('GET', `/users/${stranger.id}/orders/${orderId}`, stranger.token)).statusCode).toBe(404);
    expect((await app.call('PUT', `/orders/${orderId}/cancel`, stranger.token)).statusCode).toBe(404);
    const pay = await app.call('PUT', `/orders/${orderId}/attach-payment`, stranger.token, {
      paymentId: await cardToken(app.t),
    });
    expect(pay.statusCode).toBe(404);
    // Staff see it under the customer.
    expect((await app.call('GET', `/users/${owner.id}/orders/${orderId}`, app.staff.token)).statusCode).toBe(200);
  });

  it('answers a new order exactly as reading it back does', async () => {
    const me = await app.buyer();
    const rolls = [ROLL, { ...ROLL, pushPull: 1, sleeving: 'CUT' }, { ...ROLL, process: 'BW', prints: true }];
    const made = await app.create(me, { rolls, inbound: { method: 'EXTERNAL_FULFILLMENT' }, notes: 'two of each' });
    expect(made.statusCode, made.body).toBe(201);
    const read = await app.call('GET', `/users/${me.id}/orders/${made.json().order.id}`, me.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(made.json());
  });
});
