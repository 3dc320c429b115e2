// Status a customer can trust: general stats from roll events, the public status link, the ETA on the
// summary, and add-rush. On PGlite always, on PostgreSQL with TEST_DATABASE_URL.
import { addBusinessDays, labTurnaroundDays } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits } from '../../db/schema/credits.js';
import { labLocations } from '../../db/schema/locations.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { subscriptions } from '../../db/schema/payments.js';
import { products } from '../../db/schema/products.js';
import { filmRolls, rollEvents } from '../../db/schema/rolls.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, cardToken, customer } from '../orders/order-test-helpers.js';
import { labDay } from './lab-queue.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;
const DAY = 86_400_000;

async function setUp() {
  const t = await createTestApp();
  await seedPlans(t.database.db);
  await seedServices(t.database.db);
  return { t, call: api(t), staff: await admin(t) };
}

type Who = { id: number; token: string };

function helpers(t: TestApp, call: ReturnType<typeof api>, staff: Who) {
  return {
    async buyer(options: { plan?: 'NICE_2025' | 'VERY_NICE_2025'; rushCredits?: number } = {}) {
      const made = await customer(t, { member: options.plan !== undefined });
      if (options.plan && options.plan !== 'NICE_2025') {
        const key = options.plan.toLowerCase().replace(/_/g, '').replace('2025', '2025');
        await t.database.db
          .update(subscriptions)
          .set({ planId: options.plan, priceLookupKey: key })
          .where(eq(subscriptions.userId, made.id));
      }
      expect((await call('POST', `/users/${made.id}/address`, made.token, NYC)).statusCode).toBe(201);
      if (options.rushCredits) {
        const [rush] = await t.database.db.select().from(products).where(eq(products.sku, 'rush'));
        await t.database.db.insert(credits).values({
          userId: made.id,
          productId: rush!.id,
          quantity: options.rushCredits,
          remaining: options.rushCredits,
          source: 'PLAN',
        });
      }
      return made;
    },
    async order(
      who: Who,
      rolls: Record<string, unknown>[],
      inbound: Record<string, unknown> = { method: 'EXTERNAL_FULFILLMENT' },
    ) {
      const res = await call('POST', `/users/${who.id}/orders`, who.token, { rolls, inbound });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { order: { id: number; total: number; subtotal: number }; rolls: { id: number }[] };
    },
    async event(orderId: number, event: string, rollIds?: number[]) {
      const res = await call(
        'PUT',
        `/orders/${orderId}/add-rolls-event/${event}`,
        staff.token,
        rollIds ? { rollIds } : {},
      );
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

describe('general stats', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    const made = await setUp();
    ({ t, call } = made);
    h = helpers(t, call, made.staff);
  });
  afterAll(() => t.close());

  it('answers the spec shape, counted from the roll events, to visitors', async () => {
    let [location] = await t.database.db.select().from(labLocations).where(eq(labLocations.dropOff, true));
    if (!location) {
      [location] = await t.database.db
        .insert(labLocations)
        .values({
          slug: 'lab',
          name: 'The Lab',
          address1: '1 A St',
          city: 'Brooklyn',
          state: 'NY',
          zip: '11211',
          hours: '9-5',
          dropOff: true,
          phone: '555',
        })
        .returning();
    }
    const me = await h.buyer();
    const c41 = await h.order(me, [ROLL, ROLL, ROLL], { method: 'DROP_OFF', locationId: location!.id });
    const others = await h.order(me, [
      { ...ROLL, process: 'E-6', model: 'Ektachrome' },
      { ...ROLL, process: 'E-6', model: 'Ektachrome' },
      { ...ROLL, process: 'ECN-2', model: 'Vision3' },
    ]);
    const [a, b, c] = c41.rolls.map((roll) => roll.id) as [number, number, number];
    await h.event(c41.order.id, 'RECEIVED');
    await h.event(others.order.id, 'RECEIVED');
    await h.event(c41.order.id, 'DEVELOPED', [a, b]);
    await h.event(c41.order.id, 'SCANNED', [a]);
    await h.event(c41.order.id, 'SYNCED', [a]);
    // A roll synced yesterday (lab time), and nothing counted from the day before.
    await t.database.db.insert(rollEvents).values([
      { filmRollId: c, orderId: c41.order.id, event: 'SYNCED', createdAt: new Date(Date.now() - DAY) },
      { filmRollId: c, orderId: c41.order.id, event: 'SYNCED', createdAt: new Date(Date.now() - 3 * DAY) },
    ]);
    await h.event(c41.order.id, 'DEVELOPED', [c]); // drops the stats' copy

    const res = await call('GET', '/public/general-stats');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats).toEqual({
      turnaround: {
        overall: { totalOutstanding: 5, estimatedDays: 2 },
        'E-6': { totalOutstanding: 2 },
        'ECN-2': { totalOutstanding: 1 },
      },
      rsct: 1,
      rdt: 3,
      rst: 1,
      rsy: 1,
      obl: expect.objectContaining({ [location!.name]: 1 }),
    });
    expect(Object.values(stats.obl).every((n) => typeof n === 'number')).toBe(true);
  });
});

