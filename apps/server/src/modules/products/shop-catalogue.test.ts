import { SHOP_PRODUCT_TYPES, isSafeSlug } from '@filmlab/domain';
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

  it('gives every product a safe, unique slug that its page finds, the ones an admin makes too', async () => {
    const made = await call('POST', '/products', admin.token, { name: 'Dev + Scan (C-41/BW) Gift Card', price: 2500 });
    expect(made.statusCode, made.body).toBe(201);
    const twin = await call('POST', '/products', admin.token, { name: 'Dev & Scan: C-41 BW Gift Card', price: 2500 });
    expect(twin.statusCode, twin.body).toBe(201);
    expect([made.json().product.slug, twin.json().product.slug]).toEqual([
      'dev-scan-c-41-bw-gift-card',
      'dev-scan-c-41-bw-gift-card-2',
    ]);
    const unsafe = await call('POST', '/products', admin.token, { name: 'Odd', slug: 'Odd/Slug', price: 100 });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().errors[0]).toMatch(/^slug: /);

    const every = await list('limit=100', admin.token);
    expect(every.length).toBeGreaterThan(20);
    expect(every.filter((p) => !isSafeSlug(p.slug)).map((p) => p.slug)).toEqual([]);
    expect(new Set(every.map((p) => p.slug)).size).toBe(every.length);
    for (const product of await list('active=true&shop=true&limit=100')) {
      const page = await call('GET', `/products/slug/${product.slug}`);
      expect(page.statusCode, product.slug).toBe(200);
      expect(page.json().product.id).toBe(product.id);
    }
  });
});
