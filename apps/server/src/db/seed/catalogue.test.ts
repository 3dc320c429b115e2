import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productFigures } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../client.js';
import { productVariants, products } from '../schema/products.js';
import { seedCatalogue } from './catalogue.js';

describe('the demo catalogue', () => {
  let database: Database;
  const blobDir = mkdtempSync(path.join(tmpdir(), 'filmlab-catalogue-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const blobs = createLocalBlobStore({ root: blobDir, publicUrl: 'http://localhost:3000', secret: 'catalogue-test' });
    await seedCatalogue({ db: database.db, blobs });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(blobDir, { recursive: true, force: true });
  });

  it('stores each product with the figures of its variants, the first one the default', async () => {
    const rows = await database.db.select().from(products);
    const variants = await database.db.select().from(productVariants);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const own = variants.filter((variant) => variant.productId === row.id);
      const first = [...own].sort((a, b) => a.position - b.position)[0];
      expect(row.defaultProductVariantId, row.name).toBe(first?.id);
      const stored = { price: row.price, memberPrice: row.memberPrice, stock: row.stock };
      expect(stored, row.name).toEqual(productFigures(row, own, row.defaultProductVariantId));
    }
    // Products with several variants are stocked with all of them, not only the first.
    expect(rows.some((row) => variants.filter((variant) => variant.productId === row.id).length > 1)).toBe(true);
  });
});
