// Two app processes on one database: a price list activated on one is what the other prices with
// within 5 seconds, even when the other never hears the announcement (each has a bus of its own here).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { createTestApp, secondProcess, type TestApp } from '../../test/test-app.js';
import { admin, api } from '../orders/order-test-helpers.js';

describe('a price change on one process shows on another within 5 s', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPriceLists(t.database.db);
    second = await secondProcess(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('the second process answers the new list within 5 s', async () => {
    const call = api(t);
    const callSecond = api({ ...t, app: second });
    const staff = await admin(t);
    const devScan = async () =>
      (await callSecond('GET', '/public/price-list')).json().entries.prices.devScan.NON_MEMBER as number;
    // The second process holds a copy of the old list.
    expect(await devScan()).toBe(1799);

    const { id } = (await call('POST', '/price-lists', staff.token)).json();
    await call('PUT', `/price-lists/${id}`, staff.token, {
      prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: 1899 }],
    });
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);
    const changedAt = Date.now();
    while ((await devScan()) !== 1899) {
      expect(Date.now() - changedAt).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now() - changedAt).toBeLessThan(5_000);
    // The first process dropped its own copy at once.
    expect((await call('GET', '/public/price-list')).json().id).toBe(id);
  });
});
