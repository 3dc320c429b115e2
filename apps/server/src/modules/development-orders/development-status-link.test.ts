// The public status link a customer is e-mailed, and adding rush to rolls already ordered. On PGlite
// always, on PostgreSQL with TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { cardToken } from '../orders/order-test-helpers.js';
import { ROLL, developmentOrdersApp } from './development-orders-test-helpers.js';

describe('the status link and add-rush', () => {
  const app = developmentOrdersApp();

  it('e-mails carry a status link that shows stages and the ETA, and nothing personal', async () => {
    const me = await app.buyer();
    const made = await app.order(me, [ROLL, { ...ROLL, process: 'E-6', model: 'Ektachrome' }]);
    const orderId = made.order.id;
    await app.event(orderId, 'RECEIVED');
    const mails = await app.t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, me.email));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    const links = mails.map((mail) => mail.text.match(/\/orders\/(\d+)\?token=([A-Za-z0-9_-]+)/));
    for (const link of links) expect(link?.[1]).toBe(String(orderId));
    const token = links[0]![2]!;

    const anonymous = await app.call('GET', `/public/orders/${orderId}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      id: orderId,
      orderNumber: `10${orderId}`,
      tracked: false,
      status: null,
      placedAt: null,
      eta: null,
      rolls: [],
    });

    const wrong = await app.call('GET', `/public/orders/${orderId}?token=${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(403);
    const other = await app.order(me, [ROLL]);
    expect((await app.call('GET', `/public/orders/${other.order.id}?token=${token}`)).statusCode).toBe(403);
    expect((await app.call('GET', `/public/orders/${orderId}?token=bad!`)).statusCode).toBe(400);

    const tracked = await app.call('GET', `/public/orders/${orderId}?token=${token}`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    const body = tracked.json();
    expect(body).toMatchObject({ tracked: true, status: 'OPEN' });
    expect(body.rolls.map((roll: { stage: string }) => roll.stage)).toEqual(['RECEIVED', 'RECEIVED']);
    expect(body.eta.readyOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.rolls[0].estimatedReadyOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const text = tracked.body;
    for (const personal of [me.email, 'total', 'subtotal', 'address', 'Brooklyn', 'firstName', 'customerId']) {
      expect(text).not.toContain(personal);
    }
  });

  it('add-rush prices the rolls (credits first), adds the difference to the order and refuses what it cannot rush', async () => {
    const me = await app.buyer({ plan: 'NICE_2025', rushCredits: 1 });
    const made = await app.order(me, [ROLL, ROLL, ROLL]);
    const [a, b, c] = made.rolls.map((roll) => roll.id) as [number, number, number];
    const path = `/users/${me.id}/orders/${made.order.id}/add-rush`;

    const added = await app.call('POST', path, me.token, { rollIds: [a, b] });
    expect(added.statusCode, added.body).toBe(200);
    const result = added.json();
    // Nice 2025: one rush credit, then 999 for the second roll; tax on top.
    expect(result.rush).toEqual({ rolls: 2, credited: 1, unitCents: 999, cents: 999 });
    expect(result.order.order.subtotal).toBe(made.order.subtotal + 999);
    expect(result.difference).toBe(result.order.order.total - made.order.total);
    expect(result.difference).toBeGreaterThan(999);
    expect(result.order.credits.used.rush).toBe(1);
    expect(result.order.rolls.map((roll: { rush: boolean }) => roll.rush)).toEqual([true, true, false]);

    // Rushed already, not on the order, another customer.
    expect((await app.call('POST', path, me.token, { rollIds: [a] })).statusCode).toBe(409);
    const stray = await app.call('POST', path, me.token, { rollIds: [999_999] });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors[0]).toMatch(/^rollIds/);
    const stranger = await app.buyer();
    expect((await app.call('POST', path, stranger.token, { rollIds: [c] })).statusCode).toBe(403);
    const theirPath = `/users/${stranger.id}/orders/${made.order.id}/add-rush`;
    expect((await app.call('POST', theirPath, stranger.token, { rollIds: [c] })).statusCode).toBe(404);
    expect((await app.call('POST', path, me.token, { rollIds: [] })).statusCode).toBe(400);

    // A scanned roll is refused.
    await app.event(made.order.id, 'SCANNED', [c]);
    const scanned = await app.call('POST', path, me.token, { rollIds: [c] });
    expect(scanned.statusCode).toBe(409);
    expect(scanned.json().message).toMatch(/scanned/);

    // The customer pays the order with the difference.
    const pay = await app.call('PUT', `/orders/${made.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(app.t),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().order.total).toBe(result.order.order.total);

    // A paid order takes rush too: invoiced the difference (the adjustment steps), paid by card.
    const more = await app.order(me, [ROLL]);
    const firstPay = await app.call('PUT', `/orders/${more.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(app.t),
    });
    expect(firstPay.statusCode, firstPay.body).toBe(200);
    const paidTotal = firstPay.json().order.total as number;
    const morePath = `/users/${me.id}/orders/${more.order.id}/add-rush`;
    const late = await app.call('POST', morePath, me.token, { rollIds: [more.rolls[0]!.id] });
    expect(late.statusCode, late.body).toBe(200);
    // The one rush credit went to the first order: this rush is paid for.
    expect(late.json().rush).toEqual({ rolls: 1, credited: 0, unitCents: 999, cents: 999 });
    const invoiced = late.json().order;
    expect(invoiced.order.status).toBe('INVOICED');
    expect(invoiced.order.subtotal).toBe(more.order.subtotal + 999);
    expect(invoiced.paid).toBe(paidTotal);
    expect(late.json().difference).toBe(invoiced.order.total - paidTotal);
    expect(invoiced.rolls[0].rush).toBe(true);
    // Rushed once: a second ask changes nothing.
    expect((await app.call('POST', morePath, me.token, { rollIds: [more.rolls[0]!.id] })).statusCode).toBe(409);
    const second = await app.call('PUT', `/orders/${more.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(app.t),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().order.status).toBe('PAID');
    expect(second.json().order.total).toBe(invoiced.order.total);
    // A canceled order takes no rush.
    const dropped = await app.order(me, [ROLL]);
    expect((await app.call('PUT', `/orders/${dropped.order.id}/cancel`, me.token)).statusCode).toBe(200);
    const canceled = await app.call('POST', `/users/${me.id}/orders/${dropped.order.id}/add-rush`, me.token, {
      rollIds: [dropped.rolls[0]!.id],
    });
    expect(canceled.statusCode).toBe(409);
    // Staff may add rush for the customer (admin mirror).
    const open = await app.order(me, [ROLL]);
    const byStaff = await app.call('POST', `/users/${me.id}/orders/${open.order.id}/add-rush`, app.staff.token, {
      rollIds: [open.rolls[0]!.id],
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
  });
});
