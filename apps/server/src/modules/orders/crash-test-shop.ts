// For the crash tests: the shop each fault step pays for, made through the API by the real app in
// this process before any child starts. Per step: a film with stock 3 wanted by four customers (two
// with one one-time promo, one spending account credit), a guest buying another film with a one-use
// token, and a customer whose saved card is declined.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { seedRuns } from '../../db/schema/seeding.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { createBlobStore } from '../../adapters/blobs/create-blob-store.js';
import type { TestApp } from '../../test/test-app.js';
import { CRASH_SECRET } from './crash-test-servers.js';
import { reconcilePayments, type SweepReport } from './reconcile-payments.js';
import { GOOD_CARD, NYC, api, cardToken, customer, film, openOrder, promo, savedCard } from './order-test-helpers.js';

export const STOCK = 3;
export const CREDIT = 700;

export interface Payment {
  label: string;
  orderId: number;
  url: string;
  token: string | null;
  body: Record<string, unknown>;
}

export interface StepShop {
  step: string;
  film: { id: number; variantId: number };
  spare: { id: number; variantId: number };
  promoId: number;
  creditBuyer: number;
  guest: { orderId: number; token: string };
  payments: Payment[];
}

const crashConfig = (env: Record<string, string>) =>
  loadConfig({
    ...env,
    DATA_DIR: env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'filmlab-crash-')),
    AUTH_SECRET: CRASH_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The sweep a new process runs at start, run in this process (no child runs: every attempt is orphaned). */
export async function recoverHere(database: Database, env: Record<string, string>): Promise<SweepReport> {
  const config = crashConfig(env);
  const deps = { db: database.db, payments: createPaymentProvider(config, database.db), config };
  return reconcilePayments({ deps, log: quiet, orphanedBefore: new Date() });
}

/** Each step's guest pays again with a new card, through the real app. */
export async function payGuestsAgain(database: Database, env: Record<string, string>, shops: StepShop[]) {
  const t = await shopApp(database, env);
  const retried: Array<{ step: string; status: number; orderId: number }> = [];
  for (const shop of shops) {
    const res = await api(t)('PUT', `/guest-orders/${shop.guest.orderId}/attach-payment`, null, {
      token: shop.guest.token,
      paymentId: await cardToken(t),
    });
    retried.push({ step: shop.step, status: res.statusCode, orderId: shop.guest.orderId });
  }
  await t.close();
  return retried;
}

/** The real app on the crash database, in this process, for making the shop. */
export async function shopApp(database: Database, env: Record<string, string>): Promise<TestApp> {
  const config = crashConfig(env);
  // Seeded here so the children start without the first-start seeding; the demo catalogue (slow: it
  // draws product art) is marked done, as these tests make their own shop.
  await database.db.insert(seedRuns).values({ step: 'demo-catalogue' }).onConflictDoNothing();
  await seedDatabase({ db: database.db, config, blobs: createBlobStore(config) });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database, config, close: () => app.close() };
}

export async function makeStepShop(t: TestApp, step: string, staffToken: string): Promise<StepShop> {
  const call = api(t);
  const scarce = await film(t, staffToken, STOCK);
  const spare = await film(t, staffToken, 100);
  const once = await promo(t, { amountOff: 300, maxUses: 1, oncePerCustomer: false });
  const payments: Payment[] = [];
  const buyerOrder = async (label: string, extra: Record<string, unknown>, credits = 0, card = GOOD_CARD) => {
    const buyer = await customer(t, { credits });
    const order = await openOrder(t, buyer.token, label === 'declined' ? spare : scarce, extra);
    const paymentId = await savedCard(t, buyer, card);
    payments.push({
      label,
      orderId: order.id,
      url: `/orders/${order.id}/attach-payment`,
      token: buyer.token,
      body: { paymentId },
    });
    return buyer;
  };
  await buyerOrder('promo-1', { promoCode: once.code });
  await buyerOrder('promo-2', { promoCode: once.code });
  const creditBuyer = await buyerOrder('credit', { applyCredit: true }, CREDIT);
  await buyerOrder('plain', {});
  await buyerOrder('declined', {}, 0, { ...GOOD_CARD, number: '4000000000000341' });

  const created = await call('POST', '/guest-orders', null, {
    email: `guest-${step}@example.test`,
    name: 'Gus Guest',
    address: { line1: NYC.address1, city: NYC.city, state: NYC.state, zip: NYC.zip },
    lines: [{ productId: spare.id, variantId: spare.variantId, quantity: 1 }],
  });
  if (created.statusCode !== 201) throw new Error(`guest order: ${created.body}`);
  const guest = { orderId: created.json().order.id as number, token: created.json().token as string };
  payments.push({
    label: 'guest',
    orderId: guest.orderId,
    url: `/guest-orders/${guest.orderId}/attach-payment`,
    token: null,
    body: { token: guest.token, paymentId: await cardToken(t) },
  });
  return { step, film: scarce, spare, promoId: once.id, creditBuyer: creditBuyer.id, guest, payments };
}

/** The Stripe race of the issue: one customer's 20 orders of a film with stock 5, paid at once. */
export async function makeStripeShop(t: TestApp, staffToken: string) {
  const scarce = await film(t, staffToken, 5);
  const buyer = await customer(t);
  const payments: Payment[] = [];
  for (let i = 0; i < 20; i++) {
    const order = await openOrder(t, buyer.token, scarce);
    payments.push({
      label: `stripe-${i}`,
      orderId: order.id,
      url: `/orders/${order.id}/attach-payment`,
      token: buyer.token,
      body: { paymentId: 'pm_card_visa' },
    });
  }
  return { film: scarce, payments };
}