describe('estimated ready dates from the live queue', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: Who;
  let h: ReturnType<typeof helpers>;
  const today = () => labDay(new Date(), 'America/New_York');

  beforeAll(async () => {
    const made = await setUp();
    ({ t, call, staff } = made);
    h = helpers(t, call, staff);
    // The lab's pace: 20 C-41 rolls scanned in the window (2 a business day); 60 standard rolls waiting.
    const someone = await h.buyer();
    const past = new Date(Date.now() - 3 * DAY);
    const scanned = await t.database.db
      .insert(filmRolls)
      .values(
        Array.from({ length: 20 }, () => ({
          customerId: someone.id,
          status: 'SCANNED',
          receivedAt: past,
          scannedAt: past,
        })),
      )
      .returning({ id: filmRolls.id });
    await t.database.db
      .insert(rollEvents)
      .values(scanned.map((roll) => ({ filmRollId: roll.id, event: 'SCANNED', createdAt: past })));
    await t.database.db
      .insert(filmRolls)
      .values(Array.from({ length: 60 }, () => ({ customerId: someone.id, status: 'RECEIVED', receivedAt: past })));
  });
  afterAll(() => t.close());

  it('the summary shows each roll’s date and the order’s: behind the queue, rush and priority ahead of it', async () => {
    const me = await h.buyer();
    const made = await h.order(me, [ROLL, { ...ROLL, rush: true }]);
    const [plain, rushed] = made.rolls.map((roll) => roll.id) as [number, number];
    await h.event(made.order.id, 'RECEIVED');
    const summary = (await call('GET', `/users/${me.id}/orders/${made.order.id}`, me.token)).json();
    // 60 standard rolls ahead at 2 a day: 31 business days; the rush roll passes them: the minimum.
    const late = addBusinessDays(today(), 31);
    const byId = Object.fromEntries(
      summary.rolls.map((roll: { id: number; estimatedReadyOn: string }) => [roll.id, roll.estimatedReadyOn]),
    );
    expect(byId[plain]).toBe(late);
    expect(byId[rushed]).toBe(addBusinessDays(today(), 2));
    expect(summary.eta).toEqual({ readyOn: late, businessDays: 31 });
    // Staff see the same under the customer.
    const mirror = (await call('GET', `/users/${me.id}/orders/${made.order.id}`, staff.token)).json();
    expect(mirror.eta).toEqual(summary.eta);

    // A Very Nice member's roll waits in the priority queue.
    const vip = await h.buyer({ plan: 'VERY_NICE_2025' });
    const theirs = await h.order(vip, [ROLL]);
    const vipSummary = (await call('GET', `/users/${vip.id}/orders/${theirs.order.id}`, vip.token)).json();
    expect(vipSummary.eta.readyOn).toBe(addBusinessDays(today(), 2));

    // Scanned rolls are ready: no date; the lab-wide turnaround counts the queue.
    await h.event(made.order.id, 'SCANNED');
    const done = (await call('GET', `/users/${me.id}/orders/${made.order.id}`, me.token)).json();
    expect(done.eta).toBeNull();
    const stats = (await call('GET', '/public/general-stats')).json();
    expect(stats.turnaround.overall).toEqual({
      totalOutstanding: 60,
      estimatedDays: labTurnaroundDays(60, { businessDays: 10, scanned: 20, scannedByProcess: {} }),
    });
    expect(stats.turnaround.overall.estimatedDays).toBe(30);
  });
});

