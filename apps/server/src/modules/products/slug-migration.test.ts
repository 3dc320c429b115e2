import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isSafeSlug } from '@filmlab/domain';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { createTestDatabase } from '../../test/test-database.js';

// drizzle/*_safe_product_slugs.sql is hand-written: it rewrites the slugs made before product slugs
// were safe URL segments. Its statement is run here again (it is idempotent) on rows as the old code
// left them. Found by name, so the file may be renumbered.
const folder = path.resolve(import.meta.dirname, '../../../drizzle');
const file = readdirSync(folder).find((name) => name.endsWith('_safe_product_slugs.sql'));
const migration = readFileSync(path.join(folder, file ?? 'missing'), 'utf8');

describe('migration: safe product slugs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('rewrites every unsafe slug from the name, unique, and leaves safe ones', async () => {
    const { db } = database;
    const rows = [
      ['Dev + Scan (C-41/BW)', 'Dev-+-Scan-(C-41/BW)'],
      ['Kodak Portra 400 35mm', 'Kodak-Portra-400-35mm'],
      ['Hahnemühle Photo Rag', 'Hahnemühle-Photo-Rag'],
      ['ÉCRU Paper', 'ÉCRU-Paper'],
      // Its name's slug is another product's already.
      ['Tri-X 400', 'Tri-X-400'],
      ['Tri X 400 Kit', 'tri-x-400'],
      ['+++', '+++'],
      ['Service Rush', 'service-rush'],
    ];
    await db
      .insert(products)
      .values(rows.map(([name, slug]) => ({ name: name!, slug: slug!, productType: 'PRODUCT' as const, price: 100 })));
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const after = await db
      .select({ id: products.id, name: products.name, slug: products.slug })
      .from(products)
      .orderBy(asc(products.id));
    const slugOf = Object.fromEntries(after.map((row) => [row.name, row.slug]));
    const idOf = Object.fromEntries(after.map((row) => [row.name, row.id]));
    expect(slugOf).toEqual({
      'Dev + Scan (C-41/BW)': 'dev-scan-c-41-bw',
      'Kodak Portra 400 35mm': 'kodak-portra-400-35mm',
      'Hahnemühle Photo Rag': 'hahnemuhle-photo-rag',
      'ÉCRU Paper': 'ecru-paper',
      'Tri-X 400': `tri-x-400-${idOf['Tri-X 400']}`,
      'Tri X 400 Kit': 'tri-x-400',
      '+++': `product-${idOf['+++']}`,
      'Service Rush': 'service-rush',
    });
    expect(after.every((row) => isSafeSlug(row.slug))).toBe(true);
  });
});
