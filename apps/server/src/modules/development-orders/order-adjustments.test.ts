import { priceDevelopmentOrder, type DevelopmentRoll } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRedemptions, credits } from '../../db/schema/credits.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { payments } from '../../db/schema/settled-payments.js';
import { products } from '../../db/schema/products.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, cardToken, customer } from '../orders/order-test-helpers.js';
import { DOMAIN_ROLL } from './development-orders-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;
const EXTERNAL = { method: 'EXTERNAL_FULFILLMENT' } as const;

describe('staff adjust a development order', () => {
  let t: TestApp;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await admin(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  async function buyer(devScanCredits = 0) {
    const made = await customer(t, { member: devScanCredits > 0 });
    expect((await call('POST', `/users/${made.id}/address`, made.token, NYC)).statusCode).toBe(201);
    if (devScanCredits > 0) {
      const [devscan] = await t.database.db.select().from(products).where(eq(products.sku, 'devscan'));
      await t.database.db.insert(credits).values({
        userId: made.id,
        productId: devscan!.id,
        quantity: devScanCredits,
        remaining: devScanCredits,
        source: 'PLAN',
      });
    }
    return made;
  }

  const place = async (who: { id: number; token: string }, rolls: object[]) => {
    const res = await call('POST', `/users/${who.id}/orders`, who.token, { rolls, inbound: EXTERNAL });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { order: { id: number; subtotal: number; total: number }; rolls: Array<{ id: number }> };
  };
  const pay = async (who: { token: string }, orderId: number) =>
    call('PUT', `/orders/${orderId}/attach-payment`, who.token, { paymentId: await cardToken(t) });
  const remaining = async (userId: number) =>
    (await t.database.db.select().from(credits).where(eq(credits.userId, userId))).reduce((n, r) => n + r.remaining, 0);
  const redeemed = async (orderId: number) =>
    (await t.database.db.select().from(creditRedemptions).where(eq(creditRedemptions.orderId, orderId))).reduce(
      (n, r) => n + r.quantity,
      0,
    );
  const subtotalOf = (rolls: DevelopmentRoll[], devScan: number) =>
    priceDevelopmentOrder({
      planId: 'NICE_2025',
      active: true,
      rolls,
      negativesAction: null,
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
      credits: { devScan, scan4K: 0, rush: 0, proScan: 0 },
    }).subtotal;

  it('re-prices an unpaid order from the domain on add, change and remove, with credits re-applied', async () => {
    const me = await buyer(2);
    const made = await place(me, [ROLL, ROLL, ROLL]);
    expect(made.order.subtotal).toBe(subtotalOf([DOMAIN_ROLL, DOMAIN_ROLL, DOMAIN_ROLL], 2));

    const removed = await call('DELETE', `/orders/${made.order.id}/rolls/${made.rolls[2]!.id}`, staff.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().order.rolls).toHaveLength(2);
    // Both remaining rolls are covered by the two credits now.
    expect(removed.json().order.order.subtotal).toBe(0);
    expect(removed.json().adjustment).toMatchObject({ balance: 'even', paidCents: 0 });

    const added = await call('POST', `/orders/${made.order.id}/rolls`, staff.token, {
      ...ROLL,
      format: 'half-frame',
      subtotal: 1,
    });
    // Amounts are never taken from the client.
    expect(added.statusCode).toBe(400);
    const addedOk = await call('POST', `/orders/${made.order.id}/rolls`, staff.token, {
      ...ROLL,
      format: 'half-frame',
    });
    expect(addedOk.statusCode, addedOk.body).toBe(201);
    const halfFrame: DevelopmentRoll = { ...DOMAIN_ROLL, format: 'half-frame' };
    expect(addedOk.json().order.order.subtotal).toBe(subtotalOf([DOMAIN_ROLL, DOMAIN_ROLL, halfFrame], 2));
    expect(addedOk.json().order.rolls.at(-1)).toMatchObject({ model: 'Portra 400', format: 'half-frame' });

    const first = made.rolls[0]!.id;
    const changed = await call('PATCH', `/orders/${made.order.id}/rolls/${first}`, staff.token, {
      model: 'Ektachrome E100',
      process: 'E-6',
      format: 'half-frame',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().order.rolls[0]).toMatchObject({ model: 'Ektachrome E100', process: 'E-6' });
    expect(changed.json().order.order.subtotal).toBe(
      subtotalOf([{ ...halfFrame, process: 'E-6' }, DOMAIN_ROLL, halfFrame], 2),
    );
    // Nothing was spent: the order is not paid.
    expect(await remaining(me.id)).toBe(2);
  });

  it('a paid order that grows is invoiced the difference, e-mailed, and the customer pays it by card', async () => {
    const me = await buyer(1);
    const made = await place(me, [ROLL, ROLL]);
    const paid = await pay(me, made.order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const firstTotal = paid.json().order.total as number;
    expect(firstTotal).toBeGreaterThan(0);
    expect(await remaining(me.id)).toBe(0);
    expect((await call('PUT', `/orders/${made.order.id}/receive`, staff.token)).statusCode).toBe(200);

    const added = await call('POST', `/orders/${made.order.id}/rolls`, staff.token, ROLL);
    expect(added.statusCode, added.body).toBe(201);
    const { order, adjustment } = added.json();
    expect(order.order.status).toBe('INVOICED');
    expect(order.order.subtotal).toBe(subtotalOf([DOMAIN_ROLL, DOMAIN_ROLL, DOMAIN_ROLL], 1));
    expect(adjustment).toEqual({
      paidCents: firstTotal,
      differenceCents: order.order.total - firstTotal,
      balance: 'due',
      balanceCents: order.order.total - firstTotal,
    });
    expect(adjustment.balanceCents).toBeGreaterThan(0);
    // The credit the order spent was given back and spent again: once, not twice, and still one.
    expect(await remaining(me.id)).toBe(0);
    expect(await redeemed(made.order.id)).toBe(1);

    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, me.email));
    const invoice = mails.find((mail) => mail.subject.startsWith('Invoice for the difference'));
    expect(invoice?.text).toContain(`/users/${me.id}/orders/${made.order.id}/summary`);

    // A partly paid order is not canceled by the customer.
    expect((await call('PUT', `/orders/${made.order.id}/cancel`, me.token)).statusCode).toBe(409);

    const second = await pay(me, made.order.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().order.status).toBe('PAID');
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, made.order.id));
    expect(rows.map((row) => row.amount)).toEqual([firstTotal, adjustment.balanceCents]);
    expect(await redeemed(made.order.id)).toBe(1);
    // Paid in full: nothing more to pay (409).
    expect((await pay(me, made.order.id)).statusCode).toBe(409);
  });

  it('an order paid with credits alone is invoiced a roll added later; a shrunk paid order owes a refund', async () => {
    const me = await buyer(1);
    const made = await place(me, [ROLL]);
    expect(made.order.total).toBe(0);
    expect((await call('PUT', `/orders/${made.order.id}/pay-in-lab`, me.token)).json().order.status).toBe('PAID');
    const added = await call('POST', `/orders/${made.order.id}/rolls`, staff.token, ROLL);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().adjustment).toMatchObject({ balance: 'due', paidCents: 0 });
    expect(added.json().order.order.status).toBe('INVOICED');
    expect(await redeemed(made.order.id)).toBe(1);

    const other = await buyer();
    const two = await place(other, [ROLL, ROLL]);
    expect((await pay(other, two.order.id)).statusCode).toBe(200);
    const removed = await call('DELETE', `/orders/${two.order.id}/rolls/${two.rolls[1]!.id}`, staff.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().order.order.status).toBe('PAID');
    expect(removed.json().adjustment.balance).toBe('refund');
    expect(removed.json().adjustment.balanceCents).toBe(two.order.total - removed.json().order.order.total);
  });

  it('customers cannot adjust (403); illegal moves answer 409; bad input 400 naming the field', async () => {
    const me = await buyer();
    const made = await place(me, [ROLL, ROLL]);
    const [first, second] = made.rolls.map((roll) => roll.id) as [number, number];
    expect((await call('POST', `/orders/${made.order.id}/rolls`, me.token, ROLL)).statusCode).toBe(403);
    expect((await call('PATCH', `/orders/${made.order.id}/rolls/${first}`, me.token, { model: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/orders/${made.order.id}/rolls/${first}`, me.token)).statusCode).toBe(403);

    const empty = await call('PATCH', `/orders/${made.order.id}/rolls/${first}`, staff.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.join()).toMatch(/model/);
    const badFormat = await call('POST', `/orders/${made.order.id}/rolls`, staff.token, { ...ROLL, format: '8x10' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors.join()).toMatch(/^format/);
    expect((await call('DELETE', `/orders/${made.order.id}/rolls/999999`, staff.token)).statusCode).toBe(404);

    await call('PUT', `/orders/${made.order.id}/add-rolls-event/DEVELOPED`, staff.token, { rollIds: [first] });
    const developed = await call('PATCH', `/orders/${made.order.id}/rolls/${first}`, staff.token, { model: 'X' });
    expect(developed.statusCode).toBe(409);
    expect(developed.json().message).toBe('This roll is developed already; its film can no longer be changed');
    const arrived = await call('DELETE', `/orders/${made.order.id}/rolls/${first}`, staff.token);
    expect(arrived.statusCode).toBe(409);

    const lone = await place(me, [ROLL]);
    const last = await call('DELETE', `/orders/${lone.order.id}/rolls/${lone.rolls[0]!.id}`, staff.token);
    expect(last.statusCode).toBe(409);
    expect((await call('PUT', `/orders/${lone.order.id}/cancel`, me.token)).statusCode).toBe(200);
    const canceled = await call('POST', `/orders/${lone.order.id}/rolls`, staff.token, ROLL);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().message).toBe('An order that is canceled cannot be adjusted');
    // The second roll of the first order is still there, untouched by the refusals.
    const summary = (await call('GET', `/users/${me.id}/orders/${made.order.id}`, me.token)).json();
    expect(summary.rolls.map((roll: { id: number }) => roll.id)).toEqual([first, second]);
  });
});
