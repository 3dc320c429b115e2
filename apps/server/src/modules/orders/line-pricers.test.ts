import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadBuyer } from './buyer.js';
import { LinePricers, type LinePricer } from './line-pricers.js';
import { admin, customer, film, openOrder } from './order-test-helpers.js';
import { recomputeOrder } from './recompute-order.js';

// recomputeOrder asks the line pricer each order kind's module registered (src/modules.ts), so the
// orders module imports none of them; a kind nobody registered must not be priced as a cart.
describe('the line pricers of order kinds', () => {
  let t: TestApp;
  let order: { id: number };
  let buyerId: number;
  let item: { id: number; variantId: number };

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await admin(t);
    item = await film(t, staff.token);
    const buyer = await customer(t);
    buyerId = buyer.id;
    order = await openOrder(t, buyer.token, item);
  });
  afterAll(() => t.close());

  const notMine = (kind: LinePricer['kind']): LinePricer => ({ kind, priceLines: async () => null });

  const recompute = (pricers: LinePricers) =>
    t.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
      const buyer = await loadBuyer(tx, buyerId);
      return recomputeOrder({ tx, order: row!, buyer, promo: null, now: new Date(), pricers });
    });

  it('fails loudly when a kind has no pricer registered, and changes nothing', async () => {
    const pricers = new LinePricers();
    pricers.register(notMine('development'));
    await expect(recompute(pricers)).rejects.toThrow('No line pricer is registered for tiff-unlock orders');
    expect(() => new LinePricers().all()).toThrow('No line pricer is registered for development orders');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.subtotal).toBe(1500);
  });

  it('prices the order with the registered pricer of its kind', async () => {
    const pricers = new LinePricers();
    pricers.register(notMine('development'));
    pricers.register({
      kind: 'tiff-unlock',
      priceLines: async () => ({
        lines: [
          {
            productId: item.id,
            productVariantId: null,
            quantity: 3,
            unitAmount: 250,
            memberPrice: false,
            productType: 'PRODUCT',
            notes: 'priced by its kind',
          },
        ],
      }),
    });
    const { lines, order: priced } = await recompute(pricers);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, unitAmount: 250, notes: 'priced by its kind' });
    expect(priced.subtotal).toBe(750);
  });

  it('prices a cart when no kind claims the order', async () => {
    const pricers = new LinePricers();
    pricers.register(notMine('development'));
    pricers.register(notMine('tiff-unlock'));
    const { lines, order: priced } = await recompute(pricers);
    expect(lines).toMatchObject([{ productId: item.id, quantity: 3, unitAmount: 1500 }]);
    expect(priced.subtotal).toBe(4500);
  });
});
