import { MAX_STOCK, MAX_VARIANTS } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildCallers, caller, makeProduct, type Caller } from './catalogue-test-helpers.js';

describe('products: admin writes', () => {
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

  const getProduct = async (id: number) => (await call('GET', `/products/${id}`, admin.token)).json().product;

  it('lets only admins write: a customer gets 403, a visitor 401', async () => {
    const product = await makeProduct(t, admin.token);
    const writes = [
      ['POST', '/products', { name: 'Sneaky', price: 1 }],
      ['PUT', `/products/${product.id}`, { price: 1 }],
      ['POST', `/products/${product.id}/details`, { subtitle: 'x' }],
      ['GET', `/products/${product.id}/images/upload-url?fileType=image/png`, undefined],
      ['DELETE', `/products/${product.id}/images?path=products/1/a.webp`, undefined],
      ['POST', '/product-collections', { name: 'Sneaky' }],
    ] as const;
    for (const [method, url, body] of writes) {
      expect((await call(method, url, customer.token, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await getProduct(product.id)).price).toBe(1500);
  });

  it('keeps the summed stock of a product countable: stock and variants are bounded, never a 500', async () => {
    const full = Array.from({ length: MAX_VARIANTS }, (_, i) => ({ name: `Pack ${i}`, price: 100, stock: MAX_STOCK }));
    const created = await call('POST', '/products', admin.token, { name: 'Bulk Film', price: 100, variants: full });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().product.stock).toBe(MAX_STOCK * MAX_VARIANTS);
    const id = created.json().product.id as number;

    const tooMuch = await call('POST', '/products', admin.token, {
      name: 'Too Much Film',
      price: 100,
      variants: [{ name: 'Pallet', price: 100, stock: MAX_STOCK + 1 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.join(' ')).toContain('variants.0.stock');

    // Variants added over several updates count together.
    const oneMore = await call('PUT', `/products/${id}`, admin.token, {
      variants: { create: [{ name: 'Pack extra', price: 100, stock: MAX_STOCK }] },
    });
    expect(oneMore.statusCode, oneMore.body).toBe(400);
    expect(oneMore.json().errors).toEqual([expect.stringContaining('variants.create')]);
    expect((await getProduct(id)).variants).toHaveLength(MAX_VARIANTS);
  });

  it('creates a product with a derived slug, its variants and the first as default', async () => {
    const res = await call('POST', '/products', admin.token, {
      name: '  Ilford Delta 3200 120 ',
      sku: 'delta-3200-120',
      price: 1399,
      variants: [
        { name: 'Single', price: 1399, sku: 'delta-3200-120-1' },
        { name: 'Brick', price: 12000, memberPrice: 11000, stock: 3 },
      ],
      memberLaunchDate: '2030-01-01T00:00:00Z',
      publicLaunchDate: '2030-02-01T00:00:00.000+00:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().product;
    expect(product).toMatchObject({
      name: 'Ilford Delta 3200 120',
      slug: 'ilford-delta-3200-120',
      productType: 'PRODUCT',
      visibility: 'PUBLIC',
      active: true,
      // The default variant's prices and the stock of both variants: the product's figures are theirs.
      price: 1399,
      memberPrice: null,
      stock: 100003,
      accessPhase: 'COMING_SOON',
      memberLaunchDate: '2030-01-01T00:00:00.000Z',
    });
    expect(product.variants.map((v: { name: string; stock: number }) => [v.name, v.stock])).toEqual([
      ['Single', 100000],
      ['Brick', 3],
    ]);
    expect(product.defaultProductVariantId).toBe(product.variants[0].id);

    const custom = await makeProduct(t, admin.token, { slug: 'my-custom-slug', variants: [] });
    expect(custom).toMatchObject({ slug: 'my-custom-slug', defaultProductVariantId: null, variants: [] });
    const taken = await call('POST', '/products', admin.token, { name: 'Other', price: 1, sku: 'delta-3200-120' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual(['sku: is already taken']);
    // A name with a slash still makes a slug that is one URL segment.
    const slashed = await call('POST', '/products', admin.token, { name: 'Sleeves 7/6', price: 1 });
    expect(slashed.statusCode, slashed.body).toBe(201);
    expect(slashed.json().product.slug).toBe('sleeves-7-6');
    const badSlug = await call('POST', '/products', admin.token, { name: 'Sleeves', slug: 'Sleeves/7', price: 1 });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().errors[0]).toMatch(/^slug: /);
    const negative = await call('POST', '/products', admin.token, { name: 'Free money', price: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0]).toMatch(/^price: /);
  });

  it('creates, updates and deletes variants with the product in one request', async () => {
    const product = await makeProduct(t, admin.token);
    const [single, pack] = product.variants;
    const res = await call('PUT', `/products/${product.id}`, admin.token, {
      name: 'Renamed Film 400',
      variants: {
        update: [{ id: pack!.id, price: 7200, stock: 2 }],
        delete: [single!.id],
        create: [{ name: '10 Pack', price: 13000, sku: 'renamed-10' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().product;
    // The new default variant's price, and the stock of the two left (2 + the default 100000).
    expect(updated).toMatchObject({ name: 'Renamed Film 400', slug: 'renamed-film-400', price: 7200, stock: 100002 });
    expect(updated.variants.map((v: { name: string; price: number }) => [v.name, v.price])).toEqual([
      ['5 Pack', 7200],
      ['10 Pack', 13000],
    ]);
    // The deleted default hands over to the first remaining variant.
    expect(updated.defaultProductVariantId).toBe(pack!.id);
    const tenPack = updated.variants[1].id;
    const chosen = await call('PUT', `/products/${product.id}`, admin.token, { defaultProductVariantId: tenPack });
    expect(chosen.json().product.defaultProductVariantId).toBe(tenPack);
  });

  it('leaves everything as it was when any part of the update fails', async () => {
    const product = await makeProduct(t, admin.token);
    const other = await makeProduct(t, admin.token, {
      variants: [{ name: 'Taken', price: 100, sku: 'taken-sku' }],
    });
    const [single, pack] = product.variants;
    const before = await getProduct(product.id);
    const attempts = [
      // A taken sku on a new variant fails after the other changes were written: all are rolled back.
      [
        {
          name: 'Half Applied',
          variants: {
            update: [{ id: pack!.id, price: 1 }],
            delete: [single!.id],
            create: [{ name: 'Dup', price: 5, sku: 'taken-sku' }],
          },
        },
        409,
        'variants.sku: is already taken',
      ],
      [
        { name: 'Half Applied', variants: { update: [{ id: other.variants[0]!.id, price: 1 }] } },
        400,
        `variants.update.0.id: Variant ${other.variants[0]!.id} belongs to another product.`,
      ],
      [
        { name: 'Half Applied', variants: { delete: [other.variants[0]!.id] } },
        400,
        `variants.delete.0: Variant ${other.variants[0]!.id} belongs to another product.`,
      ],
      [
        { name: 'Half Applied', variants: { delete: [pack!.id], update: [{ id: pack!.id, price: 3 }] } },
        400,
        `variants.update.0.id: Variant ${pack!.id} cannot be changed and deleted at once.`,
      ],
      [
        { name: 'Half Applied', defaultProductVariantId: other.variants[0]!.id },
        400,
        'defaultProductVariantId: The default variant must be one of this product’s variants.',
      ],
      [
        { name: 'Half Applied', variants: { delete: [single!.id] }, defaultProductVariantId: single!.id },
        400,
        'defaultProductVariantId: The default variant must be one of this product’s variants.',
      ],
    ] as const;
    for (const [body, status, error] of attempts) {
      const res = await call('PUT', `/products/${product.id}`, admin.token, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors).toContain(error);
      expect(await getProduct(product.id)).toEqual({ ...before, images: [] });
    }
    expect((await getProduct(other.id)).variants[0].price).toBe(100);
    expect((await call('PUT', '/products/999999', admin.token, { price: 5 })).statusCode).toBe(404);
  });

  it('keeps the shop page /products/all from every product: a chosen slug is refused, a name moves aside', async () => {
    const chosen = await call('POST', '/products', admin.token, { name: 'Everything', slug: 'all', price: 1 });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().errors).toEqual(['slug: is the address of a shop page (/products/all): choose another']);
    const named = await call('POST', '/products', admin.token, { name: 'All', price: 1 });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().product.slug).toBe('all-product');
    const other = await makeProduct(t, admin.token);
    const renamed = await call('PUT', `/products/${other.id}`, admin.token, { name: 'All!' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().product.slug).toBe('all-product-2');
    const reslugged = await call('PUT', `/products/${other.id}`, admin.token, { slug: 'all' });
    expect(reslugged.statusCode).toBe(400);
    expect(reslugged.json().errors[0]).toMatch(/^slug: is the address of a shop page/);
    // The page itself still lists the shop, not a product.
    const bySlug = await call('GET', '/products/slug/all', admin.token);
    expect(bySlug.statusCode).toBe(404);
  });

  it('keeps a chosen slug when the name changes, and takes a new one when asked', async () => {
    const product = await makeProduct(t, admin.token, { slug: 'chosen-slug' });
    const renamed = (await call('PUT', `/products/${product.id}`, admin.token, { name: 'Brand New Name' })).json();
    expect(renamed.product).toMatchObject({ name: 'Brand New Name', slug: 'chosen-slug' });
    const reslugged = await call('PUT', `/products/${product.id}`, admin.token, { slug: 'another-slug', sku: null });
    expect(reslugged.json().product).toMatchObject({ slug: 'another-slug', sku: null });
    const clash = await call('PUT', `/products/${product.id}`, admin.token, { slug: 'my-custom-slug' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual(['slug: is already taken']);
  });

  it('adds, reads, changes and deletes product details, only through their own product', async () => {
    const product = await makeProduct(t, admin.token);
    const other = await makeProduct(t, admin.token);
    const created = await call('POST', `/products/${product.id}/details`, admin.token, {
      subtitle: 'Format',
      body: '35mm, 36 exposures',
      filterable: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json().detail;
    expect(detail).toMatchObject({ productId: product.id, subtitle: 'Format', position: 0, images: [] });
    const second = (await call('POST', `/products/${product.id}/details`, admin.token, { subtitle: 'Care' })).json();
    expect(second.detail).toMatchObject({ position: 1, body: '', filterable: false });

    const url = `/products/${product.id}/details/${detail.id}`;
    expect((await call('GET', url)).json().detail.subtitle).toBe('Format');
    const changed = await call('PUT', url, admin.token, { body: '35mm, 24 exposures', filterable: false });
    expect(changed.json().detail).toMatchObject({ body: '35mm, 24 exposures', filterable: false });
    expect((await getProduct(product.id)).details.map((d: { subtitle: string }) => d.subtitle)).toEqual([
      'Format',
      'Care',
    ]);

    const wrong = `/products/${other.id}/details/${detail.id}`;
    expect((await call('GET', wrong)).statusCode).toBe(404);
    expect((await call('PUT', wrong, admin.token, { body: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', wrong, admin.token)).statusCode).toBe(404);
    expect((await call('PUT', url, customer.token, { body: 'x' })).statusCode).toBe(403);

    expect((await call('DELETE', url, admin.token)).json()).toEqual({ ok: true });
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('POST', '/products/999999/details', admin.token, { subtitle: 'x' })).statusCode).toBe(404);
  });
});
