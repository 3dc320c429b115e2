// Shared by the membership tests: an app with plans and services, memberships bought through the API
// with the local payment provider (Stripe's test cards), the renewal run at chosen times, and what a
// buyer then has: their user, membership, credits and charges.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { payments } from '../../db/schema/settled-payments.js';
import { promoRedemptions } from '../../db/schema/promo-redemptions.js';
import { users } from '../../db/schema/users.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { api } from '../orders/order-test-helpers.js';
import { findMembership } from './find-membership.js';
import { renewDueMemberships } from './renew-memberships.js';

export const DAY = 86_400_000;

type Call = ReturnType<typeof api>;

/** The calling test file's app and its calls; set once the file's beforeAll has run. */
export type MembershipsApp = { t: TestApp; call: Call } & ReturnType<typeof helpers>;

/**
 * A test app for the calling test file, with the plans and services seeded and its API caller:
 * made before its tests, closed after them.
 */
export function membershipsApp(): MembershipsApp {
  const app = {} as MembershipsApp;
  beforeAll(async () => {
    const t = await createTestApp();
    const call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    Object.assign(app, { t, call }, helpers(t, call));
  });
  afterAll(() => app.t?.close());
  return app;
}

/** The same provider the app uses: its records are the database's own tables. */
export function paymentsOf(t: TestApp) {
  return createPaymentProvider(t.config, t.database.db);
}

function helpers(t: TestApp, call: Call) {
  const buy = async (buyer: { id: number; token: string }, plan: string, token: string, query = '') =>
    call('POST', `/users/${buyer.id}/subscriptions/${plan}${query}`, buyer.token, { token });
  const me = async (buyer: { token: string }) => (await call('GET', '/auth/current-user', buyer.token)).json();
  const ledger = async (buyer: { id: number; token: string }) =>
    (await call('GET', `/users/${buyer.id}/credits`, buyer.token)).json();
  const fresh = async (userId: number) => {
    const [user] = await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, userId));
    return { active: user!.active, membership: await findMembership({ db: t.database.db, userId }) };
  };
  const renewAt = (now: Date) => renewDueMemberships({ deps: { db: t.database.db, payments: paymentsOf(t) }, now });
  const charges = async (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId));
  const redemptionsOf = (promoId: number) =>
    t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoId, promoId));

  return { buy, me, ledger, fresh, renewAt, charges, redemptionsOf };
}
