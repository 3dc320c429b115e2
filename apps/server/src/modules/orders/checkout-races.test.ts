import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import { promoRedemptions } from '../../db/schema/promo-redemptions.js';
import { promos } from '../../db/schema/promos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer, film, openOrder, promo, savedCard, variantStock } from './order-test-helpers.js';

// Concurrency: many buyers paying at once never oversell and never use a one-time code twice.
describe('checkout races', () => {
  let t: TestApp;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    staff = await admin(t);
  });
  afterAll(() => t.close());

  async function payAll(buyer: { id: number; token: string }, orderIds: number[]) {
    const card = await savedCard(t, buyer);
    return Promise.all(
      orderIds.map((id) =>
        api(t)('PUT', `/orders/${id}/attach-payment`, buyer.token, { paymentId: card }).then((r) => r.statusCode),
      ),
    );
  }

  it(
    '200 concurrent checkouts of a product with stock 50: exactly 50 paid, stock 0',
    { timeout: 120_000 },
    async () => {
      const item = await film(t, staff.token, 50);
      const buyer = await customer(t);
      const ids: number[] = [];
      for (let i = 0; i < 200; i++) ids.push((await openOrder(t, buyer.token, item)).id);
      const statuses = await payAll(buyer, ids);
      expect(statuses.filter((s) => s === 200)).toHaveLength(50);
      expect(statuses.filter((s) => s === 409)).toHaveLength(150);
      expect(await variantStock(t, item.variantId)).toBe(0);
      const [paid] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.status, 'PAID'));
      expect(paid!.n).toBe(50);
    },
  );

  it('50 parallel checkouts with one one-time code: applied exactly once', { timeout: 120_000 }, async () => {
    const item = await film(t, staff.token, 1000);
    const once = await promo(t, { amountOff: 300, maxUses: 1, oncePerCustomer: false });
    const buyer = await customer(t);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push((await openOrder(t, buyer.token, item, { promoCode: once.code })).id);
    const statuses = await payAll(buyer, ids);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [row] = await t.database.db.select().from(promos).where(eq(promos.id, once.id));
    expect(row!.usedCount).toBe(1);
    const [used] = await t.database.db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoId, once.id));
    expect(used!.n).toBe(1);
    expect(await variantStock(t, item.variantId)).toBe(999);
  });
});
