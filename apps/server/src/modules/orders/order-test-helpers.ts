// Shared by the order tests: a shop with stock, promos, members and a checkout in three calls.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { promos } from '../../db/schema/promos.js';
import { seedPlans } from '../../db/seed/plans.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { productVariants, products } from '../../db/schema/products.js';
import { users } from '../../db/schema/users.js';
import { bearer, buildUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { makeProduct } from '../products/catalogue-test-helpers.js';

export const NYC = { address1: '1 Bedford Ave', city: 'Brooklyn', state: 'NY', zip: '11211' };
export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

export function api(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** Plans seeded once per database (test files may share this module, not a database). */
const plansSeeded = new WeakMap<object, Promise<void>>();

export async function customer(t: TestApp, options: { member?: boolean; credits?: number } = {}) {
  const made = await buildUser(t.database.db, {
    config: t.config,
    active: !!options.member,
    credits: options.credits ?? 0,
  });
  if (options.member) {
    let seeded = plansSeeded.get(t.database.db);
    if (!seeded) plansSeeded.set(t.database.db, (seeded = seedPlans(t.database.db)));
    await seeded;
    await t.database.db.insert(subscriptions).values({
      userId: made.user.id,
      planId: 'NICE_2025',
      priceLookupKey: 'nice2025',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
  }
  return { id: made.user.id, token: made.token, email: made.user.email };
}

export async function admin(t: TestApp) {
  const made = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
  return { id: made.user.id, token: made.token };
}

/** A film (PRODUCT) with one variant of the given stock, price 1500, member price 1300. */
export async function film(t: TestApp, adminToken: string, stock = 40, fields: Record<string, unknown> = {}) {
  const product = await makeProduct(t, adminToken, {
    stock,
    variants: [{ name: 'Single Roll', price: 1500, memberPrice: 1300, stock }],
    ...fields,
  });
  return { id: product.id, variantId: product.variants[0]?.id ?? 0 };
}

export async function variantStock(t: TestApp, variantId: number) {
  const [row] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

export async function productStock(t: TestApp, productId: number) {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function creditsOf(t: TestApp, userId: number) {
  const [row] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}

let codes = 0;
export async function promo(t: TestApp, fields: Partial<typeof promos.$inferInsert> = {}) {
  codes += 1;
  const [row] = await t.database.db
    .insert(promos)
    .values({
      code: `TEST${codes}${Math.random().toString(36).slice(2, 6)}`.toUpperCase(),
      percentOff: fields.amountOff ? null : 10,
      ...fields,
    })
    .returning();
  return row!;
}

/** A one-use card token (it pays once, as Stripe's do). */
export async function cardToken(t: TestApp, card = GOOD_CARD): Promise<string> {
  const res = await api(t)('POST', '/payments/local/tokenize', null, card);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
}

/** A card saved to the customer: it pays any number of their orders. */
export async function savedCard(t: TestApp, buyer: { id: number; token: string }, card = GOOD_CARD): Promise<string> {
  const res = await api(t)('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, {
    token: await cardToken(t, card),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().paymentMethod.paymentMethodId as string;
}

/** An open order of `quantity` of the film to NYC, optionally with a promo code. */
export async function openOrder(
  t: TestApp,
  buyerToken: string,
  item: { id: number; variantId: number },
  extra: Record<string, unknown> = {},
) {
  const res = await api(t)('POST', '/orders', buyerToken, {
    lines: [{ productId: item.id, variantId: item.variantId, quantity: 1 }],
    address: NYC,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; total: number; status: string; appliedDiscount: number };
}
