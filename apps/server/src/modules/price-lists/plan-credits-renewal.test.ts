// A change of a plan's credits on the price list: a period grants the credits of the list in force
// when it started, so a member keeps what their period was granted until their next renewal, which
// grants the new credits; a new member gets them at once; an upgrade tops up on the period's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renewDueMemberships } from '../memberships/renew-memberships.js';
import { admin, api, cardToken, customer } from '../orders/order-test-helpers.js';

describe('plan credits on the price list', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedPriceLists(t.database.db);
  });
  afterAll(() => t.close());

  type Buyer = { id: number; token: string };
  const buy = async (buyer: Buyer, plan: string) => {
    const res = await call('POST', `/users/${buyer.id}/subscriptions/${plan}`, buyer.token, {
      token: await cardToken(t),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().subscription as { id: number; currentPeriodEnd: string };
  };
  const ledger = async (buyer: Buyer) => (await call('GET', `/users/${buyer.id}/credits`, buyer.token)).json();
  const changeCredits = async (plans: unknown[]) => {
    const staff = await admin(t);
    const { id } = (await call('POST', '/price-lists', staff.token)).json();
    const res = await call('PUT', `/price-lists/${id}`, staff.token, { plans });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);
  };

  it('grants the new credits from the next period, and at once to a new member', async () => {
    const oldMember = await customer(t);
    const old = await buy(oldMember, 'NICE_2025');
    expect((await ledger(oldMember)).balance.devScan).toBe(10);

    await changeCredits([{ planId: 'NICE_2025', credits: { devScan: 12, scan4K: 4 } }]);
    // The paid period keeps what it was granted.
    expect((await ledger(oldMember)).balance).toMatchObject({ devScan: 10, scan4K: 3 });

    const fresh = await customer(t);
    await buy(fresh, 'NICE_2025');
    expect((await ledger(fresh)).balance).toMatchObject({ devScan: 12, scan4K: 4, rush: 3 });

    // The renewal's period starts under the new list: it grants the new credits.
    const end = new Date(old.currentPeriodEnd);
    await renewDueMemberships({
      deps: { db: t.database.db, payments: createPaymentProvider(t.config, t.database.db) },
      now: new Date(end.getTime() + 60_000),
    });
    const grants = (await ledger(oldMember)).entries.filter((entry: { kind: string }) => entry.kind === 'devScan');
    expect(
      grants.map((entry: { quantity: number; periodStart: string }) => [entry.quantity, entry.periodStart]),
    ).toEqual([
      [12, end.toISOString()],
      [10, expect.any(String)],
    ]);
  });

  it('tops an upgrade up on the list the period was granted under', async () => {
    const member = await customer(t);
    await buy(member, 'NICE_2025');
    // Very Nice grants more from now on; the member's period started before.
    await changeCredits([{ planId: 'VERY_NICE_2025', credits: { devScan: 50 } }]);
    await buy(member, 'VERY_NICE_2025');
    // Very Nice's 30 of the period's list, not the 50 of the list in force now.
    expect((await ledger(member)).balance.devScan).toBe(30);
    // Someone buying Very Nice now gets the new credits.
    const fresh = await customer(t);
    await buy(fresh, 'VERY_NICE_2025');
    expect((await ledger(fresh)).balance.devScan).toBe(50);
  });
});
