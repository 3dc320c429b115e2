// Print sizes are rows of the price list (`printSizes`): the papers' offers and new orders take the
// prices of the list in force, an order keeps the list it was made with, a scheduled list starts on its
// date, bad edits are refused naming the field, and the product admin no longer changes these prices.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.js';
import { priceLists } from '../../db/schema/price-lists.js';
import { productVariants, products } from '../../db/schema/products.js';
import { seedPrintOffers } from '../../db/seed/catalogue.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, customer } from '../orders/order-test-helpers.js';

type Offer = { name: string; productId: number; variantId: number; price: number; memberPrice: number | null };

describe('print sizes on the price list', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedPrintOffers(t.database.db);
    await seedPriceLists(t.database.db);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  const offers = async () => {
    const res = await call('GET', '/prints/papers');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { sizes: Offer[]; small: Offer };
    return [...body.sizes, body.small];
  };
  const offer = async (name: string) => (await offers()).find((o) => o.name === name)!;
  const draft = async (printSizes: unknown[]) => {
    const { id } = (await call('POST', '/price-lists', staff.token)).json();
    const put = await call('PUT', `/price-lists/${id}`, staff.token, { printSizes });
    return { id: id as number, put };
  };
  const activate = async (printSizes: unknown[], startsAt?: Date) => {
    const { id, put } = await draft(printSizes);
    expect(put.statusCode, put.body).toBe(200);
    const body = startsAt ? { startsAt: startsAt.toISOString() } : undefined;
    const res = await call('POST', `/price-lists/${id}/activate`, staff.token, body);
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  const order = async (who: { token: string }, size: Offer, quantity = 1) => {
    const res = await call('POST', '/orders', who.token, {
      lines: [{ productId: size.productId, variantId: size.variantId, quantity }],
      address: NYC,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { id: number; subtotal: number };
  };

  it('prices a new order at the list in force; an earlier order keeps its prices', async () => {
    const size = await offer('8x10');
    expect(size).toMatchObject({ price: 2500, memberPrice: 2200 });
    const early = await customer(t);
    const before = await order(early, size);
    expect(before.subtotal).toBe(2500);
    const member = await customer(t, { member: true });
    expect((await order(member, size)).subtotal).toBe(2200);

    const listId = await activate([
      { size: '8x10', cents: 2999 },
      { size: '4x6', tier: 'NICE_2025', cents: 25 },
    ]);
    const list = (await call('GET', '/public/price-list')).json();
    expect(list.id).toBe(listId);
    expect(list.entries.printSizes['8x10']).toEqual({
      NON_MEMBER: 2999,
      NICE_2025: 2999,
      VERY_NICE_2025: 2999,
      SUPER_NICE_2025: 2999,
    });
    expect(list.entries.printSizes['4x6']).toMatchObject({ NON_MEMBER: 34, NICE_2025: 25, VERY_NICE_2025: 28 });
    expect(await offer('8x10')).toMatchObject({ price: 2999, memberPrice: null });
    expect(await offer('4x6')).toMatchObject({ price: 34, memberPrice: 25 });

    // The change log says who changed which size in which column.
    const changes = (await call('GET', '/price-lists', staff.token)).json().changes as Array<Record<string, unknown>>;
    expect(changes).toContainEqual(
      expect.objectContaining({
        priceListId: listId,
        printSize: '8x10',
        tier: 'NON_MEMBER',
        oldCents: 2500,
        newCents: 2999,
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ printSize: '4x6', tier: 'NICE_2025', oldCents: 28, newCents: 25, userId: staff.id }),
    );

    const later = await customer(t);
    expect((await order(later, size)).subtotal).toBe(2999);
    expect((await order(member, size)).subtotal).toBe(2999);

    // Priced again (a line changed), the earlier order keeps the prices of the list it was made with.
    const changed = await call('PUT', `/orders/${before.id}`, early.token, {
      lines: [{ productId: size.productId, variantId: size.variantId, quantity: 2 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().order.subtotal).toBe(5000);
  });

  it('shows the list’s prices on the print products’ own pages and in the shop’s lists', async () => {
    type Variant = { id: number; price: number; memberPrice: number | null };
    type Shown = { id: number; slug: string; price: number; variants: Variant[] };
    const large = await offer('8x10');
    const small = await offer('4x6');
    const variantOf = (product: Shown, size: Offer) => product.variants.find((v) => v.id === size.variantId);
    const byId = async (size: Offer) => {
      const res = await call('GET', `/products/${size.productId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().product as Shown;
    };
    // The first test's list: 8x10 at 29.99 in every column, a 4x6 at 0.34 (members 0.25).
    const largeProduct = await byId(large);
    expect(variantOf(largeProduct, large)).toMatchObject({ price: 2999, memberPrice: null });
    expect(variantOf(await byId(small), small)).toMatchObject({ price: 34, memberPrice: 25 });
    const bySlug = (await call('GET', `/products/slug/${largeProduct.slug}`)).json().product as Shown;
    expect(variantOf(bySlug, large)).toMatchObject({ price: 2999 });
    // A size the first list left alone keeps its row's price.
    const untouched = await offer('16x20');
    expect(variantOf(largeProduct, untouched)).toMatchObject({ price: 7500, memberPrice: 6500 });
    const listed = (await call('GET', '/products/print?limit=50')).json().products as Shown[];
    const smallListed = listed.find((product) => product.id === small.productId)!;
    expect(variantOf(smallListed, small)).toMatchObject({ price: 34, memberPrice: 25 });
    expect(smallListed.price).toBe(34);
    // The catalogue's own rows are not what is shown: they still hold the seed's prices.
    const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, large.variantId));
    expect(row).toMatchObject({ price: 2500, memberPrice: 2200 });
  });

  it('takes a scheduled list’s prices from its start', async () => {
    const size = await offer('11x14');
    // Far enough ahead for the draft, the activation and the first order on a busy machine.
    const startsAt = new Date(Date.now() + 4000);
    await activate([{ size: '11x14', cents: 4100 }], startsAt);
    const buyer = await customer(t);
    expect((await order(buyer, size)).subtotal).toBe(4500);
    expect((await offer('11x14')).price).toBe(4500);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now()) + 50));
    expect((await order(buyer, size)).subtotal).toBe(4100);
    expect((await offer('11x14')).price).toBe(4100);
  });

  it('refuses a size the catalogue does not sell and a bad amount, naming the field', async () => {
    const unknown = (await draft([{ size: '9x12', cents: 100 }])).put;
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^printSizes\.0\.size: /);
    const negative = (
      await draft([
        { size: '8x10', cents: 100 },
        { size: '8x10', cents: -1 },
      ])
    ).put;
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0]).toMatch(/^printSizes\.1\.cents: /);
    const column = (await draft([{ size: '8x10', tier: 'GOLD', cents: 100 }])).put;
    expect(column.statusCode).toBe(400);
    expect(column.json().errors[0]).toMatch(/^printSizes\.0\.tier: /);

    // A size whose variant is off sale is not offered.
    const db = t.database.db;
    await db.update(productVariants).set({ active: false }).where(eq(productVariants.sku, 'print-20x30'));
    const off = (await draft([{ size: '20x30', cents: 100 }])).put;
    await db.update(productVariants).set({ active: true }).where(eq(productVariants.sku, 'print-20x30'));
    expect(off.statusCode).toBe(400);
    expect(off.json().errors[0]).toBe('printSizes.0.size: is not a print size the catalogue offers');
  });

  it('refuses a change of a print size variant’s price in the product admin, saying where it is set', async () => {
    const size = await offer('16x20');
    const put = (update: Record<string, unknown>) =>
      call('PUT', `/products/${size.productId}`, staff.token, {
        variants: { update: [{ id: size.variantId, ...update }] },
      });
    const refused = await put({ price: 100 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatch(/^variants\.update\.0\.price: .*price list.*\/admin\/prices/);
    const member = await put({ memberPrice: 50 });
    expect(member.json().errors[0]).toMatch(/^variants\.update\.0\.memberPrice: /);
    const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, size.variantId));
    expect(variant).toMatchObject({ price: 7500, memberPrice: 6500 });
    // Its stock is still the product admin's.
    const stock = await put({ stock: 12, price: 7500 });
    expect(stock.statusCode, stock.body).toBe(200);
  });

  it('are added by the migration to a list made before them, from the variants’ prices', async () => {
    const db = t.database.db;
    const [list] = await db.select().from(priceLists).limit(1);
    await db.execute(sql`UPDATE price_lists SET entries = entries #- '{printSizes}' WHERE id = ${list!.id}`);
    const [large] = await db.select().from(products).where(eq(products.sku, 'print-large-format'));
    await db
      .update(productVariants)
      .set({ price: 2700, memberPrice: null })
      .where(and(eq(productVariants.productId, large!.id), eq(productVariants.name, '8x10')));
    const migration = readFileSync(path.join(migrationsFolder, '0040_print_size_prices.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (!statement.trim().startsWith('ALTER TABLE')) await db.execute(sql.raw(statement));
    }
    const [after] = await db.select().from(priceLists).where(eq(priceLists.id, list!.id));
    const sizes = after!.entries.printSizes!;
    expect(Object.keys(sizes).sort()).toEqual(['11x14', '12x18', '16x20', '20x30', '4x6', '8x10']);
    expect(sizes['8x10']).toEqual({ NON_MEMBER: 2700, NICE_2025: 2700, VERY_NICE_2025: 2700, SUPER_NICE_2025: 2700 });
    expect(sizes['20x30']).toEqual({
      NON_MEMBER: 12500,
      NICE_2025: 10900,
      VERY_NICE_2025: 10900,
      SUPER_NICE_2025: 10900,
    });
    expect(sizes['4x6']).toEqual({ NON_MEMBER: 34, NICE_2025: 28, VERY_NICE_2025: 28, SUPER_NICE_2025: 28 });
    // A list that has them is left alone.
    const [other] = await db
      .select()
      .from(priceLists)
      .where(sql`id <> ${list!.id}`)
      .limit(1);
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (!statement.trim().startsWith('ALTER TABLE')) await db.execute(sql.raw(statement));
    }
    const [kept] = await db.select().from(priceLists).where(eq(priceLists.id, other!.id));
    expect(kept!.entries.printSizes).toEqual(other!.entries.printSizes);
  });
});
