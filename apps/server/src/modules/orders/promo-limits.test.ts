import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoRedemptions } from '../../db/schema/promo-redemptions.js';
import { promos } from '../../db/schema/promos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, cardToken, customer, film, openOrder, promo } from './order-test-helpers.js';

// A once-per-customer code (WELCOME10) is once per e-mail for guests, whatever the case of the
// address, under concurrency too; and a member's use counts for the same e-mail as a guest.
describe('once-per-customer promos for guests', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  const guestOrder = (item: { id: number; variantId: number }, email: string, promoCode?: string) =>
    call('POST', '/guest-orders', null, {
      email,
      name: 'Sam Guest',
      address: { line1: NYC.address1, city: NYC.city, state: NYC.state, zip: NYC.zip },
      lines: [{ productId: item.id, variantId: item.variantId, quantity: 1 }],
      ...(promoCode ? { promoCode } : {}),
    });
  const pay = async (order: { id: number }, token: string) =>
    call('PUT', `/guest-orders/${order.id}/attach-payment`, null, { token, paymentId: await cardToken(t) });

  it('gives WELCOME10 to the first of three guest orders with one e-mail only', async () => {
    const item = await film(t, staff.token);
    const welcome = await promo(t, { percentOff: 10, oncePerCustomer: true });
    const first = await guestOrder(item, 'sam@example.test', welcome.code);
    expect(first.json().order.appliedDiscount).toBe(150);
    // Placed before the first is paid: the code is on it, but paying it is refused.
    const second = await guestOrder(item, 'Sam@Example.test', welcome.code);
    expect(second.statusCode).toBe(201);
    expect((await pay(first.json().order, first.json().token)).statusCode).toBe(200);

    const refused = await pay(second.json().order, second.json().token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      `promoCode: ${welcome.code} has already been used with this e-mail address; remove it to pay`,
    ]);
    const third = await guestOrder(item, 'SAM@example.TEST', welcome.code);
    expect(third.statusCode).toBe(400);
    expect(third.json().errors).toEqual([`promoCode: ${welcome.code} has already been used with this e-mail address`]);
    // Another guest may use it.
    const other = await guestOrder(item, 'alex@example.test', welcome.code);
    expect((await pay(other.json().order, other.json().token)).statusCode).toBe(200);
  });

  it('counts plus-addressed and, at Gmail, dotted forms of the address as the same guest', async () => {
    const item = await film(t, staff.token);
    const welcome = await promo(t, { percentOff: 10, oncePerCustomer: true });
    const first = await guestOrder(item, 'sam.guest@gmail.com', welcome.code);
    expect((await pay(first.json().order, first.json().token)).statusCode).toBe(200);
    for (const again of ['sam.guest+2@gmail.com', 'SamGuest@googlemail.com', 's.a.m.g.u.e.s.t+film@gmail.com']) {
      const refused = await guestOrder(item, again, welcome.code);
      expect(refused.statusCode, again).toBe(400);
      expect(refused.json().errors).toEqual([
        `promoCode: ${welcome.code} has already been used with this e-mail address`,
      ]);
    }
    // Plus-addressing elsewhere is one inbox too; dots outside Gmail are not.
    const tagged = await guestOrder(item, 'pat@example.test', welcome.code);
    expect((await pay(tagged.json().order, tagged.json().token)).statusCode).toBe(200);
    expect((await guestOrder(item, 'pat+again@example.test', welcome.code)).statusCode).toBe(400);
    const dotted = await guestOrder(item, 'p.at@example.test', welcome.code);
    expect(dotted.statusCode).toBe(201);
  });

  it('holds under concurrency: three guest orders of one e-mail paid at once, one discount', async () => {
    const item = await film(t, staff.token);
    const welcome = await promo(t, { percentOff: 10, oncePerCustomer: true });
    const orders = await Promise.all([1, 2, 3].map(() => guestOrder(item, 'robin@example.test', welcome.code)));
    const paid = await Promise.all(orders.map((o) => pay(o.json().order, o.json().token)));
    expect(paid.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.database.db.select().from(promos).where(eq(promos.id, welcome.id));
    expect(row!.usedCount).toBe(1);
    const [used] = await t.database.db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoId, welcome.id));
    expect(used!.n).toBe(1);
  });

  it('counts a member’s use against the same e-mail at guest checkout', async () => {
    const item = await film(t, staff.token);
    const welcome = await promo(t, { percentOff: 10, oncePerCustomer: true });
    const member = await customer(t);
    const order = await openOrder(t, member.token, item, { promoCode: welcome.code });
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, member.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const asGuest = await guestOrder(item, member.email.toUpperCase(), welcome.code);
    expect(asGuest.statusCode).toBe(400);
    expect(asGuest.json().errors[0]).toMatch(/has already been used with this e-mail address$/);
  });
});

// Quantity times price never overflows a column: an order above the most one payment can take is a
// 400 naming the line, never a 500.
describe('order size limits', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  const guestOrder = (lines: unknown[]) =>
    call('POST', '/guest-orders', null, {
      email: 'bulk@example.test',
      name: 'Bulk Buyer',
      address: { line1: NYC.address1, city: NYC.city, state: NYC.state, zip: NYC.zip },
      lines,
    });

  it('refuses 30,000 cameras with a 400 naming the line, and takes 30,000 rolls of film', async () => {
    const camera = await film(t, staff.token, 100_000, {
      price: 99_900,
      variants: [{ name: 'Body', price: 99_900, stock: 100_000 }],
    });
    const cameras = await guestOrder([{ productId: camera.id, variantId: camera.variantId, quantity: 30_000 }]);
    expect(cameras.statusCode, cameras.body).toBe(400);
    expect(cameras.json().errors).toEqual([
      'lines.0.quantity: comes to more than $999,999.99, the most one order can be; order fewer',
    ]);

    const rolls = await film(t, staff.token, 100_000);
    const bulk = await guestOrder([{ productId: rolls.id, variantId: rolls.variantId, quantity: 30_000 }]);
    expect(bulk.statusCode, bulk.body).toBe(201);
    expect(bulk.json().order.subtotal).toBe(45_000_000);
  });

  it('refuses lines that are each fine but together too large, and quantities past the cap', async () => {
    const camera = await film(t, staff.token, 100_000, {
      price: 99_900,
      variants: [{ name: 'Body', price: 99_900, stock: 100_000 }],
    });
    const other = await film(t, staff.token, 100_000, {
      price: 99_900,
      variants: [{ name: 'Body', price: 99_900, stock: 100_000 }],
    });
    const together = await guestOrder([
      { productId: camera.id, variantId: camera.variantId, quantity: 600 },
      { productId: other.id, variantId: other.variantId, quantity: 600 },
    ]);
    expect(together.statusCode).toBe(400);
    expect(together.json().errors[0]).toMatch(/^lines: the order comes to more than \$999,999\.99/);
    const capped = await guestOrder([{ productId: camera.id, variantId: camera.variantId, quantity: 100_001 }]);
    expect(capped.statusCode).toBe(400);
    expect(capped.json().errors).toEqual(['lines.0.quantity: must be at most 100000']);
  });
});
