// Renewing, canceling and lapsing memberships on a real database, with the local payment provider
// (Stripe's test cards) and the renewal run at chosen times.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localPaymentIntents, localSubscriptions } from '../../db/schema/local-payments.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { DECLINED_CARD, cardToken, customer, savedCard } from '../orders/order-test-helpers.js';
import { renewDueMemberships } from './renew-memberships.js';
import { DAY, membershipsApp, paymentsOf } from './memberships-test-helpers.js';

describe('memberships', () => {
  const app = membershipsApp();

  it('renews on schedule and grants the period’s credits once, however many runs or workers', async () => {
    const buyer = await customer(app.t);
    const { subscription } = (await app.buy(buyer, 'NICE_2025', await cardToken(app.t))).json();
    const end = new Date(subscription.currentPeriodEnd);
    expect((await app.renewAt(new Date(end.getTime() - DAY))).renewed).toBe(0);
    const after = new Date(end.getTime() + 60_000);
    await Promise.all([app.renewAt(after), app.renewAt(after)]);
    await app.renewAt(after);
    const user = await app.fresh(buyer.id);
    expect(user.membership.status).toBe('renewing');
    expect(new Date(user.membership.periodEnd!).getUTCFullYear()).toBe(end.getUTCFullYear() + 1);
    expect((await app.charges(buyer.id)).map((row) => row.amount)).toEqual([19999, 19999]);
    const credits = await app.ledger(buyer);
    expect(credits.entries.filter((entry: { kind: string }) => entry.kind === 'devScan')).toHaveLength(2);
    const left = await renewDueMemberships({
      deps: { db: app.t.database.db, payments: paymentsOf(app.t) },
      now: after,
    });
    expect(left.renewed).toBe(0);
  });

  it('settles a run’s renewals together: each its own period, charge, credits and member flag', async () => {
    const renewing = await customer(app.t);
    const declining = await customer(app.t);
    const ending = await customer(app.t);
    const bought = [];
    for (const buyer of [renewing, declining, ending]) {
      bought.push((await app.buy(buyer, 'NICE_2025', await cardToken(app.t))).json().subscription);
    }
    // One period end for all three, so one run renews them in one batch.
    const end = new Date(bought[0].currentPeriodEnd);
    const rows = await app.t.database.db
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
      await app.t.database.db.update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.id, row.id));
      await app.t.database.db
        .update(localSubscriptions)
        .set({
          currentPeriodEnd: end,
          ...(row.userId === declining.id ? { paymentMethod: await savedCard(app.t, declining, DECLINED_CARD) } : {}),
          ...(row.userId === ending.id ? { cancelAtPeriodEnd: true } : {}),
        })
        .where(eq(localSubscriptions.id, row.providerSubscriptionId!));
    }
    const run = await app.renewAt(new Date(end.getTime() + 1000));
    expect(run.failed).toEqual([]);
    expect(await app.fresh(renewing.id)).toMatchObject({ active: true, membership: { status: 'renewing' } });
    expect((await app.charges(renewing.id)).map((row) => row.amount)).toEqual([19999, 19999]);
    expect((await app.ledger(renewing)).entries.filter((e: { kind: string }) => e.kind === 'devScan')).toHaveLength(2);
    const after = await app.t.database.db
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
    expect(await app.fresh(declining.id)).toMatchObject({ active: true, membership: { status: 'renewing' } });
    expect(await app.fresh(ending.id)).toMatchObject({ active: false, membership: { status: 'lapsed' } });
    expect((await app.charges(ending.id)).length).toBe(1);
    expect((await app.ledger(declining)).entries.filter((e: { kind: string }) => e.kind === 'devScan')).toHaveLength(1);
  });

  it('cancels at period end (Expires), resumes before it, and ends when the period ends', async () => {
    const buyer = await customer(app.t);
    const { subscription } = (await app.buy(buyer, 'NICE_2025', await cardToken(app.t))).json();
    const path = `/users/${buyer.id}/subscriptions/${subscription.id}`;
    const canceled = await app.call('PUT', `${path}/cancel`, buyer.token);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await app.me(buyer)).membership.status).toBe('expiring');
    expect((await app.ledger(buyer)).nextGrantAt).toBeNull();
    expect((await app.call('PUT', `${path}/resume`, buyer.token)).json().subscription.cancelAtPeriodEnd).toBe(false);
    expect((await app.me(buyer)).membership.status).toBe('renewing');
    await app.call('PUT', `${path}/cancel`, buyer.token);
    await app.renewAt(new Date(new Date(subscription.currentPeriodEnd).getTime() + 1000));
    const user = await app.fresh(buyer.id);
    expect(user).toMatchObject({ active: false, membership: { plan: 'NICE_2025', status: 'lapsed' } });
    expect((await app.charges(buyer.id)).length).toBe(1);
    const late = await app.call('PUT', `${path}/resume`, buyer.token);
    expect(late.statusCode).toBe(409);
  });

  it('retries a declined renewal, then lapses the member', async () => {
    const buyer = await customer(app.t);
    const { subscription } = (await app.buy(buyer, 'NICE_2025', await cardToken(app.t))).json();
    // The saved card now declines: the bank's records are the provider's own table.
    const [sub] = await app.t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    const declining = await savedCard(app.t, buyer, DECLINED_CARD);
    await app.t.database.db
      .update(localSubscriptions)
      .set({ paymentMethod: declining })
      .where(eq(localSubscriptions.id, sub!.providerSubscriptionId!));
    let now = new Date(new Date(subscription.currentPeriodEnd).getTime() + 1000);
    await app.renewAt(now);
    expect(await app.fresh(buyer.id)).toMatchObject({ active: true, membership: { status: 'renewing' } });
    const [pastDue] = await app.t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(pastDue).toMatchObject({ status: 'past_due', failureMessage: 'Your card was declined.' });
    for (let day = 0; day < 4; day++) {
      now = new Date(now.getTime() + DAY + 1000);
      await app.renewAt(now);
    }
    expect(await app.fresh(buyer.id)).toMatchObject({ active: false, membership: { status: 'lapsed' } });
    const [ended] = await app.t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(ended!.status).toBe('canceled');
    const tries = await app.t.database.db
      .select()
      .from(localPaymentIntents)
      .where(and(eq(localPaymentIntents.paymentMethod, declining)));
    expect(tries).toHaveLength(4);
  });

  it('declines a renewal whose card can no longer be used, instead of failing the run', async () => {
    const buyer = await customer(app.t);
    const { subscription } = (await app.buy(buyer, 'NICE_2025', await cardToken(app.t))).json();
    const [sub] = await app.t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    await app.t.database.db
      .update(localSubscriptions)
      .set({ paymentMethod: 'pm_local.not-ours' })
      .where(eq(localSubscriptions.id, sub!.providerSubscriptionId!));
    const run = await app.renewAt(new Date(new Date(subscription.currentPeriodEnd).getTime() + 1000));
    expect(run.failed).toEqual([]);
    const [after] = await app.t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(after).toMatchObject({ status: 'past_due', failureMessage: 'The card on file can no longer be charged.' });
  });
});
