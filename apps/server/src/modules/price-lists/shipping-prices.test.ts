// The prepaid FedEx Ground label and the shop's shipping line are rows of the price list
// (`prepaidLabel`, `cartShipping`): orders made after a change pay the new prices, and an order
// keeps the list it was made with when it is priced again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.js';
import { priceLists } from '../../db/schema/price-lists.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, customer, film, openOrder } from '../orders/order-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;

describe('shipping prices from the price list', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
    await seedPriceLists(t.database.db);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  const activate = async (prices: unknown[]) => {
    const { id } = (await call('POST', '/price-lists', staff.token)).json();
    const put = await call('PUT', `/price-lists/${id}`, staff.token, { prices });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);
  };
  const labelled = async (me: { id: number; token: string }) => {
    expect((await call('POST', `/users/${me.id}/address`, me.token, NYC)).statusCode).toBe(201);
    const res = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: [ROLL],
      negativesAction: 'TOSS',
      inbound: { method: 'PREPAID_LABEL' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lines = res.json().order.lines as Array<{ sku: string; unitAmount: number }>;
    return lines.find((line) => line.sku === 'prepaidlabelfedexground')?.unitAmount;
  };

  it('charges the shop’s shipping and the FedEx Ground label of the list in force; an order keeps its own', async () => {
    const item = await film(t, staff.token);
    const early = await customer(t);
    const before = await openOrder(t, early.token, item);
    const read = async (who: { token: string }, id: number) =>
      (await call('GET', `/orders/${id}`, who.token)).json().order as { shipping: number; subtotal: number };
    expect((await read(early, before.id)).shipping).toBe(999);
    expect(await labelled(await customer(t))).toBe(1499);

    await activate([
      { service: 'cartShipping', tier: 'NON_MEMBER', cents: 1199 },
      { service: 'prepaidLabel', tier: 'NON_MEMBER', cents: 1599 },
    ]);
    const later = await customer(t);
    const after = await openOrder(t, later.token, item);
    expect((await read(later, after.id)).shipping).toBe(1199);
    expect(await labelled(await customer(t))).toBe(1599);

    // Priced again (a line changed), the earlier order charges the shipping of the list it was made with.
    const changed = await call('PUT', `/orders/${before.id}`, early.token, {
      lines: [{ productId: item.id, variantId: item.variantId, quantity: 2 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await read(early, before.id)).toMatchObject({ shipping: 999, subtotal: 3000 });
  });

  it('are added by the migration to a list made before them, at the prices charged then', async () => {
    const [list] = await t.database.db.select().from(priceLists).limit(1);
    await t.database.db.execute(
      sql`UPDATE price_lists SET entries = entries #- '{prices,prepaidLabel}' #- '{prices,cartShipping}' WHERE id = ${list!.id}`,
    );
    const migration = readFileSync(path.join(migrationsFolder, '0038_shipping_prices.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));
    const [after] = await t.database.db.select().from(priceLists).where(eq(priceLists.id, list!.id));
    const every = (cents: number) => ({
      NON_MEMBER: cents,
      NICE_2025: cents,
      VERY_NICE_2025: cents,
      SUPER_NICE_2025: cents,
    });
    expect(after!.entries.prices.prepaidLabel).toEqual(every(1499));
    expect(after!.entries.prices.cartShipping).toEqual(every(999));
  });
});
