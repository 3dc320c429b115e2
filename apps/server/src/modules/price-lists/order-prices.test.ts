// A price change reaches the orders made after it; an order made before keeps its prices, also
// when it is re-priced later (rush added).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocations } from '../../db/seed/locations.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;

describe('orders and the price list', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
    await seedPriceLists(t.database.db);
  });
  afterAll(() => t.close());

  type Line = { unitAmount: number; notes: string | null; quantity: number };
  const order = async (me: { id: number; token: string }) => {
    const res = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: [ROLL],
      negativesAction: 'TOSS',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { order: { id: number; subtotal: number; lines: Line[] }; rolls: Array<{ id: number }> };
    return { ...body.order, rolls: body.rolls };
  };
  const devScanLine = (lines: Line[]) => lines.find((line) => /Dev \+ Scan/.test(line.notes ?? ''));

  it('prices a new order from the new list and keeps the old order’s prices', async () => {
    const me = await customer(t);
    const before = await order(me);
    expect(devScanLine(before.lines)?.unitAmount).toBe(1799);

    const staff = await admin(t);
    const { id } = (await call('POST', '/price-lists', staff.token)).json();
    const put = await call('PUT', `/price-lists/${id}`, staff.token, {
      prices: [
        { service: 'devScan', tier: 'NON_MEMBER', cents: 1899 },
        { service: 'rush', tier: 'NON_MEMBER', cents: 1599 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);

    const after = await order(me);
    expect(devScanLine(after.lines)?.unitAmount).toBe(1899);
    expect(after.subtotal).toBe(before.subtotal + 100);

    // Re-pricing the old order (rush added) uses the prices it was made with.
    const rollId = before.rolls[0]!.id;
    const rushed = await call('POST', `/users/${me.id}/orders/${before.id}/add-rush`, me.token, { rollIds: [rollId] });
    expect(rushed.statusCode, rushed.body).toBe(200);
    expect(rushed.json().rush.unitCents).toBe(1499);
    const again = (await call('GET', `/users/${me.id}/orders/${before.id}`, me.token)).json().order as {
      lines: Line[];
    };
    expect(again.lines.find((line) => /Rush/.test(line.notes ?? ''))?.unitAmount).toBe(1499);
    expect(devScanLine(again.lines)?.unitAmount).toBe(1799);
  });
});
