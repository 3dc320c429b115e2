import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { productVariants, products } from '../../db/schema/products.js';
import { createTestDatabase } from '../../test/test-database.js';

// drizzle/0002_product_figures_from_variants.sql is hand-written: it brings rows written before the
// products module kept a product's figures to its variants' into line. Its statements are run here
// again (they are idempotent) on rows as the old code could leave them.

const migration = readFileSync(
  path.resolve(import.meta.dirname, '../../../drizzle/0002_product_figures_from_variants.sql'),
  'utf8',
);

describe('migration 0001: product figures from variants', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function product(name: string, variants: Array<Partial<typeof productVariants.$inferInsert>>) {
    const { db } = database;
    const [row] = await db
      .insert(products)
      .values({
        name,
        slug: name.replaceAll(' ', '-'),
        productType: 'PRODUCT',
        price: 1299,
        memberPrice: 1110,
        stock: 150,
      })
      .returning();
    const made = variants.length
      ? await db
          .insert(productVariants)
          .values(
            variants.map((v, position) => ({ name: `V${position}`, price: 100, position, ...v, productId: row!.id })),
          )
          .returning()
      : [];
    return { id: row!.id, variants: made };
  }

  const read = async (id: number) => {
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    return row!;
  };

  it('gives each product with variants a default and its variants’ figures, and leaves the others', async () => {
    const noDefault = await product('No Default', [
      { price: 1299, memberPrice: 1199, stock: 148 },
      { price: 6000, memberPrice: null, stock: 10, active: false },
    ]);
    const withDefault = await product('With Default', [
      { price: 1500, memberPrice: 1300, stock: 4 },
      { price: 7000, memberPrice: 6000, stock: 6 },
    ]);
    await database.db
      .update(products)
      .set({ defaultProductVariantId: withDefault.variants[1]!.id })
      .where(eq(products.id, withDefault.id));
    const offSaleDefault = await product('Off Sale Default', [
      { price: 900, memberPrice: 800, stock: 3, active: false },
      { price: 950, memberPrice: null, stock: 2 },
    ]);
    await database.db
      .update(products)
      .set({ defaultProductVariantId: offSaleDefault.variants[0]!.id })
      .where(eq(products.id, offSaleDefault.id));
    const plain = await product('No Variants', []);

    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    expect(await read(noDefault.id)).toMatchObject({
      defaultProductVariantId: noDefault.variants[0]!.id,
      price: 1299,
      memberPrice: 1199,
      stock: 148,
    });
    expect(await read(withDefault.id)).toMatchObject({
      defaultProductVariantId: withDefault.variants[1]!.id,
      price: 7000,
      memberPrice: 6000,
      stock: 10,
    });
    expect(await read(offSaleDefault.id)).toMatchObject({ price: 950, memberPrice: null, stock: 2 });
    expect(await read(plain.id)).toMatchObject({
      defaultProductVariantId: null,
      price: 1299,
      memberPrice: 1110,
      stock: 150,
    });
  });
});
