import { SHOP_PRODUCT_TYPES } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../../adapters/blobs/create-blob-store.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildCallers, caller, type Caller } from './catalogue-test-helpers.js';

type Listed = { id: number; name: string; slug: string; productType: string };

// The seeded catalogue as a new lab opens with it: the starter shop beside the lab's services.
describe('the shop over the seeded catalogue', () => {
  let t: TestApp;
  let admin: Caller;
  let customer: Caller;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDatabase({ db: t.database.db, config: { seedDemo: false }, blobs: createBlobStore(t.config) });
    ({ admin, customer } = await buildCallers(t));
    call = caller(t);
  }, 180_000);
  afterAll(() => t.close());

  const list = async (query: string, token?: string) => {
    const res = await call('GET', `/products?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { products: Listed[] }).products;
  };
  const shopTypes: readonly string[] = SHOP_PRODUCT_TYPES;

  it('lists no lab service as a shop product, to anyone browsing or searching the shop', async () => {
    const services = (await call('GET', '/products/service')).json().products as Listed[];
    expect(services.map((p) => p.name)).toContain('Dev + Scan (C-41/BW)');

    for (const [query, token] of [
      ['active=true&shop=true&limit=100', undefined],
      ['active=true&limit=100', customer.token],
      ['limit=100', undefined],
      ['search=scan&limit=100', undefined],
      ['active=true&shop=true&limit=100', admin.token],
    ] as const) {
      const listed = await list(query, token);
      expect(
        listed.filter((p) => !shopTypes.includes(p.productType)).map((p) => p.name),
        query,
      ).toEqual([]);
    }
    const shop = await list('active=true&shop=true&limit=100');
    expect(shop.length).toBeGreaterThan(5);
    expect(shop.map((p) => p.productType)).toContain('PRODUCT');

    // The admin's catalogue still holds every service, where the lab edits their prices.
    const everything = await list('search=scan&limit=100', admin.token);
    expect(everything.map((p) => p.name)).toContain('Dev + Scan (C-41/BW)');
  });
});
