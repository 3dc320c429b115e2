import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customer, NYC } from '../orders/order-test-helpers.js';
import { buildCallers, caller, makeProduct, type Caller } from './catalogue-test-helpers.js';

// One price and one stock figure per thing the shop sells: a product with variants is listed at its
// variants' figures, its own cannot be edited to something else, and the shop charges what is shown.

type Figures = { price: number; memberPrice: number | null; stock: number };
const figuresOf = ({ price, memberPrice, stock }: Figures): Figures => ({ price, memberPrice, stock });

describe('products: one price and stock per thing sold', () => {
  let t: TestApp;
  let admin: Caller;
  let member: { token: string };
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await buildCallers(t));
    member = await customer(t, { member: true });
    call = caller(t);
  });
  afterAll(() => t.close());

  /** The product's figures on every screen's call: admin and shop, one product and lists. */
  async function shownEverywhere(product: { id: number; name: string }): Promise<Figures[]> {
    const reads = [
      call('GET', `/products/${product.id}`, admin.token),
      call('GET', `/products/${product.id}`),
      call('GET', `/products/name/${encodeURIComponent(product.name.replaceAll(' ', '-'))}`, member.token),
    ];
    const lists = [
      call('GET', `/products?ids=${product.id}`),
      call('GET', `/products?search=${encodeURIComponent(product.name)}`, admin.token),
    ];
    const one = await Promise.all(reads.map(async (res) => figuresOf((await res).json().product)));
    const listed = await Promise.all(lists.map(async (res) => figuresOf((await res).json().products[0])));
    return [...one, ...listed];
  }

  /** What a member is charged for one unit, with the variant named or left to the default. */
  async function memberCharge(productId: number, variantId?: number): Promise<number> {
    const res = await call('POST', '/orders', member.token, {
      lines: [{ productId, ...(variantId ? { variantId } : {}), quantity: 1 }],
      address: NYC,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.lines[0].unitAmount as number;
  }

  it('lists a product with variants at its default variant’s prices and their stock, on every screen', async () => {
    const product = await makeProduct(t, admin.token);
    const expected = { price: 1500, memberPrice: 1300, stock: 48 };
    expect(figuresOf((await call('GET', `/products/${product.id}`, admin.token)).json().product)).toEqual(expected);

    // A sale takes stock from the variant only (orders/pay-order.ts); the product's figure follows it.
    const single = product.variants[0]!;
    await t.database.db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - 2` })
      .where(eq(productVariants.id, single.id));
    expect(await shownEverywhere(product)).toEqual(Array(5).fill({ ...expected, stock: 46 }));

    // A variant taken off sale adds no stock, for admins and shoppers alike.
    const pack = product.variants[1]!;
    await call('PUT', `/products/${product.id}`, admin.token, {
      variants: { update: [{ id: pack.id, active: false }] },
    });
    expect(await shownEverywhere(product)).toEqual(Array(5).fill({ ...expected, stock: 38 }));
  });

  it('refuses a product-level figure its variants contradict, naming the field, and accepts the same one', async () => {
    const product = await makeProduct(t, admin.token);
    const before = (await call('GET', `/products/${product.id}`, admin.token)).json().product;

    const refused = await call('PUT', `/products/${product.id}`, admin.token, { name: 'Sneaky', memberPrice: 1110 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'This product has variants: its price, member price and stock are changed on each variant.',
      errors: ['memberPrice: is set on each variant of this product; change the variant’s member price instead'],
    });
    const allThree = await call('PUT', `/products/${product.id}`, admin.token, { price: 1, stock: 1, memberPrice: 1 });
    expect(allThree.json().errors.map((error: string) => error.split(':')[0])).toEqual([
      'price',
      'memberPrice',
      'stock',
    ]);
    expect((await call('GET', `/products/${product.id}`, admin.token)).json().product).toEqual(before);

    // A form sending every field back unchanged saves.
    const resent = await call('PUT', `/products/${product.id}`, admin.token, {
      name: 'Resent Film',
      price: 1500,
      memberPrice: 1300,
      stock: 48,
    });
    expect(resent.statusCode, resent.body).toBe(200);

    const noDefault = await call('PUT', `/products/${product.id}`, admin.token, { defaultProductVariantId: null });
    expect(noDefault.statusCode).toBe(400);
    expect(noDefault.json().errors).toEqual([
      'defaultProductVariantId: Choose one of this product’s variants to sell by default.',
    ]);
  });

  it('charges what the admin edits: the variant’s member price, shown as the product’s', async () => {
    const product = await makeProduct(t, admin.token);
    const [single, pack] = product.variants;
    const res = await call('PUT', `/products/${product.id}`, admin.token, {
      variants: { update: [{ id: single!.id, memberPrice: 1110 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(figuresOf(res.json().product)).toEqual({ price: 1500, memberPrice: 1110, stock: 48 });
    expect(await shownEverywhere(product)).toEqual(Array(5).fill({ price: 1500, memberPrice: 1110, stock: 48 }));
    expect(await memberCharge(product.id)).toBe(1110);
    expect(await memberCharge(product.id, single!.id)).toBe(1110);
    expect(await memberCharge(product.id, pack!.id)).toBe(6000);
  });

  it('sells a product without variants at its own figures, which the admin edits directly', async () => {
    const product = await makeProduct(t, admin.token, { variants: [] });
    const res = await call('PUT', `/products/${product.id}`, admin.token, { price: 1700, memberPrice: 1110, stock: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shownEverywhere(product)).toEqual(Array(5).fill({ price: 1700, memberPrice: 1110, stock: 5 }));
    expect(await memberCharge(product.id)).toBe(1110);

    const priceless = await call('POST', '/products', admin.token, { name: `Priceless ${product.id}` });
    expect(priceless.statusCode).toBe(400);
    expect(priceless.json().errors).toEqual(['price: is required for a product without variants']);
  });

  it('creates nothing when the product’s figures contradict its variants', async () => {
    const name = `Contradicted ${Date.now()}`;
    const res = await call('POST', '/products', admin.token, {
      name,
      price: 999,
      stock: 7,
      variants: [{ name: 'Single', price: 1200, stock: 7 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'price: is set on each variant of this product; change the variant’s price instead',
    ]);
    expect((await call('GET', `/products?search=${encodeURIComponent(name)}`, admin.token)).json().count).toBe(0);

    // Sending the variants' own figures is fine, and they are stored on the product row too.
    const agreeing = await call('POST', '/products', admin.token, {
      name,
      price: 1200,
      stock: 7,
      variants: [{ name: 'Single', price: 1200, stock: 7 }],
    });
    expect(agreeing.statusCode, agreeing.body).toBe(201);
    expect(figuresOf(agreeing.json().product)).toEqual({ price: 1200, memberPrice: null, stock: 7 });
  });

  it('keeps selling at the figures its variants had when the last one is deleted', async () => {
    const product = await makeProduct(t, admin.token, {
      variants: [{ name: 'Single Roll', price: 1500, memberPrice: 1300, stock: 40 }],
    });
    const only = product.variants[0]!;
    await call('PUT', `/products/${product.id}`, admin.token, { variants: { update: [{ id: only.id, stock: 37 }] } });
    const res = await call('PUT', `/products/${product.id}`, admin.token, { variants: { delete: [only.id] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({
      price: 1500,
      memberPrice: 1300,
      stock: 37,
      defaultProductVariantId: null,
    });
    expect(await memberCharge(product.id)).toBe(1300);
  });
});
