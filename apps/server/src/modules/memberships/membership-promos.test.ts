// A promo code on a membership purchase is a redemption like an order's (the promos module's
// promo_redemptions): who used which code on which subscription, counted against the code's limit and
// its once-per-customer rule across orders and memberships, given back when the purchase is declined,
// and used once when purchases race (on PostgreSQL the requests really run at once).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoRedemptions } from '../../db/schema/promo-redemptions.js';
import { promos } from '../../db/schema/promos.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  DECLINED_CARD,
  admin,
  api,
  cardToken,
  customer,
  film,
  openOrder,
  promo,
} from '../orders/order-test-helpers.js';

describe('promo codes on memberships', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(() => t.close());

  type Buyer = { id: number; token: string };
  const buy = async (buyer: Buyer, code: string, card = cardToken(t)) =>
    call('POST', `/users/${buyer.id}/subscriptions/NICE_2025?promoCode=${code}`, buyer.token, { token: await card });
  const usesOf = (promoId: number) =>
    t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoId, promoId));
  const usedCount = async (promoId: number) =>
    (await t.database.db.select().from(promos).where(eq(promos.id, promoId)))[0]!.usedCount;

  it('records the use: who, which code, which subscription, how much off', async () => {
    const buyer = await customer(t);
    const code = await promo(t, { percentOff: 25, productType: 'SUBSCRIPTION' });
    const res = await buy(buyer, code.code);
    expect(res.statusCode, res.body).toBe(201);
    const { subscription } = res.json();
    const uses = await usesOf(code.id);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({
      subscriptionId: subscription.id,
      orderId: null,
      customerId: buyer.id,
      email: buyer.email.toLowerCase(),
      oncePerCustomer: true,
      discount: 19999 - 14999,
    });
    expect(uses[0]!.createdAt).toBeInstanceOf(Date);
    expect(await usedCount(code.id)).toBe(1);
  });

  it('holds a once-per-customer code across memberships and orders, each way', async () => {
    const item = await film(t, staff.token);
    // Used on a membership: the customer's order is refused the code.
    const member = await customer(t);
    const first = await promo(t, { percentOff: 10 });
    expect((await buy(member, first.code)).statusCode).toBe(201);
    const order = await call('POST', '/orders', member.token, {
      lines: [{ productId: item.id, variantId: item.variantId, quantity: 1 }],
      address: { address1: '1 Bedford Ave', city: 'Brooklyn', state: 'NY', zip: '11211' },
      promoCode: first.code,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual([`promoCode: ${first.code} has already been used on your account`]);

    // Used on a paid order: the customer's membership purchase is refused the code, and nothing is charged.
    const shopper = await customer(t);
    const second = await promo(t, { percentOff: 10 });
    const placed = await openOrder(t, shopper.token, item, { promoCode: second.code });
    const paid = await call('PUT', `/orders/${placed.id}/attach-payment`, shopper.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await buy(shopper, second.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([`promoCode: ${second.code} has already been used on your account`]);
    expect((await call('GET', '/auth/current-user', shopper.token)).json().membership.status).toBe('none');
    expect((await usesOf(second.id)).map((use) => use.orderId)).toEqual([placed.id]);
  });

  it('gives the use back when the card is declined, so the code can be used again', async () => {
    const buyer = await customer(t);
    const once = await promo(t, { percentOff: 10, maxUses: 1 });
    const declined = await buy(buyer, once.code, cardToken(t, DECLINED_CARD));
    expect(declined.statusCode).toBe(402);
    expect(await usesOf(once.id)).toEqual([]);
    expect(await usedCount(once.id)).toBe(0);
    const again = await buy(buyer, once.code);
    expect(again.statusCode, again.body).toBe(201);
    expect((await usesOf(once.id)).map((use) => use.subscriptionId)).toEqual([again.json().subscription.id]);
    expect(await usedCount(once.id)).toBe(1);
  });

  it('uses a one-time code once when four customers buy with it at once', async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map(() => customer(t)));
    const once = await promo(t, { percentOff: 10, maxUses: 1 });
    const cards = await Promise.all(buyers.map(() => cardToken(t)));
    const answers = await Promise.all(buyers.map((buyer, i) => buy(buyer, once.code, Promise.resolve(cards[i]!))));
    const statuses = answers.map((res) => res.statusCode).sort();
    // The ones that lose the race are refused before paying (400 when the code was already used up
    // as they looked, 409 when they raced past that look), never charged.
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400 || status === 409)).toHaveLength(3);
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(res.json().errors[0]).toMatch(new RegExp(`^promoCode: ${once.code} has already been used`));
    }
    const winner = answers.find((res) => res.statusCode === 201)!.json().subscription;
    expect((await usesOf(once.id)).map((use) => use.subscriptionId)).toEqual([winner.id]);
    expect(await usedCount(once.id)).toBe(1);
  });

  it('uses a once-per-customer code once when one customer buys a membership and pays an order with it at once', async () => {
    const item = await film(t, staff.token);
    const buyer = await customer(t);
    const welcome = await promo(t, { percentOff: 10 });
    const placed = await openOrder(t, buyer.token, item, { promoCode: welcome.code });
    const [card, orderCard] = await Promise.all([cardToken(t), cardToken(t)]);
    const [membership, order] = await Promise.all([
      buy(buyer, welcome.code, Promise.resolve(card)),
      call('PUT', `/orders/${placed.id}/attach-payment`, buyer.token, { paymentId: orderCard }),
    ]);
    const won = [membership.statusCode === 201, order.statusCode === 200];
    expect(won.filter(Boolean), `${membership.body} / ${order.body}`).toHaveLength(1);
    const uses = await usesOf(welcome.id);
    expect(uses).toHaveLength(1);
    expect(uses[0]!.customerId).toBe(buyer.id);
    expect(await usedCount(welcome.id)).toBe(1);
    const loser = won[0] ? order : membership;
    expect([400, 409]).toContain(loser.statusCode);
    expect(loser.json().errors[0]).toMatch(/^promoCode: .* has already been used on your account/);
  });
});
