// A change of tier claims the membership first: a second change at once is refused before it reaches
// the provider, and a request that dies after the provider answered (or inside the local provider's
// charge) leaves a claim that the renewal run's sweep settles once it has run out: the provider asked,
// the plan, payment and credits written once, the claim gone.
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { createLocalSubscriptions } from '../../adapters/payments/local-subscriptions.js';
import type { PaymentProvider, SubscriptionBilling } from '../../adapters/payments/payment-provider.js';
import { localPaymentIntents, localSubscriptionInvoices, localSubscriptions } from '../../db/schema/local-payments.js';
import { payments } from '../../db/schema/settled-payments.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { api, cardToken, customer } from '../orders/order-test-helpers.js';
import { renewDueMemberships } from './renew-memberships.js';

const YEAR = 365 * 86_400_000;
const MINUTE = 60_000;
const CHANGING = 'Your membership is already being changed. Check your account in a few minutes before trying again.';

/**
 * The app's provider, the local one, with its memberships' changePlan run through `around` when a
 * test sets it (to hold it at a gate, or to die after the provider answered), and its billing
 * replaced when a test gives another (a local provider whose charge dies mid-way).
 */
function providerWithHooks() {
  const hooks: {
    inner: PaymentProvider | null;
    billing: SubscriptionBilling | null;
    around:
      | ((real: () => ReturnType<SubscriptionBilling['changePlan']>) => ReturnType<SubscriptionBilling['changePlan']>)
      | null;
    changePlanCalls: number;
  } = { inner: null, billing: null, around: null, changePlanCalls: 0 };
  const billing = () => hooks.billing ?? hooks.inner!.subscriptions!;
  const subscriptionsHook = new Proxy({} as SubscriptionBilling, {
    get(_, key: keyof SubscriptionBilling) {
      if (key === 'changePlan') {
        return (id: string, change: Parameters<SubscriptionBilling['changePlan']>[1]) => {
          hooks.changePlanCalls += 1;
          const real = () => billing().changePlan(id, change);
          return hooks.around ? hooks.around(real) : real();
        };
      }
      const value = billing()[key];
      return typeof value === 'function' ? value.bind(billing()) : value;
    },
  });
  const provider = new Proxy({} as PaymentProvider, {
    get(_, key: keyof PaymentProvider) {
      if (key === 'subscriptions') return subscriptionsHook;
      // The app is built (and reads the provider's name) before its database lets the local provider exist.
      if (!hooks.inner) return key === 'name' ? 'local' : undefined;
      const value = hooks.inner[key];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(hooks.inner) : value;
    },
  });
  return { hooks, provider };
}

