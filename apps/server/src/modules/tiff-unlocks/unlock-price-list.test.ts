// A TIFF unlock costs what the lab's price list in force says (the service `tiffUnlock`): staff change
// it in a draft and activate it; an unlock order keeps the list it was made with when it is paid.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.js';
import { priceLists } from '../../db/schema/price-lists.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { seedServices } from '../../db/seed/services.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, cardToken } from '../orders/order-test-helpers.js';
import { buildRoll, insertFrames } from '../scans/test-library.js';

describe('the TIFF unlock price, from the price list', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedPriceLists(t.database.db);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  /** A non-member with an NYC address and two frames. */
  async function buyer() {
    const built = await buildUser(t.database.db, { config: t.config, active: false });
    const me = { id: built.user.id, token: built.token };
    expect((await call('POST', `/users/${me.id}/address`, me.token, NYC)).statusCode).toBe(201);
    const roll = await buildRoll(t.database.db, me.id, { name: 'Winter' });
    const frames = await insertFrames(t.database.db, { customerId: me.id, rollId: roll.id, names: ['a.jpg', 'b.jpg'] });
    return { ...me, frames };
  }
  const unlock = (me: { id: number; token: string }, scanIds: number[], pricePerUnlock: number) =>
    call('PUT', `/users/${me.id}/scans/unlock-scans`, me.token, { scanIds, pricePerUnlock });
  async function activate(cents: number) {
    const { id } = (await call('POST', '/price-lists', staff.token)).json();
    const put = await call('PUT', `/price-lists/${id}`, staff.token, {
      prices: [{ service: 'tiffUnlock', tier: 'NON_MEMBER', cents }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().entries.prices.tiffUnlock.NON_MEMBER).toBe(cents);
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);
  }

  it('is the active list’s: the public list shows it, a new price is charged, an order keeps its own', async () => {
    const publicList = (await call('GET', '/public/price-list')).json();
    expect(publicList.entries.prices.tiffUnlock).toEqual({
      NON_MEMBER: 299,
      NICE_2025: 299,
      VERY_NICE_2025: 0,
      SUPER_NICE_2025: 0,
    });
    const early = await buyer();
    const before = await unlock(early, early.frames, 299);
    expect(before.statusCode, before.body).toBe(200);
    const earlyOrder = before.json().orderId as number;

    await activate(349);
    const me = await buyer();
    const stale = await unlock(me, me.frames, 299);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual(['pricePerUnlock: is $3.49 per frame, not $2.99']);
    const made = await unlock(me, me.frames, 349);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ pricePerUnlock: 349, total: 698 });

    // Paid after the change, the first order is charged at the list it was made with.
    const paid = await call('PUT', `/orders/${earlyOrder}/attach-payment`, early.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = (await call('GET', `/users/${early.id}/orders/${earlyOrder}`, early.token)).json().order;
    expect(order).toMatchObject({ status: 'PAID', subtotal: 598 });
  });

  it('is added by the migration to a list made before it, at the price charged then', async () => {
    const [list] = await t.database.db.select().from(priceLists).limit(1);
    await t.database.db.execute(
      sql`UPDATE price_lists SET entries = entries #- '{prices,tiffUnlock}' WHERE id = ${list!.id}`,
    );
    const migration = readFileSync(path.join(migrationsFolder, '0035_tiff_unlock_price.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    const [after] = await t.database.db.select().from(priceLists).where(eq(priceLists.id, list!.id));
    expect(after!.entries.prices.tiffUnlock).toEqual({
      NON_MEMBER: 299,
      NICE_2025: 299,
      VERY_NICE_2025: 0,
      SUPER_NICE_2025: 0,
    });
  });
});
