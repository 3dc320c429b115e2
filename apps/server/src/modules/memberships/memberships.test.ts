// Buying, renewing, canceling and lapsing memberships through the API on a real database, with the
// local payment provider (Stripe's test cards) and the renewal run at chosen times.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCustomers, payments, subscriptions } from '../../db/schema/payments.js';
import { promoRedemptions } from '../../db/schema/promo-redemptions.js';
import { promos } from '../../db/schema/promos.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { localPaymentIntents, localSubscriptions } from '../../db/schema/local-payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DECLINED_CARD, api, cardToken, customer, promo, savedCard } from '../orders/order-test-helpers.js';
import { users } from '../../db/schema/users.js';
import { redeemPromo } from '../promos/redeem-promo.js';
import { findMembership } from './find-membership.js';
import { renewDueMemberships } from './renew-memberships.js';

const DAY = 86_400_000;

describe('memberships', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(() => t.close());

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

  it('buys Very Nice with the test card: the plan’s price, its credits, and the new tier at once', async () => {
    const buyer = await customer(t);
    const res = await buy(buyer, 'VERY_NICE_2025', await cardToken(t));
    expect(res.statusCode, res.body).toBe(201);
    const { subscription } = res.json();
    expect(subscription).toMatchObject({ plan: 'VERY_NICE_2025', status: 'active', amountPaid: 99999 });
    const end = new Date(subscription.currentPeriodEnd);
    const start = new Date(subscription.currentPeriodStart);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    const user = await me(buyer);
    expect(user.active).toBe(true);
    expect(user.membership).toEqual({
      plan: 'VERY_NICE_2025',
      status: 'renewing',
      periodEnd: subscription.currentPeriodEnd,
    });
    const credits = await ledger(buyer);
    expect(credits.balance).toEqual({ devScan: 30, scan4K: 30, rush: 30, proScan: 3 });
    expect(credits.nextGrantAt).toBe(subscription.currentPeriodEnd);
    expect((await charges(buyer.id)).map((row) => row.amount)).toEqual([99999]);
    // The card was saved for renewals.
    const cards = (await call('GET', `/users/${buyer.id}/payment-methods`, buyer.token)).json().paymentMethods;
    expect(cards).toHaveLength(1);
  });

  it('refuses a declined card (4000 0000 0000 0002): no membership, no credits, and buying again works', async () => {
    const buyer = await customer(t);
    const res = await buy(buyer, 'NICE_2025', await cardToken(t, DECLINED_CARD));
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toEqual({ message: 'Your card was declined.', errors: ['token: Your card was declined.'] });
    const user = await me(buyer);
    expect(user.active).toBe(false);
    expect(user.membership.status).toBe('none');
    expect((await ledger(buyer)).balance).toEqual({ devScan: 0, scan4K: 0, rush: 0, proScan: 0 });
    expect(await charges(buyer.id)).toEqual([]);
    expect((await buy(buyer, 'NICE_2025', await cardToken(t))).statusCode).toBe(201);
    expect((await me(buyer)).membership.plan).toBe('NICE_2025');
  });

  it('sets the price itself: a client-sent price is refused, and a promo takes the plan’s price down', async () => {
    const buyer = await customer(t);
    const priced = await call('POST', `/users/${buyer.id}/subscriptions/NICE_2025`, buyer.token, {
      token: await cardToken(t),
      price: 1,
    });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors.join()).toMatch(/price/);
    const inQuery = await buy(buyer, 'NICE_2025', await cardToken(t), '?price=1');
    expect(inQuery.statusCode).toBe(400);
    const code = await promo(t, { percentOff: 25, productType: 'SUBSCRIPTION' });
    const res = await buy(buyer, 'NICE_2025', await cardToken(t), `?promoCode=${code.code}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().subscription.amountPaid).toBe(14999);
    expect((await charges(buyer.id)).map((row) => row.amount)).toEqual([14999]);
  });

  it('sells only the 2025 tiers, and one membership at a time (buying again is a change of tier)', async () => {
    const buyer = await customer(t);
    for (const plan of ['NICE_2023', 'NICE_MONTHLY', 'NON_MEMBER', 'GOLD']) {
      const res = await buy(buyer, plan, await cardToken(t));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatch(/^plan: must be a plan on sale/);
    }
    expect((await buy(buyer, 'NICE_2025', await cardToken(t))).statusCode).toBe(201);
    // The same tier again is refused; another tier is a change of tier (change-tier.test.ts).
    const again = await buy(buyer, 'NICE_2025', await cardToken(t));
    expect(again.statusCode).toBe(409);
    expect(await charges(buyer.id)).toHaveLength(1);
  });

  it('refuses another customer’s subscription and card', async () => {
    const owner = await customer(t);
    const other = await customer(t);
    const { subscription } = (await buy(owner, 'NICE_2025', await cardToken(t))).json();
    expect(
      (await call('PUT', `/users/${owner.id}/subscriptions/${subscription.id}/cancel`, other.token)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/users/${owner.id}/credits`, other.token)).statusCode).toBe(403);
    // Through their own path, the id is as unknown as a missing one.
    const foreign = await call('PUT', `/users/${other.id}/subscriptions/${subscription.id}/cancel`, other.token);
    expect(foreign.statusCode).toBe(404);
    const card = await savedCard(t, owner);
    const stolen = await buy(other, 'NICE_2025', card);
    expect(stolen.statusCode).toBe(400);
    expect((await me(owner)).membership.status).toBe('renewing');
  });

  it('renews on schedule and grants the period’s credits once, however many runs or workers', async () => {
    const buyer = await customer(t);
    const { subscription } = (await buy(buyer, 'NICE_2025', await cardToken(t))).json();
    const end = new Date(subscription.currentPeriodEnd);
    expect((await renewAt(new Date(end.getTime() - DAY))).renewed).toBe(0);
    const after = new Date(end.getTime() + 60_000);
    await Promise.all([renewAt(after), renewAt(after)]);
    await renewAt(after);
    const user = await fresh(buyer.id);
    expect(user.membership.status).toBe('renewing');
    expect(new Date(user.membership.periodEnd!).getUTCFullYear()).toBe(end.getUTCFullYear() + 1);
    expect((await charges(buyer.id)).map((row) => row.amount)).toEqual([19999, 19999]);
    const credits = await ledger(buyer);
    expect(credits.entries.filter((entry: { kind: string }) => entry.kind === 'devScan')).toHaveLength(2);
    const left = await renewDueMemberships({ deps: { db: t.database.db, payments: paymentsOf(t) }, now: after });
    expect(left.renewed).toBe(0);
  });

  it('settles a run’s renewals together: each its own period, charge, credits and member flag', async () => {
    const renewing = await customer(t);
    const declining = await customer(t);
    const ending = await customer(t);
    const bought = [];
    for (const buyer of [renewing, declining, ending]) {
      bought.push((await buy(buyer, 'NICE_2025', await cardToken(t))).json().subscription);
    }
    // One period end for all three, so one run renews them in one batch.
    const end = new Date(bought[0].currentPeriodEnd);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.id,
          bought.map((sub: { id: number }) => sub.id),
        ),
      )
      .orderBy(subscriptions.id);
    for (const row of rows) {
      await t.database.db.update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.id, row.id));
      await t.database.db
        .update(localSubscriptions)
        .set({
          currentPeriodEnd: end,
          ...(row.userId === declining.id ? { paymentMethod: await savedCard(t, declining, DECLINED_CARD) } : {}),
          ...(row.userId === ending.id ? { cancelAtPeriodEnd: true } : {}),
        })
        .where(eq(localSubscriptions.id, row.providerSubscriptionId!));
    }
    const run = await renewAt(new Date(end.getTime() + 1000));
    expect(run.failed).toEqual([]);
    expect(await fresh(renewing.id)).toMatchObject({ active: true, membership: { status: 'renewing' } });
    expect((await charges(renewing.id)).map((row) => row.amount)).toEqual([19999, 19999]);
    expect((await ledger(renewing)).entries.filter((e: { kind: string }) => e.kind === 'devScan')).toHaveLength(2);
    const after = await t.database.db
      .select()
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.id,
          bought.map((sub: { id: number }) => sub.id),
        ),
      )
      .orderBy(subscriptions.id);
    expect(after.map((row) => [row.status, row.failureMessage])).toEqual([
      ['active', null],
      ['past_due', 'Your card was declined.'],
      ['canceled', null],
    ]);
    expect(after[0]!.currentPeriodEnd!.getUTCFullYear()).toBe(end.getUTCFullYear() + 1);
    // Retrying keeps the member a member; the one set to cancel lapses.
    expect(await fresh(declining.id)).toMatchObject({ active: true, membership: { status: 'renewing' } });
    expect(await fresh(ending.id)).toMatchObject({ active: false, membership: { status: 'lapsed' } });
    expect((await charges(ending.id)).length).toBe(1);
    expect((await ledger(declining)).entries.filter((e: { kind: string }) => e.kind === 'devScan')).toHaveLength(1);
  });

  it('cancels at period end (Expires), resumes before it, and ends when the period ends', async () => {
    const buyer = await customer(t);
    const { subscription } = (await buy(buyer, 'NICE_2025', await cardToken(t))).json();
    const path = `/users/${buyer.id}/subscriptions/${subscription.id}`;
    const canceled = await call('PUT', `${path}/cancel`, buyer.token);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await me(buyer)).membership.status).toBe('expiring');
    expect((await ledger(buyer)).nextGrantAt).toBeNull();
    expect((await call('PUT', `${path}/resume`, buyer.token)).json().subscription.cancelAtPeriodEnd).toBe(false);
    expect((await me(buyer)).membership.status).toBe('renewing');
    await call('PUT', `${path}/cancel`, buyer.token);
    await renewAt(new Date(new Date(subscription.currentPeriodEnd).getTime() + 1000));
    const user = await fresh(buyer.id);
    expect(user).toMatchObject({ active: false, membership: { plan: 'NICE_2025', status: 'lapsed' } });
    expect((await charges(buyer.id)).length).toBe(1);
    const late = await call('PUT', `${path}/resume`, buyer.token);
    expect(late.statusCode).toBe(409);
  });

  it('retries a declined renewal, then lapses the member', async () => {
    const buyer = await customer(t);
    const { subscription } = (await buy(buyer, 'NICE_2025', await cardToken(t))).json();
    // The saved card now declines: the bank's records are the provider's own table.
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    const declining = await savedCard(t, buyer, DECLINED_CARD);
    await t.database.db
      .update(localSubscriptions)
      .set({ paymentMethod: declining })
      .where(eq(localSubscriptions.id, sub!.providerSubscriptionId!));
    let now = new Date(new Date(subscription.currentPeriodEnd).getTime() + 1000);
    await renewAt(now);
    expect(await fresh(buyer.id)).toMatchObject({ active: true, membership: { status: 'renewing' } });
    const [pastDue] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(pastDue).toMatchObject({ status: 'past_due', failureMessage: 'Your card was declined.' });
    for (let day = 0; day < 4; day++) {
      now = new Date(now.getTime() + DAY + 1000);
      await renewAt(now);
    }
    expect(await fresh(buyer.id)).toMatchObject({ active: false, membership: { status: 'lapsed' } });
    const [ended] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(ended!.status).toBe('canceled');
    const tries = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(and(eq(localPaymentIntents.paymentMethod, declining)));
    expect(tries).toHaveLength(4);
  });

  it('declines a renewal whose card can no longer be used, instead of failing the run', async () => {
    const buyer = await customer(t);
    const { subscription } = (await buy(buyer, 'NICE_2025', await cardToken(t))).json();
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    await t.database.db
      .update(localSubscriptions)
      .set({ paymentMethod: 'pm_local.not-ours' })
      .where(eq(localSubscriptions.id, sub!.providerSubscriptionId!));
    const run = await renewAt(new Date(new Date(subscription.currentPeriodEnd).getTime() + 1000));
    expect(run.failed).toEqual([]);
    const [after] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(after).toMatchObject({ status: 'past_due', failureMessage: 'The card on file can no longer be charged.' });
  });

  it('settles a purchase whose request died: charged once and recorded, or ended with nothing charged', async () => {
    const provider = paymentsOf(t);
    const charged = await customer(t);
    const lost = await customer(t);
    const code = await promo(t, { percentOff: 10, maxUses: 5 });
    const card = await savedCard(t, charged);
    const [customerRow] = await t.database.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, charged.id));
    // The purchase's reserve step: its row, and the promo's use redeemed through the promos module.
    const reserve = (buyer: { id: number; email: string }, key: string, code: typeof promos.$inferSelect | null) =>
      t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(subscriptions)
          .values({
            userId: buyer.id,
            planId: 'NICE_2025',
            status: 'incomplete',
            priceLookupKey: 'nice2025',
            purchaseKey: key,
            promoId: code?.id ?? null,
          })
          .returning();
        if (code) {
          await redeemPromo({
            tx,
            promo: code,
            subscriptionId: row!.id,
            who: { customerId: buyer.id, email: buyer.email },
            discount: 1999,
          });
        }
        return row!;
      });
    const paid = await reserve(charged, 'membership:crashed-after-charge', null);
    // The provider charged; the app died before it heard back.
    await provider.subscriptions!.create({
      providerCustomerId: customerRow!.providerCustomerId,
      paymentMethodId: card,
      priceLookupKey: 'nice2025',
      firstAmount: 19999,
      amount: 19999,
      interval: 'year',
      idempotencyKey: 'membership:crashed-after-charge',
      now: new Date(),
    });
    const never = await reserve(lost, 'membership:crashed-before-charge', code);
    expect((await redemptionsOf(code.id)).map((use) => use.subscriptionId)).toEqual([never.id]);
    // Within the purchase's lease the sweep leaves both to their requests.
    expect((await renewAt(new Date())).settled).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    expect((await renewAt(later)).settled).toBe(2);
    await renewAt(later);
    expect(await fresh(charged.id)).toMatchObject({
      active: true,
      membership: { plan: 'NICE_2025', status: 'renewing' },
    });
    expect((await charges(charged.id)).map((row) => row.amount)).toEqual([19999]);
    expect((await ledger(charged)).balance.devScan).toBe(10);
    const [ended] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, never.id));
    expect(ended!.status).toBe('incomplete_expired');
    expect((await fresh(lost.id)).membership.status).toBe('none');
    const [promoRow] = await t.database.db.select().from(promos).where(eq(promos.id, code.id));
    expect(promoRow!.usedCount).toBe(0);
    expect(await redemptionsOf(code.id)).toEqual([]);
    expect(paid.id).toBeGreaterThan(0);
  });
});

/** The same provider the app uses: its records are the database's own tables. */
function paymentsOf(t: TestApp) {
  return createPaymentProvider(t.config, t.database.db);
}