describe('changing tier: one at a time, and recovered after a crash', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  const { hooks, provider } = providerWithHooks();
  beforeAll(async () => {
    t = await createTestApp({}, { payments: provider });
    hooks.inner = createPaymentProvider(t.config, t.database.db);
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  beforeEach(() => {
    hooks.around = null;
    hooks.billing = null;
    hooks.changePlanCalls = 0;
  });
  afterAll(() => t.close());

  type Buyer = { id: number; token: string };
  const buy = async (buyer: Buyer, plan: string) =>
    call('POST', `/users/${buyer.id}/subscriptions/${plan}`, buyer.token, { token: await cardToken(t) });
  const charged = async (userId: number) =>
    (await t.database.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id)).map(
      (row) => row.amount,
    );
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const balance = async (buyer: Buyer) => (await call('GET', `/users/${buyer.id}/credits`, buyer.token)).json().balance;
  const sweepAt = (now: Date) => renewDueMemberships({ deps: { db: t.database.db, payments: provider }, now });

  /** A Nice member with a quarter of their year left (so an upgrade to Very Nice charges 20000). */
  async function niceMember() {
    const member = await customer(t);
    const bought = (await buy(member, 'NICE_2025')).json().subscription;
    const now = Date.now();
    const start = new Date(now - (3 * YEAR) / 4);
    const end = new Date(now + YEAR / 4);
    const [row] = await t.database.db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.id, bought.id))
      .returning();
    await t.database.db
      .update(localSubscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(localSubscriptions.id, row!.providerSubscriptionId!));
    return { member, id: bought.id as number, providerId: row!.providerSubscriptionId! };
  }

  it('refuses a second change while one is being charged, before it reaches the provider (409 naming plan)', async () => {
    const { member, id } = await niceMember();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let arrived!: () => void;
    const atGate = new Promise<void>((resolve) => (arrived = resolve));
    hooks.around = async (real) => {
      arrived();
      await gate;
      return real();
    };
    const first = buy(member, 'VERY_NICE_2025');
    const second = buy(member, 'SUPER_NICE_2025');
    try {
      // One holds the claim at the gate; the other is answered meanwhile (perhaps before the first has
      // reached the provider, so the count is read once it has).
      const refused = await Promise.race([first, second]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: CHANGING, errors: [`plan: ${CHANGING}`] });
      await atGate;
      expect(hooks.changePlanCalls).toBe(1);
    } finally {
      // Never leave a request (and its claim) at the gate for the next test's sweep to find.
      open();
    }
    const answers = await Promise.all([first, second]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    const done = answers.find((res) => res !== refused)!;
    expect(done.statusCode, done.body).toBe(201);
    // One proration charged: Very Nice's 20000 (25000 less Nice's unused 5000) or Super Nice's.
    expect((await charged(member.id)).length).toBe(2);
    expect(await rowOf(id)).toMatchObject({ tierChangeTo: null, tierChangeClaimedUntil: null });
    // Free again once settled.
    expect((await buy(member, 'NICE_2025')).statusCode).toBe(201);
  });

  it('settles a change whose request died after the provider charged: once, by the sweep, after the claim runs out', async () => {
    const { member, id, providerId } = await niceMember();
    hooks.around = async (real) => {
      await real();
      throw new Error('socket hang up');
    };
    const died = await buy(member, 'VERY_NICE_2025');
    expect(died.statusCode).toBe(503);
    expect(died.json().errors[0]).toMatch(/^plan: We're still waiting to hear from the card company/);
    hooks.around = null;
    // The provider moved and charged; the app has not heard, and holds the claim.
    const [remote] = await t.database.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, providerId));
    expect(remote!.priceLookupKey).toBe('verynice2025');
    expect(await rowOf(id)).toMatchObject({ planId: 'NICE_2025', tierChangeTo: 'VERY_NICE_2025' });
    expect(await charged(member.id)).toEqual([19999]);

    // Another change meanwhile is refused and reaches no provider.
    const meanwhile = await buy(member, 'SUPER_NICE_2025');
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().errors).toEqual([`plan: ${CHANGING}`]);
    expect(hooks.changePlanCalls).toBe(1);

    // Within the claim the sweep leaves it to its request; after it, settles it.
    await sweepAt(new Date());
    expect((await rowOf(id)).planId).toBe('NICE_2025');
    const later = new Date(Date.now() + 11 * MINUTE);
    expect((await sweepAt(later)).settled).toBe(1);
    await sweepAt(later);
    expect(await rowOf(id)).toMatchObject({
      planId: 'VERY_NICE_2025',
      priceLookupKey: 'verynice2025',
      tierChangeTo: null,
      tierChangeClaimedUntil: null,
    });
    expect(await charged(member.id)).toEqual([19999, 20000]);
    expect(await balance(member)).toEqual({ devScan: 30, scan4K: 30, rush: 30, proScan: 3 });
    const me = (await call('GET', '/auth/current-user', member.token)).json();
    expect(me.membership.plan).toBe('VERY_NICE_2025');
    // Free to change again.
    expect((await buy(member, 'SUPER_NICE_2025')).statusCode).toBe(201);
  });

  it('finishes a proration whose charge the local provider made as the process died, under its own key', async () => {
    const { member, id, providerId } = await niceMember();
    // The local provider's own charge: the bank charges, then the process dies before the invoice is written.
    const inner = hooks.inner!;
    let crash = true;
    hooks.billing = createLocalSubscriptions(t.database.db, {
      charge: async (request) => {
        const result = await inner.confirm((await inner.prepare(request)).paymentId, request);
        if (crash) {
          crash = false;
          throw new Error('process died');
        }
        return result;
      },
    });
    const died = await buy(member, 'VERY_NICE_2025');
    expect(died.statusCode).toBe(503);
    const [pending] = await t.database.db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.id, providerId));
    expect(pending).toMatchObject({ priceLookupKey: 'nice2025', pendingPriceLookupKey: 'verynice2025' });
    const [proration] = await t.database.db
      .select()
      .from(localSubscriptionInvoices)
      .where(
        and(
          eq(localSubscriptionInvoices.subscriptionId, providerId),
          isNotNull(localSubscriptionInvoices.proratedFrom),
        ),
      );
    expect(proration).toMatchObject({ status: 'open', attempts: 1, amount: 20000 });

    expect((await sweepAt(new Date(Date.now() + 11 * MINUTE))).settled).toBe(1);
    const [after] = await t.database.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, providerId));
    expect(after).toMatchObject({ priceLookupKey: 'verynice2025', pendingPriceLookupKey: null, pendingChange: null });
    // The bank charged once: the sweep's try answered the intent the dead request made.
    const intents = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(like(localPaymentIntents.idempotencyKey, `${proration!.id}:%`));
    expect(intents.map((intent) => intent.status)).toEqual(['succeeded']);
    expect(await charged(member.id)).toEqual([19999, 20000]);
    expect(await rowOf(id)).toMatchObject({ planId: 'VERY_NICE_2025', tierChangeTo: null });
    expect((await balance(member)).devScan).toBe(30);
  });

  it('drops a change that never reached the provider: the plan stays and the member may change again', async () => {
    const { member, id, providerId } = await niceMember();
    hooks.around = () => Promise.reject(new Error('connect ECONNREFUSED'));
    expect((await buy(member, 'VERY_NICE_2025')).statusCode).toBe(503);
    hooks.around = null;
    expect((await sweepAt(new Date(Date.now() + 11 * MINUTE))).settled).toBe(1);
    expect(await rowOf(id)).toMatchObject({ planId: 'NICE_2025', tierChangeTo: null, tierChangeClaimedUntil: null });
    expect(await charged(member.id)).toEqual([19999]);
    const [remote] = await t.database.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, providerId));
    expect(remote!.pendingPriceLookupKey).toBeNull();
    expect((await buy(member, 'VERY_NICE_2025')).statusCode).toBe(201);
    expect(await charged(member.id)).toEqual([19999, 20000]);
  });
});