describe('the status link and add-rush', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: Who;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    const made = await setUp();
    ({ t, call, staff } = made);
    h = helpers(t, call, staff);
  });
  afterAll(() => t.close());

  it('e-mails carry a status link that shows stages and the ETA, and nothing personal', async () => {
    const me = await h.buyer();
    const made = await h.order(me, [ROLL, { ...ROLL, process: 'E-6', model: 'Ektachrome' }]);
    const orderId = made.order.id;
    await h.event(orderId, 'RECEIVED');
    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, me.email));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    const links = mails.map((mail) => mail.text.match(/\/orders\/(\d+)\?token=([A-Za-z0-9_-]+)/));
    for (const link of links) expect(link?.[1]).toBe(String(orderId));
    const token = links[0]![2]!;

    const anonymous = await call('GET', `/public/orders/${orderId}`);
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

    const wrong = await call('GET', `/public/orders/${orderId}?token=${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(403);
    const other = await h.order(me, [ROLL]);
    expect((await call('GET', `/public/orders/${other.order.id}?token=${token}`)).statusCode).toBe(403);
    expect((await call('GET', `/public/orders/${orderId}?token=bad!`)).statusCode).toBe(400);

    const tracked = await call('GET', `/public/orders/${orderId}?token=${token}`);
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
    const me = await h.buyer({ plan: 'NICE_2025', rushCredits: 1 });
    const made = await h.order(me, [ROLL, ROLL, ROLL]);
    const [a, b, c] = made.rolls.map((roll) => roll.id) as [number, number, number];
    const path = `/users/${me.id}/orders/${made.order.id}/add-rush`;

    const added = await call('POST', path, me.token, { rollIds: [a, b] });
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
    expect((await call('POST', path, me.token, { rollIds: [a] })).statusCode).toBe(409);
    const stray = await call('POST', path, me.token, { rollIds: [999_999] });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors[0]).toMatch(/^rollIds/);
    const stranger = await h.buyer();
    expect((await call('POST', path, stranger.token, { rollIds: [c] })).statusCode).toBe(403);
    const theirPath = `/users/${stranger.id}/orders/${made.order.id}/add-rush`;
    expect((await call('POST', theirPath, stranger.token, { rollIds: [c] })).statusCode).toBe(404);
    expect((await call('POST', path, me.token, { rollIds: [] })).statusCode).toBe(400);

    // A scanned roll is refused.
    await h.event(made.order.id, 'SCANNED', [c]);
    const scanned = await call('POST', path, me.token, { rollIds: [c] });
    expect(scanned.statusCode).toBe(409);
    expect(scanned.json().message).toMatch(/scanned/);

    // The customer pays the order with the difference.
    const pay = await call('PUT', `/orders/${made.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(t),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().order.total).toBe(result.order.order.total);

    // A paid order takes rush too: invoiced the difference (the adjustment steps), paid by card.
    const more = await h.order(me, [ROLL]);
    const firstPay = await call('PUT', `/orders/${more.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(t),
    });
    expect(firstPay.statusCode, firstPay.body).toBe(200);
    const paidTotal = firstPay.json().order.total as number;
    const morePath = `/users/${me.id}/orders/${more.order.id}/add-rush`;
    const late = await call('POST', morePath, me.token, { rollIds: [more.rolls[0]!.id] });
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
    expect((await call('POST', morePath, me.token, { rollIds: [more.rolls[0]!.id] })).statusCode).toBe(409);
    const second = await call('PUT', `/orders/${more.order.id}/attach-payment`, me.token, {
      paymentId: await cardToken(t),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().order.status).toBe('PAID');
    expect(second.json().order.total).toBe(invoiced.order.total);
    // A canceled order takes no rush.
    const dropped = await h.order(me, [ROLL]);
    expect((await call('PUT', `/orders/${dropped.order.id}/cancel`, me.token)).statusCode).toBe(200);
    const canceled = await call('POST', `/users/${me.id}/orders/${dropped.order.id}/add-rush`, me.token, {
      rollIds: [dropped.rolls[0]!.id],
    });
    expect(canceled.statusCode).toBe(409);
    // Staff may add rush for the customer (admin mirror).
    const open = await h.order(me, [ROLL]);
    const byStaff = await call('POST', `/users/${me.id}/orders/${open.order.id}/add-rush`, staff.token, {
      rollIds: [open.rolls[0]!.id],
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
  });
});
