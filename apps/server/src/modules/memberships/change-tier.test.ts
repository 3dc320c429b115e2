// Changing tier through the API: prorated by the local provider from the period (the old plan's
// unused time credited, the new plan's charged), the new plan's extra credits, a downgrade's credit
// taken off the next renewal, a declined card leaving the plan as it was.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { localSubscriptionInvoices, localSubscriptions } from '../../db/schema/local-payments.js';
import { payments } from '../../db/schema/settled-payments.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DECLINED_CARD, api, cardToken, customer } from '../orders/order-test-helpers.js';
import { renewDueMemberships } from './renew-memberships.js';

const YEAR = 365 * 86_400_000;

describe('changing tier', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(() => t.close());

  type Buyer = { id: number; token: string };
  const buy = async (buyer: Buyer, plan: string, token: string) =>
    call('POST', `/users/${buyer.id}/subscriptions/${plan}`, buyer.token, { token });
  const balance = async (buyer: Buyer) => (await call('GET', `/users/${buyer.id}/credits`, buyer.token)).json().balance;
  const charged = async (userId: number) =>
    (await t.database.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id)).map(
      (row) => row.amount,
    );
  /** Moves the member's period so that a quarter of a 365-day year is left now. */
  const quarterLeft = async (subscriptionId: number) => {
    const now = Date.now();
    const start = new Date(now - (3 * YEAR) / 4);
    const end = new Date(now + YEAR / 4);
    const [row] = await t.database.db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.id, subscriptionId))
      .returning();
    await t.database.db
      .update(localSubscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(localSubscriptions.id, row!.providerSubscriptionId!));
    return { end, providerId: row!.providerSubscriptionId! };
  };

  it('upgrades Nice to Very Nice with a quarter left: charges the prorated difference and tops credits up', async () => {
    const member = await customer(t);
    const bought = (await buy(member, 'NICE_2025', await cardToken(t))).json().subscription;
    const { end } = await quarterLeft(bought.id);

    const res = await buy(member, 'VERY_NICE_2025', await cardToken(t));
    expect(res.statusCode, res.body).toBe(201);
    // Credit 19999/4 = 5000 for Nice's unused quarter, charge 99999/4 = 25000 for Very Nice's.
    expect(await charged(member.id)).toEqual([19999, 20000]);
    expect(res.json().subscription).toMatchObject({ id: bought.id, plan: 'VERY_NICE_2025', status: 'active' });
    const me = (await call('GET', '/auth/current-user', member.token)).json();
    expect(me.membership).toEqual({ plan: 'VERY_NICE_2025', status: 'renewing', periodEnd: end.toISOString() });
    // Nice granted 10/3/3/0; the upgrade adds what Very Nice grants beyond it.
    expect(await balance(member)).toEqual({ devScan: 30, scan4K: 30, rush: 30, proScan: 3 });

    // A retried request changes nothing twice; the same tier again is refused in words.
    const again = await buy(member, 'VERY_NICE_2025', await cardToken(t));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already a Very Nice member.');
    expect(await charged(member.id)).toEqual([19999, 20000]);
  });

  it('downgrades with the unused difference kept as credit toward the next renewal', async () => {
    const member = await customer(t);
    const bought = (await buy(member, 'VERY_NICE_2025', await cardToken(t))).json().subscription;
    const { end, providerId } = await quarterLeft(bought.id);

    const res = await buy(member, 'NICE_2025', await cardToken(t));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().subscription.plan).toBe('NICE_2025');
    // Credit 25000, charge 5000: nothing charged now, 20000 owed to the member.
    expect(await charged(member.id)).toEqual([99999]);
    const [local] = await t.database.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, providerId));
    expect(local).toMatchObject({ creditBalance: 20000, amount: 19999, priceLookupKey: 'nice2025' });
    // The credits already granted for the period stay.
    expect((await balance(member)).devScan).toBe(30);

    // The renewal costs Nice's 19999, paid from the 20000 owed; 1 cent stays owed.
    await renewDueMemberships({
      deps: { db: t.database.db, payments: createPaymentProvider(t.config, t.database.db) },
      now: new Date(end.getTime() + 1000),
    });
    const [renewal] = await t.database.db
      .select()
      .from(localSubscriptionInvoices)
      .where(
        and(eq(localSubscriptionInvoices.subscriptionId, providerId), eq(localSubscriptionInvoices.periodStart, end)),
      );
    expect(renewal).toMatchObject({ amount: 0, status: 'paid' });
    const [after] = await t.database.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, providerId));
    expect(after!.creditBalance).toBe(1);
  });

  it('leaves the plan as it was when the card for the proration is declined', async () => {
    const member = await customer(t);
    const bought = (await buy(member, 'NICE_2025', await cardToken(t))).json().subscription;
    await quarterLeft(bought.id);
    const res = await buy(member, 'SUPER_NICE_2025', await cardToken(t, DECLINED_CARD));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    const me = (await call('GET', '/auth/current-user', member.token)).json();
    expect(me.membership.plan).toBe('NICE_2025');
    expect(await charged(member.id)).toEqual([19999]);
    expect((await balance(member)).devScan).toBe(10);
    // The declined proration is not the membership's renewal problem.
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, bought.id));
    expect(row!.failureMessage).toBeNull();
    const unpaid = await t.database.db
      .select()
      .from(localSubscriptionInvoices)
      .where(
        and(
          eq(localSubscriptionInvoices.subscriptionId, row!.providerSubscriptionId!),
          isNotNull(localSubscriptionInvoices.proratedFrom),
        ),
      );
    expect(unpaid.map((invoice) => invoice.status)).toEqual(['void']);
  });

  it('refuses a promo code on a change, and another customer’s membership', async () => {
    const member = await customer(t);
    await buy(member, 'NICE_2025', await cardToken(t));
    const promo = await call(
      'POST',
      `/users/${member.id}/subscriptions/VERY_NICE_2025?promoCode=SPRING`,
      member.token,
      {
        token: await cardToken(t),
      },
    );
    expect(promo.statusCode).toBe(400);
    expect(promo.json().errors).toEqual(['promoCode: is for new memberships and cannot be used to change tier']);
    const other = await customer(t);
    const theirs = await call('POST', `/users/${member.id}/subscriptions/VERY_NICE_2025`, other.token, {
      token: await cardToken(t),
    });
    expect(theirs.statusCode).toBe(403);
  });
});
