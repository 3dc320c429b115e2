import { ADD_ON_KEYS, PLANS, priceFor, SERVICE_OF_ADD_ON, THUMBNAIL_MAX_SIDE_PX } from '@filmlab/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { verifyPassword } from '../../modules/auth/passwords.js';
import type { Db } from '../client.js';
import * as schema from '../schema/index.js';
import { seedDatabase, type SeedReport } from './seed.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { MID_RES_WIDTH } from './photo-art.js';
import { imageSize, seedTestbed, snapshot, type SeedTestbed } from './seed-test-helpers.js';

const {
  addresses,
  filmRollLocations,
  filmRollTags,
  filmRolls,
  media,
  membershipPlans,
  orderLines,
  orders,
  pickUps,
  productCollections,
  products,
  scans,
  socialMediaSubmissions,
  subscriptions,
  users,
} = schema;

describe('seedDatabase with demo data', () => {
  let testbed: SeedTestbed;
  let db: Db;
  let blobs: BlobStore;
  let report: SeedReport;
  let firstSeedMs = 0;

  beforeAll(async () => {
    testbed = await seedTestbed();
    ({ blobs } = testbed);
    db = testbed.database.db;
    const started = Date.now();
    report = await seedDatabase({ db, config: { seedDemo: true }, blobs });
    firstSeedMs = Date.now() - started;
  }, 120_000);

  afterAll(() => testbed?.close());

  it('reports one demo account per role, each with the demo password', async () => {
    expect(report.demoAccounts).toEqual(DEMO_USERS.map(({ role, email }) => ({ role, email })));
    const rows = await db.select().from(users);
    for (const demo of DEMO_USERS) {
      const row = rows.find((user) => user.email === demo.email);
      expect(row?.role).toBe(demo.role);
      expect(row?.phone).toBeTruthy();
      expect(row?.firstName).toBeTruthy();
      expect(row?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    }
    const admin = rows.find((user) => user.role === 'ADMIN');
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    console.info(`first seed took ${firstSeedMs} ms`);
  });

  it('stores every plan of PLANS with its price, sku and credits (unlimited as null)', async () => {
    const rows = await db.select().from(membershipPlans);
    expect(rows).toHaveLength(Object.keys(PLANS).length);
    for (const plan of Object.values(PLANS)) {
      const row = rows.find((candidate) => candidate.id === plan.id);
      expect(row, plan.id).toMatchObject({
        sku: plan.sku,
        price: plan.price,
        active: plan.active,
        legacy: plan.legacy,
      });
      expect(row?.rushCredits).toBe(plan.rushCredits === 'unlimited' ? null : plan.rushCredits);
      expect(row?.benefits).toEqual(plan.benefits);
    }
  });

  it('has a service product for every add-on key, priced from the domain', async () => {
    const rows = await db
      .select()
      .from(products)
      .where(inArray(products.sku, [...ADD_ON_KEYS]));
    expect(rows.map((row) => row.sku).sort()).toEqual([...ADD_ON_KEYS].sort());
    for (const key of ADD_ON_KEYS) {
      const row = rows.find((candidate) => candidate.sku === key);
      expect(row?.productType).toBe('SERVICE_ADD_ON');
      const service = SERVICE_OF_ADD_ON[key];
      if (service) expect(row?.price, key).toBe(priceFor(service, 'NON_MEMBER'));
    }
    const [devScan] = await db.select().from(products).where(eq(products.sku, 'devscan'));
    expect(devScan?.price).toBe(priceFor('devScan', 'NON_MEMBER'));
  });

  it('builds a shop of ordered collections with products whose pictures decode', async () => {
    const collections = await db.select().from(productCollections).orderBy(productCollections.orderIndex);
    expect(collections.length).toBeGreaterThanOrEqual(3);
    expect(collections.map((c) => c.orderIndex)).toEqual(
      [...collections.map((c) => c.orderIndex)].sort((a, b) => a - b),
    );
    const shop = await db.select().from(products).where(eq(products.productType, 'PRODUCT'));
    expect(shop.length).toBeGreaterThanOrEqual(10);
    expect(shop.every((product) => product.defaultProductVariantId !== null)).toBe(true);
    const images = await db.select().from(media).where(isNotNull(media.productId));
    expect(images.length).toBeGreaterThanOrEqual(shop.length);
    for (const image of images) {
      expect(await imageSize(blobs, image.path)).toEqual({ width: image.width, height: image.height, format: 'webp' });
    }
  });

  it('stocks every shop product and variant, and adds demo promo codes (one-time and product-type scoped)', async () => {
    const shop = await db.select().from(products).where(eq(products.productType, 'PRODUCT'));
    expect(shop.every((product) => product.stock > 0)).toBe(true);
    const variants = await db.select().from(schema.productVariants);
    expect(variants.every((variant) => variant.stock > 0)).toBe(true);
    const codes = await db.select().from(schema.promos);
    expect(codes.find((p) => p.code === 'FIRSTROLL')).toMatchObject({ maxUses: 1, amountOff: 500 });
    expect(codes.find((p) => p.code === 'FILM15')).toMatchObject({ productType: 'PRODUCT', percentOff: 15 });
  });

  it('gives the demo customer a Brooklyn address, a membership and a completed first order', async () => {
    const [customer] = await db.select().from(users).where(eq(users.email, 'customer@demo.test'));
    expect(customer).toMatchObject({ firstOrderCreated: true, active: true });
    expect(customer?.phone).toBeTruthy();
    const customerId = customer?.id as number;
    const [address] = await db.select().from(addresses).where(eq(addresses.userId, customerId));
    expect(address).toMatchObject({ city: 'Brooklyn', state: 'NY', primary: true });
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, customerId));
    expect(subscription).toMatchObject({ planId: 'NICE_2025', status: 'active', priceLookupKey: PLANS.NICE_2025.sku });
    const customerOrders = await db.select().from(orders).where(eq(orders.customerId, customerId));
    expect(customerOrders).toHaveLength(1);
    const order = customerOrders[0];
    expect(['PAID', 'COMPLETE']).toContain(order?.status);
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id as number));
    expect(lines.length).toBeGreaterThan(0);
    expect(order?.subtotal).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
    expect(order?.total).toBe((order?.subtotal ?? 0) + (order?.taxAmount ?? 0));
    const pickUpRows = await db
      .select()
      .from(pickUps)
      .where(eq(pickUps.orderId, order?.id as number));
    expect(pickUpRows).toHaveLength(1);
  });

  it('gives the demo customer three tagged, located rolls of eight scans whose files are real images', async () => {
    const [customer] = await db.select().from(users).where(eq(users.email, 'customer@demo.test'));
    const rolls = await db
      .select()
      .from(filmRolls)
      .where(eq(filmRolls.customerId, customer?.id as number));
    expect(rolls).toHaveLength(3);
    for (const roll of rolls) {
      expect(roll.developedAt && roll.scannedAt && roll.syncedAt).toBeTruthy();
      expect((await db.select().from(filmRollTags).where(eq(filmRollTags.filmRollId, roll.id))).length).toBeGreaterThan(
        0,
      );
      expect(await db.select().from(filmRollLocations).where(eq(filmRollLocations.filmRollId, roll.id))).toHaveLength(
        1,
      );
      const frames = await db.select().from(scans).where(eq(scans.filmRollId, roll.id));
      expect(frames).toHaveLength(8);
      for (const scan of frames) {
        expect(await imageSize(blobs, scan.hiResKey)).toEqual({
          width: scan.width,
          height: scan.height,
          format: 'jpeg',
        });
        const midHeight = Math.round(((scan.height as number) * MID_RES_WIDTH) / (scan.width as number));
        expect(await imageSize(blobs, scan.midResKey)).toEqual({
          width: MID_RES_WIDTH,
          height: midHeight,
          format: 'webp',
        });
        expect(await imageSize(blobs, scan.midResOptimizedKey)).toEqual({
          width: MID_RES_WIDTH,
          height: midHeight,
          format: 'webp',
        });
        const thumb = await imageSize(blobs, scan.thumbnailKey);
        expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(THUMBNAIL_MAX_SIDE_PX);
      }
    }
    expect(new Set(rolls.map((roll) => `${roll.brand} ${roll.model}`)).size).toBe(3);
  });

  it('selects a few community submissions with handles and their own copies of the files', async () => {
    const selected = await db
      .select()
      .from(socialMediaSubmissions)
      .where(and(eq(socialMediaSubmissions.selected, true), isNotNull(socialMediaSubmissions.selectedAt)));
    expect(selected.length).toBeGreaterThanOrEqual(3);
    expect(selected.some((submission) => submission.handle)).toBe(true);
    for (const submission of selected) {
      expect(submission.hiResKey.startsWith('social/')).toBe(true);
      expect(await imageSize(blobs, submission.thumbnailKey)).toMatchObject({ format: 'webp' });
    }
  });

  it('changes nothing when run again, quickly', async () => {
    const before = await snapshot(db);
    const started = Date.now();
    const again = await seedDatabase({ db, config: { seedDemo: true }, blobs });
    const secondSeedMs = Date.now() - started;
    console.info(`second seed took ${secondSeedMs} ms`);
    expect(again).toEqual(report);
    expect(await snapshot(db)).toEqual(before);
    expect(secondSeedMs).toBeLessThan(5_000);
  });

  it('puts domain-owned prices back, and leaves the lab’s own edits to demo products alone', async () => {
    await db.update(membershipPlans).set({ price: 1 }).where(eq(membershipPlans.id, 'NICE_2025'));
    await db.update(products).set({ price: 1 }).where(eq(products.sku, 'rush'));
    const [portra] = await db.select().from(products).where(eq(products.sku, 'kodak-portra-400-35mm'));
    await db
      .update(products)
      .set({ price: 1234 })
      .where(eq(products.id, portra?.id as number));
    await seedDatabase({ db, config: { seedDemo: true }, blobs });
    const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, 'NICE_2025'));
    expect(plan?.price).toBe(PLANS.NICE_2025.price);
    const [rush] = await db.select().from(products).where(eq(products.sku, 'rush'));
    expect(rush?.price).toBe(priceFor('rush', 'NON_MEMBER'));
    const [edited] = await db
      .select()
      .from(products)
      .where(eq(products.id, portra?.id as number));
    expect(edited?.price).toBe(1234);
  });
});
