import { PRODUCT_PAGE_SIZE } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addToCollection,
  buildCallers,
  caller,
  makeCollection,
  makeProduct,
  type Caller,
  type MadeProduct,
} from './catalogue-test-helpers.js';

type Listed = {
  id: number;
  name: string;
  variants: Array<{ id: number; name: string; price: number; memberPrice: number | null }>;
  images: unknown[];
  accessPhase: string;
};

describe('products: reading the catalogue', () => {
  let t: TestApp;
  let admin: Caller;
  let customer: Caller;
  let call: ReturnType<typeof caller>;
  let shelf: { id: number; slug: string };
  let shelfProducts: MadeProduct[];
  let hidden: MadeProduct;
  let inactive: MadeProduct;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, customer } = await buildCallers(t));
    call = caller(t);
    shelf = await makeCollection(t, admin.token, { name: 'Colour Negative 35' });
    shelfProducts = [];
    for (let i = 0; i < PRODUCT_PAGE_SIZE + 2; i += 1) {
      const product = await makeProduct(t, admin.token);
      await addToCollection(t, admin.token, shelf.id, product.id);
      shelfProducts.push(product);
    }
    hidden = await makeProduct(t, admin.token, { visibility: 'NONE' });
    inactive = await makeProduct(t, admin.token, { active: false });
    await addToCollection(t, admin.token, shelf.id, hidden.id);
    await addToCollection(t, admin.token, shelf.id, inactive.id);
  });
  afterAll(() => t.close());

  const list = async (query: string, token?: string) => {
    const res = await call('GET', `/products?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { products: Listed[]; count: number; hasMore: boolean };
  };

  it('pages a collection 18 at a time in its order, with variants, and says when more follow', async () => {
    const first = await list(`collection=${shelf.slug}`);
    expect(first.products).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(first.count).toBe(PRODUCT_PAGE_SIZE + 2);
    expect(first.hasMore).toBe(true);
    expect(first.products.map((p) => p.id)).toEqual(shelfProducts.slice(0, PRODUCT_PAGE_SIZE).map((p) => p.id));
    expect(first.products[0]!.variants.map((v) => [v.name, v.price, v.memberPrice])).toEqual([
      ['Single Roll', 1500, 1300],
      ['5 Pack', 7000, 6000],
    ]);
    expect(first.products[0]).toMatchObject({ accessPhase: 'NONE', images: [] });

    const second = await list(`collection=${shelf.id}&offset=${PRODUCT_PAGE_SIZE}`);
    expect(second.products.map((p) => p.id)).toEqual(shelfProducts.slice(PRODUCT_PAGE_SIZE).map((p) => p.id));
    expect(second).toMatchObject({ count: PRODUCT_PAGE_SIZE + 2, hasMore: false });

    const past = await list(`collection=${shelf.id}&offset=100`);
    expect(past).toEqual({ products: [], count: PRODUCT_PAGE_SIZE + 2, hasMore: false });
    const small = await list(`collection=${shelf.id}&limit=5&offset=5`);
    expect(small.products.map((p) => p.id)).toEqual(shelfProducts.slice(5, 10).map((p) => p.id));
  });

  it('follows the collection order after a reorder', async () => {
    const ids = shelfProducts.map((p) => p.id).reverse();
    const all = [...ids, hidden.id, inactive.id];
    const res = await call('PUT', `/product-collections/${shelf.id}/products/reorder`, admin.token, {
      productIds: all,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await list(`collection=${shelf.slug}&limit=100`);
    expect(page.products.map((p) => p.id)).toEqual(ids);
  });

  it('looks products up by ids for the cart, hiding what visitors may not see', async () => {
    const wanted = [shelfProducts[3]!.id, shelfProducts[1]!.id, hidden.id, 999999];
    const visitor = await list(`ids=${wanted.join(',')}`);
    expect(visitor.products.map((p) => p.id).sort()).toEqual([shelfProducts[1]!.id, shelfProducts[3]!.id].sort());
    const asAdmin = await list(`ids=${wanted.join(',')}`, admin.token);
    expect(asAdmin.products.map((p) => p.id)).toContain(hidden.id);
    expect((await list('ids=')).products).toEqual([]);
    const bad = await call('GET', '/products?ids=1,two');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^ids: /);
  });

  it('hides products with visibility NONE or inactive from visitors and customers, not from admins', async () => {
    for (const token of [undefined, customer.token]) {
      const page = await list(`collection=${shelf.id}&limit=100`, token);
      expect(page.count).toBe(shelfProducts.length);
      expect(page.products.map((p) => p.id)).not.toContain(hidden.id);
      for (const product of [hidden, inactive]) {
        expect((await call('GET', `/products/${product.id}`, token)).statusCode).toBe(404);
        expect((await call('GET', `/products/slug/${product.slug}`, token)).statusCode).toBe(404);
      }
    }
    const asAdmin = await list(`collection=${shelf.id}&limit=100`, admin.token);
    expect(asAdmin.count).toBe(shelfProducts.length + 2);
    expect(asAdmin.products.map((p) => p.id)).toEqual(expect.arrayContaining([hidden.id, inactive.id]));
    expect(
      (await list(`collection=${shelf.id}&limit=100&active=false`, admin.token)).products.map((p) => p.id),
    ).toEqual([inactive.id]);
    expect((await call('GET', `/products/${hidden.id}`, admin.token)).json().product.visibility).toBe('NONE');
  });

  it('finds a product by id, by slug and by name from an old URL (dashes as spaces, any case)', async () => {
    const made = await makeProduct(t, admin.token, { name: 'Kodak Tri-X 400 35mm' });
    expect(made.slug).toBe('kodak-tri-x-400-35mm');
    const byId = (await call('GET', `/products/${made.id}`)).json().product;
    expect(byId).toMatchObject({ id: made.id, details: [], collectionIds: [], images: [] });
    expect((await call('GET', `/products/slug/${made.slug}`)).json().product.id).toBe(made.id);
    for (const name of ['Kodak-Tri-X-400-35mm', 'kodak-tri-x-400-35mm', encodeURIComponent('Kodak Tri-X 400 35mm')]) {
      const res = await call('GET', `/products/name/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().product.id).toBe(made.id);
    }
    expect((await call('GET', '/products/name/no-such-film')).statusCode).toBe(404);
    expect((await call('GET', '/products/slug/Kodak-Tri-X-400-35mm')).statusCode).toBe(404);
    // A name that would give the same URL is taken.
    const twin = await call('POST', '/products', admin.token, { name: 'kodak tri x 400 35MM', price: 1 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual(['name: is already taken']);
  });

  it('computes the access phase from the launch dates', async () => {
    const day = 24 * 3600 * 1000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const soon = await makeProduct(t, admin.token, { memberLaunchDate: at(2), publicLaunchDate: at(9) });
    const members = await makeProduct(t, admin.token, { memberLaunchDate: at(-2), publicLaunchDate: at(9) });
    const launched = await makeProduct(t, admin.token, { memberLaunchDate: at(-9), publicLaunchDate: at(-2) });
    const page = await list(`ids=${[soon.id, members.id, launched.id].join(',')}`);
    const phase = Object.fromEntries(page.products.map((p) => [p.id, p.accessPhase]));
    expect(phase).toEqual({ [soon.id]: 'COMING_SOON', [members.id]: 'MEMBERS_ONLY', [launched.id]: 'PUBLIC' });
  });

  it('searches, filters by type and facets, and lists digital, service and print products', async () => {
    const print = await makeProduct(t, admin.token, { name: 'Baryta Print Special', productType: 'PRINT' });
    const digital = await makeProduct(t, admin.token, { name: 'Preset Pack', productType: 'DIGITAL' });
    const service = await makeProduct(t, admin.token, { name: 'Rush Service', productType: 'SERVICE_ADD_ON' });
    expect((await list('search=baryta print')).products.map((p) => p.id)).toEqual([print.id]);
    expect((await list('productType=DIGITAL')).products.map((p) => p.id)).toEqual([digital.id]);
    expect((await call('GET', '/products/print')).json().products.map((p: Listed) => p.id)).toEqual([print.id]);
    expect((await call('GET', '/products/digital')).json().products.map((p: Listed) => p.id)).toEqual([digital.id]);
    expect((await call('GET', '/products/service')).json().products.map((p: Listed) => p.id)).toEqual([service.id]);
    // Wildcards in a search are plain characters.
    expect((await list('search=%25')).products).toEqual([]);

    const kodak = await makeProduct(t, admin.token, { filters: { brand: ['Kodak'], format: ['120'] } });
    const ilford = await makeProduct(t, admin.token, { filters: { brand: ['Ilford'], format: ['120'] } });
    await makeProduct(t, admin.token, { filters: { brand: ['Kodak'], format: ['35mm'] } });
    const facet = (filters: object) => list(`filters=${encodeURIComponent(JSON.stringify(filters))}`);
    expect((await facet({ brand: ['Kodak', 'Ilford'], format: ['120'] })).products.map((p) => p.id).sort()).toEqual(
      [kodak.id, ilford.id].sort(),
    );
    expect((await call('GET', '/products?filters=notjson')).statusCode).toBe(400);
  });

  it('lists the facets and filterable details of a collection', async () => {
    const rack = await makeCollection(t, admin.token, { name: 'Filter Rack' });
    const a = await makeProduct(t, admin.token, { filters: { brand: ['Kodak'], iso: ['400'] } });
    const b = await makeProduct(t, admin.token, { filters: { brand: ['Ilford', 'Kodak'] } });
    const gone = await makeProduct(t, admin.token, { filters: { brand: ['Secret'] }, visibility: 'NONE' });
    for (const product of [a, b, gone]) await addToCollection(t, admin.token, rack.id, product.id);
    const detail = (productId: number, subtitle: string, body: string, filterable: boolean) =>
      call('POST', `/products/${productId}/details`, admin.token, { subtitle, body, filterable });
    expect((await detail(a.id, 'Process', 'C-41', true)).statusCode).toBe(201);
    await detail(b.id, 'Process', 'BW', true);
    await detail(b.id, 'Storage', 'Keep cold', false);
    await detail(gone.id, 'Process', 'E-6', true);

    const res = await call('GET', `/products/filters?collection=${rack.slug}&active=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      filters: { brand: ['Ilford', 'Kodak'], iso: ['400'] },
      details: [{ subtitle: 'Process', values: ['BW', 'C-41'] }],
    });
    expect((await call('GET', '/products/filters?collection=no-such-rack')).statusCode).toBe(404);
  });

  it('shows visitors an admin change at once, though their pages are cached', async () => {
    const product = shelfProducts[0]!;
    const query = `collection=${shelf.slug}&limit=100`;
    const priceOf = async () => (await list(query)).products.find((p) => p.id === product.id)?.variants[0]?.price;
    expect(await priceOf()).toBe(1500);
    expect(await priceOf()).toBe(1500);
    const variantId = product.variants[0]!.id;
    const res = await call('PUT', `/products/${product.id}`, admin.token, {
      variants: { update: [{ id: variantId, price: 1750 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceOf()).toBe(1750);
    await call('DELETE', `/product-collections/${shelf.id}/products/${product.id}`, admin.token);
    expect(await priceOf()).toBeUndefined();
    await addToCollection(t, admin.token, shelf.id, product.id);
    expect(await priceOf()).toBe(1750);
  });

  it('refuses bad list parameters with a 400 naming them', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['offset=-1', 'offset'],
      ['active=maybe', 'active'],
      ['productType=FOOD', 'productType'],
    ] as const) {
      const res = await call('GET', `/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0]).toMatch(new RegExp(`^${field}: `));
    }
    expect((await call('GET', '/products?collection=no-such-shelf')).statusCode).toBe(404);
  });
});
