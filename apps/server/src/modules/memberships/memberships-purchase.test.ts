// Buying a membership through the API on a real database, with the local payment provider (Stripe's
// test cards): the price set by the server, one membership at a time, and a purchase whose request died.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentCustomers } from '../../db/schema/payments.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { promos } from '../../db/schema/promos.js';
import { DECLINED_CARD, cardToken, customer, promo, savedCard } from '../orders/order-test-helpers.js';
import { redeemPromo } from '../promos/redeem-promo.js';
import { membershipsApp, paymentsOf } from './memberships-test-helpers.js';

describe('memberships', () => {
  const app = membershipsApp();

  it('buys Very Nice with the test card: the plan’s price, its credits, and the new tier at once', async () => {
    const buyer = await customer(app.t);
    const res = await app.buy(buyer, 'VERY_NICE_2025', await cardToken(app.t));
    expect(res.statusCode, res.body).toBe(201);
    const { subscription } = res.json();
    expect(subscription).toMatchObject({ plan: 'VERY_NICE_2025', status: 'active', amountPaid: 99999 });
    const end = new Date(subscription.currentPeriodEnd);
    const start = new Date(subscription.currentPeriodStart);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    const user = await app.me(buyer);
    expect(user.active).toBe(true);
    expect(user.membership).toEqual({
      plan: 'VERY_NICE_2025',
      status: 'renewing',
      periodEnd: subscription.currentPeriodEnd,
    });
    const credits = await app.ledger(buyer);
    expect(credits.balance).toEqual({ devScan: 30, scan4K: 30, rush: 30, proScan: 3 });
    expect(credits.nextGrantAt).toBe(subscription.currentPeriodEnd);
    expect((await app.charges(buyer.id)).map((row) => row.amount)).toEqual([99999]);
    // The card was saved for renewals.
    const cards = (await app.call('GET', `/users/${buyer.id}/payment-methods`, buyer.token)).json().paymentMethods;
    expect(cards).toHaveLength(1);
  });

  it('refuses a declined card (4000 0000 0000 0002): no membership, no credits, and buying again works', async () => {
    const buyer = await customer(app.t);
    const res = await app.buy(buyer, 'NICE_2025', await cardToken(app.t, DECLINED_CARD));
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toEqual({ message: 'Your card was declined.', errors: ['token: Your card was declined.'] });
    const user = await app.me(buyer);
    expect(user.active).toBe(false);
    expect(user.membership.status).toBe('none');
    expect((await app.ledger(buyer)).balance).toEqual({ devScan: 0, scan4K: 0, rush: 0, proScan: 0 });
    expect(await app.charges(buyer.id)).toEqual([]);
    expect((await app.buy(buyer, 'NICE_2025', await cardToken(app.t))).statusCode).toBe(201);
    expect((await app.me(buyer)).membership.plan).toBe('NICE_2025');
  });

  it('sets the price itself: a client-sent price is refused, and a promo takes the plan’s price down', async () => {
    const buyer = await customer(app.t);
    const priced = await app.call('POST', `/users/${buyer.id}/subscriptions/NICE_2025`, buyer.token, {
      token: await cardToken(app.t),
      price: 1,
    });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors.join()).toMatch(/price/);
    const inQuery = await app.buy(buyer, 'NICE_2025', await cardToken(app.t), '?price=1');
    expect(inQuery.statusCode).toBe(400);
    const code = await promo(app.t, { percentOff: 25, productType: 'SUBSCRIPTION' });
    const res = await app.buy(buyer, 'NICE_2025', await cardToken(app.t), `?promoCode=${code.code}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().subscription.amountPaid).toBe(14999);
    expect((await app.charges(buyer.id)).map((row) => row.amount)).toEqual([14999]);
  });

  it('sells only the 2025 tiers, and one membership at a time (buying again is a change of tier)', async () => {
    const buyer = await customer(app.t);
    for (const plan of ['NICE_2023', 'NICE_MONTHLY', 'NON_MEMBER', 'GOLD']) {
      const res = await app.buy(buyer, plan, await cardToken(app.t));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatch(/^plan: must be a plan on sale/);
    }
    expect((await app.buy(buyer, 'NICE_2025', await cardToken(app.t))).statusCode).toBe(201);
    // The same tier again is refused; another tier is a change of tier (change-tier.test.ts).
    const again = await app.buy(buyer, 'NICE_2025', await cardToken(app.t));
    expect(again.statusCode).toBe(409);
    expect(await app.charges(buyer.id)).toHaveLength(1);
  });

  it('refuses another customer’s subscription and card', async () => {
    const owner = await customer(app.t);
    const other = await customer(app.t);
    const { subscription } = (await app.buy(owner, 'NICE_2025', await cardToken(app.t))).json();
    expect(
      (await app.call('PUT', `/users/${owner.id}/subscriptions/${subscription.id}/cancel`, other.token)).statusCode,
    ).toBe(403);
    expect((await app.call('GET', `/users/${owner.id}/credits`, other.token)).statusCode).toBe(403);
    // Through their own path, the id is as unknown as a missing one.
    const foreign = await app.call('PUT', `/users/${other.id}/subscriptions/${subscription.id}/cancel`, other.token);
    expect(foreign.statusCode).toBe(404);
    const card = await savedCard(app.t, owner);
    const stolen = await app.buy(other, 'NICE_2025', card);
    expect(stolen.statusCode).toBe(400);
    expect((await app.me(owner)).membership.status).toBe('renewing');
  });

  it('settles a purchase whose request died: charged once and recorded, or ended with nothing charged', async () => {
    const provider = paymentsOf(app.t);
    const charged = await customer(app.t);
    const lost = await customer(app.t);
    const code = await promo(app.t, { percentOff: 10, maxUses: 5 });
    const card = await savedCard(app.t, charged);
    const [customerRow] = await app.t.database.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, charged.id));
    // The purchase's reserve step: its row, and the promo's use redeemed through the promos module.
    const reserve = (buyer: { id: number; email: string }, key: string, code: typeof promos.$inferSelect | null) =>
      app.t.database.db.transaction(async (tx) => {
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
    expect((await app.redemptionsOf(code.id)).map((use) => use.subscriptionId)).toEqual([never.id]);
    // Within the purchase's lease the sweep leaves both to their requests.
    expect((await app.renewAt(new Date())).settled).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    expect((await app.renewAt(later)).settled).toBe(2);
    await app.renewAt(later);
    expect(await app.fresh(charged.id)).toMatchObject({
      active: true,
      membership: { plan: 'NICE_2025', status: 'renewing' },
    });
    expect((await app.charges(charged.id)).map((row) => row.amount)).toEqual([19999]);
    expect((await app.ledger(charged)).balance.devScan).toBe(10);
    const [ended] = await app.t.database.db.select().from(subscriptions).where(eq(subscriptions.id, never.id));
    expect(ended!.status).toBe('incomplete_expired');
    expect((await app.fresh(lost.id)).membership.status).toBe('none');
    const [promoRow] = await app.t.database.db.select().from(promos).where(eq(promos.id, code.id));
    expect(promoRow!.usedCount).toBe(0);
    expect(await app.redemptionsOf(code.id)).toEqual([]);
    expect(paid.id).toBeGreaterThan(0);
  });
});
