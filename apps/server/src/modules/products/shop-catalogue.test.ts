import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  // A built web app as far as the server reads it: the shell and the client's route patterns.
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-shop-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Shop</title></head><body></body></html>');
    writeFileSync(path.join(dist, 'route-patterns.json'), JSON.stringify(['/', '/products/:productName']));
    t = await createTestApp({ WEB_DIST: dist });
    await seedDatabase({ db: t.database.db, config: { seedDemo: false }, blobs: createBlobStore(t.config) });
    ({ admin, customer } = await buildCallers(t));
    call = caller(t);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

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
      const found = await call('GET', `/products/slug/${product.slug}`);
      expect(found.statusCode, product.slug).toBe(200);
      expect(found.json().product.id).toBe(product.id);
      // The page itself, as a browser or a crawler asks for it, with the product's own title.
      const page = await t.app.inject(`/products/${product.slug}`);
      expect(page.statusCode, product.slug).toBe(200);
      expect(page.body).toContain(`<title>${product.name.replace(/&/g, '&amp;')} — `);
    }
    // An old link made from the name still opens the page (which moves on to the slug); no product, a 404.
    expect((await t.app.inject('/products/Dev-+-Scan-(C-41%2FBW)-Gift-Card')).statusCode).toBe(200);
    expect((await t.app.inject('/products/no-such-film')).statusCode).toBe(404);
    expect((await t.app.inject('/products/all')).statusCode).toBe(200);
  });
});
