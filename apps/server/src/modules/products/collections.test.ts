import { collectionSlug } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addToCollection,
  buildCallers,
  caller,
  makeCollection,
  makeProduct,
  type Caller,
} from './catalogue-test-helpers.js';

type Detailed = { collection: { id: number; name: string; slug: string; orderIndex: number }; productCount: number };

describe('product collections', () => {
  let t: TestApp;
  let admin: Caller;
  let customer: Caller;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, customer } = await buildCallers(t));
    call = caller(t);
  });
  afterAll(() => t.close());

  const names = async (query: string, token?: string) => {
    const res = await call('GET', `/product-collections?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().detailedCollections as Detailed[]).map((d) => d.collection.name);
  };

  it('lists collections by orderIndex with product counts; private and inactive ones only to those allowed', async () => {
    const film = await makeCollection(t, admin.token, { name: 'Film Stock', orderIndex: 2 });
    await makeCollection(t, admin.token, { name: 'Books', orderIndex: 0 });
    await makeCollection(t, admin.token, { name: 'Members Corner', orderIndex: 1, private: true });
    await makeCollection(t, admin.token, { name: 'Old Stock', orderIndex: 3, active: false });
    const visible = await makeProduct(t, admin.token);
    const hidden = await makeProduct(t, admin.token, { visibility: 'NONE' });
    await addToCollection(t, admin.token, film.id, visible.id);
    await addToCollection(t, admin.token, film.id, hidden.id);

    expect(await names('active=true')).toEqual(['Books', 'Film Stock']);
    expect(await names('active=true', customer.token)).toEqual(['Books', 'Members Corner', 'Film Stock']);
    expect(await names('', admin.token)).toEqual(['Books', 'Members Corner', 'Film Stock', 'Old Stock']);
    expect(await names('active=true', admin.token)).toEqual(['Books', 'Members Corner', 'Film Stock']);
    expect(await names('active=false', admin.token)).toEqual(['Old Stock']);
    expect(await names('limit=1&offset=1', admin.token)).toEqual(['Members Corner']);

    const list = (await call('GET', '/product-collections?active=true')).json();
    expect(list.count).toBe(2);
    const filmEntry = (list.detailedCollections as Detailed[]).find((d) => d.collection.id === film.id)!;
    expect(filmEntry).toEqual({
      collection: {
        id: film.id,
        name: 'Film Stock',
        slug: 'film-stock',
        orderIndex: 2,
        active: true,
        private: false,
        description: '',
        imageUrl: null,
        imageWidth: null,
        imageSmall: null,
      },
      productCount: 1,
    });
    const asAdmin = (await call('GET', '/product-collections', admin.token)).json().detailedCollections as Detailed[];
    expect(asAdmin.find((d) => d.collection.id === film.id)!.productCount).toBe(2);
  });

  it('finds a collection by id, name and slug, as /collections/{slug} does', async () => {
    const made = await makeCollection(t, admin.token, { name: 'Medium Format Film' });
    expect(made.slug).toBe(collectionSlug('Medium Format Film'));
    for (const url of [
      `/product-collections/${made.id}`,
      '/product-collections/name/medium%20format%20FILM',
      '/product-collections/slug/medium-format-film',
      '/product-collections/slug/Medium-Format-Film',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({ collection: { id: made.id, images: [] }, productCount: 0 });
    }
    const secret = await makeCollection(t, admin.token, { name: 'Secret Shelf', private: true });
    expect((await call('GET', `/product-collections/${secret.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/product-collections/${secret.id}`, customer.token)).statusCode).toBe(200);
    expect((await call('GET', '/product-collections/slug/no-such-shelf')).statusCode).toBe(404);
    expect((await call('GET', `/products?collection=${secret.slug}`)).statusCode).toBe(404);
  });

  it('creates, renames (with a new slug) and deletes collections, admins only', async () => {
    const created = await call('POST', '/product-collections', admin.token, { name: 'Darkroom', description: 'Tools' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, orderIndex } = created.json().collection;
    expect(orderIndex).toBeGreaterThan(0);
    const renamed = await call('PUT', `/product-collections/${id}`, admin.token, {
      name: 'Darkroom Tools',
      orderIndex: 0,
    });
    expect(renamed.json().collection).toMatchObject({ name: 'Darkroom Tools', slug: 'darkroom-tools', orderIndex: 0 });
    const dup = await call('POST', '/product-collections', admin.token, { name: 'darkroom tools' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual(['name: is already taken']);
    const slash = await call('POST', '/product-collections', admin.token, { name: 'Bags/Straps' });
    expect(slash.statusCode).toBe(400);
    expect((await call('PUT', `/product-collections/${id}`, customer.token, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('DELETE', `/product-collections/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/product-collections/${id}`, admin.token)).json()).toEqual({ ok: true });
    expect((await call('GET', `/product-collections/${id}`, admin.token)).statusCode).toBe(404);
    expect((await call('PUT', '/product-collections/999999', admin.token, { name: 'X' })).statusCode).toBe(404);
  });

  it('adds, lists, removes and reorders products, checking the new order lists exactly its products', async () => {
    const shelf = await makeCollection(t, admin.token);
    const [a, b, c] = [
      await makeProduct(t, admin.token),
      await makeProduct(t, admin.token),
      await makeProduct(t, admin.token),
    ];
    await addToCollection(t, admin.token, shelf.id, a.id);
    await addToCollection(t, admin.token, shelf.id, b.id);
    expect(await addToCollection(t, admin.token, shelf.id, c.id)).toEqual([a.id, b.id, c.id]);
    // Adding again changes nothing.
    expect(await addToCollection(t, admin.token, shelf.id, a.id)).toEqual([a.id, b.id, c.id]);
    const missing = await call('POST', `/product-collections/${shelf.id}/products`, admin.token, { productId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toEqual(['productId: There is no such product.']);

    const reorder = (productIds: number[]) =>
      call('PUT', `/product-collections/${shelf.id}/products/reorder`, admin.token, { productIds });
    for (const [ids, error] of [
      [[c.id, a.id], `productIds: The new order leaves out product ${b.id}.`],
      [[c.id, a.id, b.id, b.id], `productIds.3: Product ${b.id} is listed twice.`],
      [[c.id, a.id, b.id, 999999], 'productIds.3: Product 999999 is not in this collection.'],
    ] as const) {
      const res = await reorder([...ids]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(error);
    }
    const page = async () =>
      (await call('GET', `/product-collections/${shelf.id}/products`)).json().products.map((p: { id: number }) => p.id);
    expect(await page()).toEqual([a.id, b.id, c.id]);
    const done = await reorder([c.id, a.id, b.id]);
    expect(done.json()).toEqual({ productIds: [c.id, a.id, b.id] });
    expect(await page()).toEqual([c.id, a.id, b.id]);

    const removed = await call('DELETE', `/product-collections/${shelf.id}/products/${a.id}`, admin.token);
    expect(removed.json()).toEqual({ productIds: [c.id, b.id] });
    expect((await call('DELETE', `/product-collections/${shelf.id}/products/${a.id}`, admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/products/${a.id}`)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/product-collections/${shelf.id}/products/reorder`, customer.token, { productIds: [] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/product-collections/999999/products/reorder', admin.token, { productIds: [] })).statusCode,
    ).toBe(404);
  });

  it('keeps positions distinct when products are added at the same time', async () => {
    const shelf = await makeCollection(t, admin.token);
    const products = await Promise.all(Array.from({ length: 6 }, () => makeProduct(t, admin.token)));
    await Promise.all(products.map((p) => addToCollection(t, admin.token, shelf.id, p.id)));
    const ids = (await call('GET', `/product-collections/${shelf.id}/products`))
      .json()
      .products.map((p: { id: number }) => p.id);
    expect([...ids].sort()).toEqual(products.map((p) => p.id).sort());
    const reordered = await call('PUT', `/product-collections/${shelf.id}/products/reorder`, admin.token, {
      productIds: [...ids].reverse(),
    });
    expect(reordered.json().productIds).toEqual([...ids].reverse());
  });
});
