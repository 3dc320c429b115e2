import { QUICK_SEARCH_LIMIT } from '@filmlab/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import { shipments } from '../../db/schema/shipments.js';
import { users } from '../../db/schema/users.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;

describe('the orders board, bulk actions and quick search', () => {
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

  async function order(who: { id: number; token: string }, rolls: Array<Record<string, unknown>> = [ROLL]) {
    const res = await call('POST', `/users/${who.id}/orders`, who.token, {
      rolls,
      inbound: { method: 'DROP_OFF' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.id as number;
  }

  it('refuses customers, vendors and messengers on every board route', async () => {
    const me = await customer(t);
    const id = await order(me);
    for (const role of ['CUSTOMER', 'VENDOR', 'MESSENGER'] as const) {
      const other =
        role === 'CUSTOMER' ? { token: me.token } : await buildUser(t.database.db, { config: t.config, role });
      expect((await call('GET', '/orders/board', other.token)).statusCode).toBe(403);
      expect((await call('GET', '/orders/quick-search?search=10', other.token)).statusCode).toBe(403);
      const bulk = await call('POST', '/orders/bulk', other.token, { action: 'receive', orderIds: [id] });
      expect(bulk.statusCode).toBe(403);
    }
    expect((await call('GET', '/orders/board', null)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.receivedAt).toBeNull();
  });

  it('filters by roll stage, process and rush, counts by status and pages by keyset', async () => {
    const me = await customer(t);
    const e6 = await order(me, [{ ...ROLL, process: 'E-6', rush: true }]);
    const plain = [await order(me), await order(me), await order(me)];
    const page = await call('GET', '/orders/board?process=E-6&rush=true', staff.token);
    expect(page.statusCode, page.body).toBe(200);
    const ids = page.json().orders.map((o: { id: number }) => o.id);
    expect(ids).toContain(e6);
    for (const id of plain) expect(ids).not.toContain(id);
    expect(page.json().orders.find((o: { id: number }) => o.id === e6)).toMatchObject({
      orderNumber: `10${e6}`,
      customerId: me.id,
      stage: 'CREATED',
      processes: ['E-6'],
      rush: true,
      rolls: 1,
    });
    expect(page.json().counts.total).toBe(ids.length);

    // Keyset: pages of two, newest first, never repeating an order, until the last.
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const res = await call('GET', `/orders/board?limit=2${after ? `&after=${after}` : ''}`, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().orders.map((o: { id: number }) => o.id));
      after = res.json().nextCursor;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.indexOf(plain[2]!)).toBeLessThan(seen.indexOf(plain[0]!));
    const all = await call('GET', '/orders/board', staff.token);
    expect(seen.length).toBe(all.json().counts.total);
    expect(all.json().counts.byStatus.OPEN).toBeGreaterThanOrEqual(4);

    const oldest = await call('GET', '/orders/board?sort=oldest&limit=1', staff.token);
    expect(oldest.json().orders[0].id).toBe(seen.at(-1));
  });

  it('receives several orders at once, each with its own result, and the stats follow', async () => {
    const me = await customer(t);
    const ids = [await order(me, [ROLL, ROLL]), await order(me), await order(me)];
    const before = (await call('GET', '/public/general-stats', null)).json();
    const res = await call('POST', '/orders/bulk', staff.token, { action: 'receive', orderIds: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual(ids.map((orderId) => ({ orderId, ok: true, status: 'OPEN', error: null })));
    const after = (await call('GET', '/public/general-stats', null)).json();
    expect(after.turnaround.overall.totalOutstanding).toBe(before.turnaround.overall.totalOutstanding + 4);

    // Again: every roll was received, so each order says so and nothing moves.
    const again = await call('POST', '/orders/bulk', staff.token, { action: 'receive', orderIds: [ids[0], 999999] });
    expect(again.json().results).toEqual([
      { orderId: ids[0], ok: false, status: 'OPEN', error: 'Every roll of this order was already received' },
      { orderId: 999999, ok: false, status: null, error: 'Order not found' },
    ]);

    const developed = await call('POST', '/orders/bulk', staff.token, {
      action: 'add-rolls-event',
      event: 'DEVELOPED',
      orderIds: ids.slice(0, 2),
    });
    expect(developed.json().results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const stage = await call('GET', `/orders/board?stage=DEVELOPED`, staff.token);
    const onStage = stage.json().orders.map((o: { id: number }) => o.id);
    expect(onStage).toEqual(expect.arrayContaining(ids.slice(0, 2)));
    expect(onStage).not.toContain(ids[2]);

    // Complete takes paid orders only: an open one is refused on its own.
    await t.database.db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, ids[0]!));
    const complete = await call('POST', '/orders/bulk', staff.token, { action: 'complete', orderIds: ids.slice(0, 2) });
    const results = complete.json().results;
    expect(results[0]).toMatchObject({ ok: true, status: 'COMPLETE' });
    expect(results[1]).toMatchObject({ ok: false, status: 'OPEN', error: expect.any(String) });
  });

  it('says which field is wrong', async () => {
    const bad = await call('POST', '/orders/bulk', staff.token, { action: 'add-rolls-event', orderIds: [1] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toMatch(/event/);
    const empty = await call('POST', '/orders/bulk', staff.token, { action: 'receive', orderIds: [] });
    expect(empty.json().errors.join()).toMatch(/orderIds/);
    const cursor = await call('GET', '/orders/board?after=nope', staff.token);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().errors.join()).toMatch(/after/);
    const blank = await call('GET', '/orders/quick-search?search=%20%20', staff.token);
    expect(blank.statusCode).toBe(400);
  });

  it('finds orders by number, by any part of a name or e-mail, and by tracking number', async () => {
    const made = await buildUser(t.database.db, {
      config: t.config,
      firstName: 'Dorothea',
      lastName: 'Quicksilver',
      email: 'dorothea.q@studio.test',
    });
    const me = { id: made.user.id, token: made.token };
    const first = await order(me);
    const second = await order(me);
    const stranger = await order(await customer(t));
    await t.database.db.insert(shipments).values({
      orderId: stranger,
      customerId: null,
      method: 'PREPAID_LABEL',
      trackingNumber: '9400111899223344556677',
    });

    const byName = (await call('GET', '/orders/quick-search?search=ksilv', staff.token)).json();
    expect(byName.count).toBe(2);
    expect(byName.orders.map((o: { id: number }) => o.id)).toEqual([second, first]);
    expect(byName.orders[0]).toMatchObject({ customerId: me.id, customerName: 'Dorothea Quicksilver', status: 'OPEN' });

    const byEmail = (await call('GET', '/orders/quick-search?search=STUDIO.TEST', staff.token)).json();
    expect(byEmail.orders.map((o: { id: number }) => o.id)).toEqual([second, first]);

    const byNumber = (await call('GET', `/orders/quick-search?search=10${first}`, staff.token)).json();
    expect(byNumber.orders.map((o: { id: number }) => o.id)).toContain(first);

    const byTracking = (await call('GET', '/orders/quick-search?search=899223344', staff.token)).json();
    expect(byTracking.orders.map((o: { id: number }) => o.id)).toEqual([stranger]);

    // Past the first page, the count still counts every match, each once (the first order is also
    // found by its shipment's tracking number).
    await t.database.db.insert(shipments).values({
      orderId: first,
      customerId: me.id,
      method: 'PREPAID_LABEL',
      trackingNumber: 'QUICKSILVER7',
    });
    for (let i = 0; i < QUICK_SEARCH_LIMIT; i++) await order(me);
    const many = (await call('GET', '/orders/quick-search?search=Quicksilver', staff.token)).json();
    expect(many.orders).toHaveLength(QUICK_SEARCH_LIMIT);
    expect(many.count).toBe(QUICK_SEARCH_LIMIT + 2);

    // LIKE's own characters are searched for as text.
    const none = (await call('GET', '/orders/quick-search?search=%25%25_', staff.token)).json();
    expect(none).toEqual({ orders: [], count: 0 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.email).toBe('dorothea.q@studio.test');
  });
  it("lists paid guest shop orders with the guest's name and e-mail, not unpaid checkouts, and staff open them", async () => {
    const guestOrder = async (status: 'OPEN' | 'PAID', email: string) => {
      const [row] = await t.database.db
        .insert(orders)
        .values({
          guest: true,
          status,
          total: 1899,
          guestEmail: email,
          guestAddressData: {
            name: 'Rosalind Guest',
            address1: '2 Side St',
            city: 'Queens',
            state: 'NY',
            zip: '11101',
          },
          paidAt: status === 'PAID' ? new Date() : null,
        })
        .returning({ id: orders.id });
      return row!.id;
    };
    const paid = await guestOrder('PAID', 'rosalind@guest.test');
    const unpaid = await guestOrder('OPEN', 'left-behind@guest.test');
    const board = await call('GET', '/orders/board?limit=100', staff.token);
    expect(board.statusCode, board.body).toBe(200);
    const rows = board.json().orders as Array<{ id: number }>;
    expect(rows.find((o) => o.id === paid)).toMatchObject({
      orderNumber: `10${paid}`,
      customerId: null,
      guest: true,
      customerName: 'Rosalind Guest',
      customerEmail: 'rosalind@guest.test',
      status: 'PAID',
      total: 1899,
      rolls: 0,
    });
    expect(rows.map((o) => o.id)).not.toContain(unpaid);
    // The PAID tab finds it too, and its count counts it.
    const paidTab = (await call('GET', '/orders/board?status=PAID&limit=100', staff.token)).json();
    expect(paidTab.orders.map((o: { id: number }) => o.id)).toContain(paid);
    expect(paidTab.counts.byStatus.PAID).toBe(paidTab.counts.total);
    // Staff open it where the board links it (/orders/{id}).
    const opened = await call('GET', `/orders/${paid}`, staff.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().order).toMatchObject({ id: paid, status: 'PAID' });
  });

  it("finds a paid guest's shop order by the guest's name, e-mail or its number, with no customer", async () => {
    const [paid] = await t.database.db
      .insert(orders)
      .values({
        guest: true,
        status: 'PAID',
        total: 2599,
        guestEmail: 'wanderer@elsewhere.test',
        guestAddressData: {
          name: 'Ottilie Wanderer',
          address1: '1 Main St',
          city: 'Brooklyn',
          state: 'NY',
          zip: '11201',
        },
        paidAt: new Date(),
      })
      .returning({ id: orders.id });
    const expected = {
      id: paid!.id,
      customerId: null,
      customerName: 'Ottilie Wanderer',
      guest: true,
      status: 'PAID',
      total: 2599,
    };
    for (const search of ['ttilie wand', 'ELSEWHERE.test', `10${paid!.id}`]) {
      const found = (
        await call('GET', `/orders/quick-search?search=${encodeURIComponent(search)}`, staff.token)
      ).json();
      expect(found.orders, search).toEqual([expect.objectContaining(expected)]);
      expect(found.count, search).toBe(1);
    }
  });
});
