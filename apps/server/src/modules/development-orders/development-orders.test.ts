import { priceDevelopmentOrder, type DevelopmentRoll } from '@filmlab/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRedemptions, credits } from '../../db/schema/credits.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { orders } from '../../db/schema/orders.js';
import { subscriptions } from '../../db/schema/payments.js';
import { products } from '../../db/schema/products.js';
import { users } from '../../db/schema/users.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, cardToken, customer } from '../orders/order-test-helpers.js';

const ROLL = {
  brand: 'Kodak',
  model: 'Portra 400',
  format: '35mm',
  process: 'C-41',
} as const;

const DOMAIN_ROLL: DevelopmentRoll = {
  format: '35mm',
  process: 'C-41',
  crossProcess: false,
  pushPull: 0,
  scanQuality: 'STANDARD_2K',
  rush: false,
  sleeving: 'NONE',
  prints: false,
  returnToCustomer: false,
};

describe('development orders', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(() => t.close());

  /** A customer with a saved NYC address (tax is taken from it); a Nice 2025 member with credits if asked. */
  async function buyer(options: { devScanCredits?: number } = {}) {
    const made = await customer(t, { member: options.devScanCredits !== undefined });
    const address = await call('POST', `/users/${made.id}/address`, made.token, NYC);
    expect(address.statusCode, address.body).toBe(201);
    if (options.devScanCredits) {
      const [devscan] = await t.database.db.select().from(products).where(eq(products.sku, 'devscan'));
      await t.database.db.insert(credits).values({
        userId: made.id,
        productId: devscan!.id,
        quantity: options.devScanCredits,
        remaining: options.devScanCredits,
        source: 'PLAN',
      });
    }
    return made;
  }

  const remainingCredits = async (userId: number) =>
    (await t.database.db.select().from(credits).where(eq(credits.userId, userId))).reduce(
      (sum, row) => sum + row.remaining,
      0,
    );

  const create = (who: { id: number; token: string }, body: Record<string, unknown>) =>
    call('POST', `/users/${who.id}/orders`, who.token, body);

  it('prices a first order of three rolls with add-ons and a prepaid label as the domain does', async () => {
    const me = await buyer();
    const res = await create(me, {
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
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.firstOrderCreated).toBe(true);

    const list = await call('GET', `/users/${me.id}/orders?limit=1`, me.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, orders: [{ order: { id: order.id }, rolls: expect.any(Array) }] });
    const summary = await call('GET', `/users/${me.id}/orders/${order.id}`, me.token);
    expect(summary.json().order.total).toBe(order.total);
  });

  it('refuses amounts sent by the client, and bad choices, with a 400 naming the field', async () => {
    const me = await buyer();
    const tampered = await create(me, { rolls: [{ ...ROLL, price: 1 }], inbound: { method: 'DROP_OFF' } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errors.join()).toMatch(/rolls\.0.*price/);
    const total = await create(me, { rolls: [ROLL], inbound: { method: 'DROP_OFF' }, total: 0 });
    expect(total.statusCode).toBe(400);
    expect(total.json().errors.join()).toMatch(/total/);
    const label = await create(me, {
      rolls: [ROLL],
      inbound: { method: 'PREPAID_LABEL', serviceLevel: 'return_negatives' },
    });
    expect(label.statusCode).toBe(400);
    expect(label.json().errors).toEqual(['inbound.serviceLevel: return_negatives is not a label for sending film in']);
    const none = await create(me, { rolls: [], inbound: { method: 'DROP_OFF' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.join()).toMatch(/rolls/);
  });

  it("another customer's orders are not theirs to read or act on", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const made = await create(owner, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } });
    const orderId = made.json().order.id as number;
    expect((await call('GET', `/users/${owner.id}/orders/${orderId}`, stranger.token)).statusCode).toBe(403);
    expect((await call('GET', `/users/${owner.id}/orders`, stranger.token)).statusCode).toBe(403);
    expect(
      (await create({ id: owner.id, token: stranger.token }, { rolls: [ROLL], inbound: { method: 'DROP_OFF' } }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/users/${stranger.id}/orders/${orderId}`, stranger.token)).statusCode).toBe(404);
    expect((await call('PUT', `/orders/${orderId}/cancel`, stranger.token)).statusCode).toBe(404);
    const pay = await call('PUT', `/orders/${orderId}/attach-payment`, stranger.token, {
      paymentId: await cardToken(t),
    });
    expect(pay.statusCode).toBe(404);
    // Staff see it under the customer.
    expect((await call('GET', `/users/${owner.id}/orders/${orderId}`, staff.token)).statusCode).toBe(200);
  });

  it('answers a new order exactly as reading it back does', async () => {
    const me = await buyer();
    const rolls = [ROLL, { ...ROLL, pushPull: 1, sleeving: 'CUT' }, { ...ROLL, process: 'BW', prints: true }];
    const made = await create(me, { rolls, inbound: { method: 'EXTERNAL_FULFILLMENT' }, notes: 'two of each' });
    expect(made.statusCode, made.body).toBe(201);
    const read = await call('GET', `/users/${me.id}/orders/${made.json().order.id}`, me.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(made.json());
  });

  it('spends dev+scan credits when paid, and recomputes at payment from what is left', async () => {
    const me = await buyer({ devScanCredits: 2 });
    const balance = await call('GET', `/users/${me.id}/service-credits`, me.token);
    expect(balance.json()).toEqual({ credits: { devScan: 2, scan4K: 0, rush: 0, proScan: 0 } });
    const first = await create(me, { rolls: [ROLL, ROLL, ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } });
    expect(first.statusCode, first.body).toBe(201);
    const open = first.json();
    expect(open.credits.used.devScan).toBe(2);
    expect(open.order.subtotal).toBe(1499);
    // A second open order is priced with the same two credits: nothing is spent before paying.
    const second = (await create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json();
    expect(second.order.subtotal).toBe(0);

    const paid = await call('PUT', `/orders/${open.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', subtotal: 1499 });
    expect(await remainingCredits(me.id)).toBe(0);
    const spent = await t.database.db
      .select()
      .from(creditRedemptions)
      .where(eq(creditRedemptions.orderId, open.order.id));
    expect(spent.reduce((sum, row) => sum + row.quantity, 0)).toBe(2);

    // The second order now has no credit to spend: paying it charges the full roll.
    const again = await call('PUT', `/orders/${second.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(t),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order).toMatchObject({ status: 'PAID', subtotal: 1499 });
    // A paid order cannot be canceled (409), and its lines cannot be replaced by a cart's.
    const cancel = await call('PUT', `/orders/${open.order.id}/cancel`, me.token);
    expect(cancel.statusCode).toBe(409);
  });

  it('an order paid entirely with credits is PAID at once; cancel of a pay-at-the-lab hold gives credits back', async () => {
    const me = await buyer({ devScanCredits: 1 });
    const order = (await create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json().order;
    expect(order.total).toBe(0);
    const held = await call('PUT', `/orders/${order.id}/pay-in-lab`, me.token);
    expect(held.statusCode, held.body).toBe(200);
    // A zero total needs no payment: the credit paid it.
    expect(held.json().order.status).toBe('PAID');
    expect(await remainingCredits(me.id)).toBe(0);

    const other = await buyer({ devScanCredits: 1 });
    const two = (await create(other, { rolls: [ROLL, ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json()
      .order;
    const hold = await call('PUT', `/orders/${two.id}/pay-in-lab`, other.token);
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json().order).toMatchObject({ status: 'INVOICED', paymentInProgress: 'in_lab' });
    expect(await remainingCredits(other.id)).toBe(0);
    const canceled = await call('PUT', `/orders/${two.id}/cancel`, other.token);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().order.status).toBe('CANCELED');
    expect(await remainingCredits(other.id)).toBe(1);
    expect(await t.database.db.select().from(creditRedemptions).where(eq(creditRedemptions.orderId, two.id))).toEqual(
      [],
    );
    // Illegal moves answer 409.
    expect((await call('PUT', `/orders/${two.id}/pay-in-lab`, other.token)).statusCode).toBe(409);
  });

  it('two orders paid at once spend one credit exactly once', async () => {
    const me = await buyer({ devScanCredits: 1 });
    const a = (await create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json().order;
    const b = (await create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json().order;
    const [ta, tb] = [await cardToken(t), await cardToken(t)];
    const results = await Promise.all([
      call('PUT', `/orders/${a.id}/attach-payment`, me.token, { paymentId: ta }),
      call('PUT', `/orders/${b.id}/attach-payment`, me.token, { paymentId: tb }),
    ]);
    for (const res of results) expect([200, 409], res.body).toContain(res.statusCode);
    expect(await remainingCredits(me.id)).toBe(0);
    const spent = await t.database.db
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
    const me = await buyer({ devScanCredits: 3 });
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, me.id));
    await t.database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, me.id));
    const order = (await create(me, { rolls: [ROLL], inbound: { method: 'DROP_OFF' } })).json();
    expect(order.order.subtotal).toBe(1799);
    expect(order.credits.used.devScan).toBe(0);
  });

  it('serves the summary from a brief copy that a write by staff or by the customer drops at once', async () => {
    const me = await buyer();
    const made = (await create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json();
    const orderId = made.order.id as number;
    const read = async () => (await call('GET', `/users/${me.id}/orders/${orderId}`, me.token)).json();
    expect((await read()).rolls[0].status).toBe('CREATED');
    // A change that bypasses the API is not seen while the copy lives: the read is a copy.
    await t.database.db.update(orders).set({ notes: 'changed behind the API' }).where(eq(orders.id, orderId));
    expect((await read()).order.notes).not.toBe('changed behind the API');
    // Staff receive the film: the customer's next read shows it at once.
    expect((await call('PUT', `/orders/${orderId}/receive`, staff.token)).statusCode).toBe(200);
    const after = await read();
    expect(after.rolls[0].status).toBe('RECEIVED');
    expect(after.order.notes).toBe('changed behind the API');
    // A staff view is its own copy, and the customer's own write drops theirs too.
    const staffView = await call('GET', `/users/${me.id}/orders/${orderId}`, staff.token);
    expect(staffView.statusCode).toBe(200);
    await t.database.db.update(orders).set({ notes: 'second change' }).where(eq(orders.id, orderId));
    expect((await call('PUT', `/orders/${orderId}/cancel`, me.token)).statusCode).toBe(200);
    const canceled = await read();
    expect(canceled.order.status).toBe('CANCELED');
    expect(canceled.order.notes).toBe('second change');
  });

  it('staff receive the film and move rolls forward only; the customer is e-mailed through the outbox', async () => {
    const me = await buyer();
    const made = (await create(me, { rolls: [ROLL, ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json();
    const orderId = made.order.id as number;
    const [first, second] = made.rolls.map((roll: { id: number }) => roll.id) as [number, number];
    expect((await call('PUT', `/orders/${orderId}/receive`, me.token)).statusCode).toBe(403);
    const received = await call('PUT', `/orders/${orderId}/receive`, staff.token);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().rolls.map((roll: { status: string }) => roll.status)).toEqual(['RECEIVED', 'RECEIVED']);
    expect((await call('PUT', `/orders/${orderId}/receive`, staff.token)).statusCode).toBe(409);

    const developed = await call('PUT', `/orders/${orderId}/add-rolls-event/DEVELOPED`, staff.token, {
      rollIds: [first],
    });
    expect(developed.statusCode, developed.body).toBe(200);
    expect(developed.json().rolls.map((roll: { status: string }) => roll.status)).toEqual(['DEVELOPED', 'RECEIVED']);
    const back = await call('PUT', `/orders/${orderId}/add-rolls-event/RECEIVED`, staff.token, { rollIds: [first] });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A roll that is developed cannot be marked received');
    const stranger = await call('PUT', `/orders/${orderId}/add-rolls-event/SCANNED`, staff.token, {
      rollIds: [999999],
    });
    expect(stranger.statusCode).toBe(400);
    expect((await call('PUT', `/orders/${orderId}/add-rolls-event/BURNT`, staff.token, {})).statusCode).toBe(400);
    const synced = await call('PUT', `/orders/${orderId}/add-rolls-event/SYNCED`, staff.token, {});
    expect(synced.statusCode, synced.body).toBe(200);
    const summary = (await call('GET', `/users/${me.id}/orders/${orderId}`, me.token)).json();
    expect(summary.rolls).toEqual([
      expect.objectContaining({ id: first, status: 'SYNCED', developedAt: expect.any(String) }),
      expect.objectContaining({ id: second, status: 'SYNCED', receivedAt: expect.any(String) }),
    ]);

    // The scans-ready e-mail is written by a job (scans-ready.ts), once the rolls' step commits.
    const readyMail = async () => {
      const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, me.email));
      return rows.some((mail) => mail.subject.startsWith('Your scans are ready')) ? rows : null;
    };
    await expect.poll(readyMail, { timeout: 15_000 }).not.toBeNull();
    const mails = (await readyMail())!;
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Order 10${orderId} placed`)),
        expect.stringMatching(/^Your film arrived/),
        `Your scans are ready (order 10${orderId})`,
      ]),
    );
    const ready = mails.find((mail) => mail.subject.startsWith('Your scans are ready'))!;
    expect(ready.text).toContain(`/users/${me.id}/rolls/${first}`);
  });
});
