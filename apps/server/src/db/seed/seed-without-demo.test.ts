import { PLANS } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipPlans, orders, productCollections, products, users } from '../schema/index.js';
import { seedDatabase } from './seed.js';
import { seedTestbed, type SeedTestbed } from './seed-test-helpers.js';

describe('seedDatabase without demo data', () => {
  let testbed: SeedTestbed;

  beforeAll(async () => {
    testbed = await seedTestbed();
  });

  afterAll(() => testbed?.close());

  it('seeds plans, services and the starter shop, but no demo users, orders or scans', async () => {
    const { database, blobs } = testbed;
    const report = await seedDatabase({ db: database.db, config: { seedDemo: false }, blobs });
    expect(report.demoAccounts).toEqual([]);
    const db = database.db;
    expect(await db.select().from(membershipPlans)).toHaveLength(Object.keys(PLANS).length);
    expect((await db.select().from(products).where(eq(products.productType, 'SERVICE_ADD_ON'))).length).toBeGreaterThan(
      0,
    );
    expect(await db.select().from(users)).toEqual([]);
    expect((await db.select().from(productCollections)).length).toBeGreaterThan(0);
    expect(await db.select().from(orders)).toEqual([]);
    expect(await blobs.get('scans')).toBeNull();
  });
});
