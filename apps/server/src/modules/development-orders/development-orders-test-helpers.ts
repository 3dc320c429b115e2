// Shared by the development order tests: an app with the plans and services seeded, buyers with a
// saved address (members and credits when asked), and their orders placed and moved on by staff.
import type { DevelopmentRoll } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { credits } from '../../db/schema/credits.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { products } from '../../db/schema/products.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, customer } from '../orders/order-test-helpers.js';

/** The domain's view of ROLL, for the expected prices. */
export const DOMAIN_ROLL: DevelopmentRoll = {
  format: '35mm',
  process: 'C-41',
  crossProcess: false,
  pushPull: 0,
  scanQuality: 'STANDARD_2K',
  rush: false,
  sleeving: 'NONE',
  prints: false,
  returnToCustomer: false,
};

export const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;

type Who = { id: number; token: string };
type Call = ReturnType<typeof api>;

/** The calling test file's app and its helpers; set once the file's beforeAll has run. */
export type DevelopmentOrdersApp = { t: TestApp; call: Call; staff: Who } & ReturnType<typeof helpers>;

/**
 * A test app for the calling test file (or describe), with the plans and services seeded, its API
 * caller and a staff account: made before its tests, closed after them.
 */
export function developmentOrdersApp(): DevelopmentOrdersApp {
  const app = {} as DevelopmentOrdersApp;
  beforeAll(async () => {
    const t = await createTestApp();
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    const call = api(t);
    const staff = await admin(t);
    Object.assign(app, { t, call, staff }, helpers(t, call, staff));
  });
  afterAll(() => app.t?.close());
  return app;
}

function helpers(t: TestApp, call: Call, staff: Who) {
  /** Plan credits of the service sold under `sku` (devscan, rush...). */
  async function grant(userId: number, sku: string, quantity: number) {
    const [product] = await t.database.db.select().from(products).where(eq(products.sku, sku));
    await t.database.db
      .insert(credits)
      .values({ userId, productId: product!.id, quantity, remaining: quantity, source: 'PLAN' });
  }

  const create = (who: Who, body: Record<string, unknown>) => call('POST', `/users/${who.id}/orders`, who.token, body);

  return {
    /**
     * A customer with a saved NYC address (tax is taken from it); a member of `plan` when given
     * (Nice 2025 or Very Nice 2025), with dev+scan and rush credits when asked.
     */
    async buyer(
      options: { plan?: 'NICE_2025' | 'VERY_NICE_2025'; devScanCredits?: number; rushCredits?: number } = {},
    ) {
      const made = await customer(t, { member: options.plan !== undefined });
      if (options.plan && options.plan !== 'NICE_2025') {
        const key = options.plan.toLowerCase().replace(/_/g, '');
        await t.database.db
          .update(subscriptions)
          .set({ planId: options.plan, priceLookupKey: key })
          .where(eq(subscriptions.userId, made.id));
      }
      const address = await call('POST', `/users/${made.id}/address`, made.token, NYC);
      expect(address.statusCode, address.body).toBe(201);
      if (options.devScanCredits) await grant(made.id, 'devscan', options.devScanCredits);
      if (options.rushCredits) await grant(made.id, 'rush', options.rushCredits);
      return made;
    },
    /** POST /users/{id}/orders as `who`, answered as it is. */
    create,
    /** An order of `rolls` placed by `who`, which must be made. */
    async order(
      who: Who,
      rolls: Record<string, unknown>[],
      inbound: Record<string, unknown> = { method: 'EXTERNAL_FULFILLMENT' },
    ) {
      const res = await create(who, { rolls, inbound });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { order: { id: number; total: number; subtotal: number }; rolls: { id: number }[] };
    },
    /** Staff record a rolls event on the order (all its rolls, or `rollIds`). */
    async event(orderId: number, event: string, rollIds?: number[]) {
      const res = await call(
        'PUT',
        `/orders/${orderId}/add-rolls-event/${event}`,
        staff.token,
        rollIds ? { rollIds } : {},
      );
      expect(res.statusCode, res.body).toBe(200);
    },
    /** The customer's service credits left, all kinds together. */
    async remainingCredits(userId: number) {
      const rows = await t.database.db.select().from(credits).where(eq(credits.userId, userId));
      return rows.reduce((sum, row) => sum + row.remaining, 0);
    },
  };
}
