// Paying a development order with plan credits: spent once when paid, given back when a hold is
// canceled, and not spent by a member whose membership has lapsed.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditRedemptions, credits } from '../../db/schema/credits.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { users } from '../../db/schema/users.js';
import { cardToken } from '../orders/order-test-helpers.js';
import { ROLL, developmentOrdersApp } from './development-orders-test-helpers.js';

describe('development orders', () => {
  const app = developmentOrdersApp();

  it('spends dev+scan credits when paid, and recomputes at payment from what is left', async () => {
    const me = await app.buyer({ plan: 'NICE_2025', devScanCredits: 2 });
    const balance = await app.call('GET', `/users/${me.id}/service-credits`, me.token);
    expect(balance.json()).toEqual({ credits: { devScan: 2, scan4K: 0, rush: 0, proScan: 0 } });
    const first = await app.create(me, { rolls: [ROLL, ROLL, ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } });
    expect(first.statusCode, first.body).toBe(201);
    const open = first.json();
    expect(open.credits.used.devScan).toBe(2);
    expect(open.order.subtotal).toBe(1499);
    // A second open order is priced with the same two credits: nothing is spent before paying.
    const second = (await app.create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json();
    expect(second.order.subtotal).toBe(0);

    const paid = await app.call('PUT', `/orders/${open.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(app.t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', subtotal: 1499 });
    expect(await app.remainingCredits(me.id)).toBe(0);
    const spent = await app.t.database.db
      .select()
      .from(creditRedemptions)
      .where(eq(creditRedemptions.orderId, open.order.id));
    expect(spent.reduce((sum, row) => sum + row.quantity, 0)).toBe(2);

    // The second order now has no credit to spend: paying it charges the full roll.
    const again = await app.call('PUT', `/orders/${second.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(app.t),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order).toMatchObject({ status: 'PAID', subtotal: 1499 });
    // A paid order cannot be canceled (409), and its lines cannot be replaced by a cart's.
    const cancel = await app.call('PUT', `/orders/${open.order.id}/cancel`, me.token);
    expect(cancel.statusCode).toBe(409);
  });

  it('an order paid entirely with credits is PAID at once; cancel of a pay-at-the-lab hold gives credits back', async () => {
    const me = await app.buyer({ plan: 'NICE_2025', devScanCredits: 1 });
    const order = (await app.create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json().order;
    expect(order.total).toBe(0);
    const held = await app.call('PUT', `/orders/${order.id}/pay-in-lab`, me.token);
    expect(held.statusCode, held.body).toBe(200);
    // A zero total needs no payment: the credit paid it.
    expect(held.json().order.status).toBe('PAID');
    expect(await app.remainingCredits(me.id)).toBe(0);

    const other = await app.buyer({ plan: 'NICE_2025', devScanCredits: 1 });
    const two = (await app.create(other, { rolls: [ROLL, ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json()
      .order;
    const hold = await app.call('PUT', `/orders/${two.id}/pay-in-lab`, other.token);
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json().order).toMatchObject({ status: 'INVOICED', paymentInProgress: 'in_lab' });
    expect(await app.remainingCredits(other.id)).toBe(0);
    const canceled = await app.call('PUT', `/orders/${two.id}/cancel`, other.token);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().order.status).toBe('CANCELED');
    expect(await app.remainingCredits(other.id)).toBe(1);
    expect(
      await app.t.database.db.select().from(creditRedemptions).where(eq(creditRedemptions.orderId, two.id)),
    ).toEqual([]);
    // Illegal moves answer 409.
    expect((await app.call('PUT', `/orders/${two.id}/pay-in-lab`, other.token)).statusCode).toBe(409);
  });

  it('two orders paid at once spend one credit exactly once', async () => {
    const me = await app.buyer({ plan: 'NICE_2025', devScanCredits: 1 });
    const a = (await app.create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json().order;
    const b = (await app.create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json().order;
    const [ta, tb] = [await cardToken(app.t), await cardToken(app.t)];
    const results = await Promise.all([
      app.call('PUT', `/orders/${a.id}/attach-payment`, me.token, { paymentId: ta }),
      app.call('PUT', `/orders/${b.id}/attach-payment`, me.token, { paymentId: tb }),
    ]);
    for (const res of results) expect([200, 409], res.body).toContain(res.statusCode);
    expect(await app.remainingCredits(me.id)).toBe(0);
    const spent = await app.t.database.db
      .select()
      .from(creditRedemptions)
      .innerJoin(credits, eq(credits.id, creditRedemptions.creditId))
      .where(and(eq(credits.userId, me.id)));
    expect(spent).toHaveLength(1);
    // Whichever paid without the credit paid the full price.
    const totals = results.filter((res) => res.statusCode === 200).map((res) => res.json().order.subtotal);
    expect(totals.filter((subtotal) => subtotal === 0)).toHaveLength(1);
  });

  it('a lapsed member pays list prices and spends no credit', async () => {
    const me = await app.buyer({ plan: 'NICE_2025', devScanCredits: 3 });
    await app.t.database.db.update(users).set({ active: false }).where(eq(users.id, me.id));
    await app.t.database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, me.id));
    const order = (await app.create(me, { rolls: [ROLL], inbound: { method: 'DROP_OFF' } })).json();
    expect(order.order.subtotal).toBe(1799);
    expect(order.credits.used.devScan).toBe(0);
  });
});
