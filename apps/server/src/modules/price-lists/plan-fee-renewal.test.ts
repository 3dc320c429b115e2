// A plan fee change: new members pay the new fee at once; a member keeps the fee they paid until
// their next renewal, which bills the new one (local provider and Stripe stand-in alike).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.js';
import { jobs } from '../../db/schema/jobs.js';
import { payments } from '../../db/schema/settled-payments.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedPriceLists } from '../../db/seed/price-lists.js';
import { seedServices } from '../../db/seed/services.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renewDueMemberships } from '../memberships/renew-memberships.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';

const DAY = 86_400_000;

describe.each(['local', 'stripe'] as const)('a plan fee change and renewals (%s)', (provider) => {
  let t: TestApp;
  let stripeApi: StripeStandIn | undefined;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    if (provider === 'stripe') stripeApi = await startStripeStandIn();
    t = await createTestApp(
      stripeApi
        ? {
            PAYMENTS_PROVIDER: 'stripe',
            STRIPE_SECRET_KEY: 'sk_test_stand_in',
            STRIPE_WEBHOOK_SECRET: 'whsec_test',
            STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
            STRIPE_API_URL: stripeApi.url,
          }
        : {},
    );
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedPriceLists(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await stripeApi?.close();
  });

  const member = async () => {
    const buyer = await customer(t);
    const token = `pm_card_visa_${buyer.id}`;
    if (provider === 'local') {
      const res = await call('POST', '/payments/local/tokenize', null, {
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      });
      return { ...buyer, card: res.json().token as string };
    }
    const saved = await call('PUT', `/users/${buyer.id}/payment-methods/token`, buyer.token, { token });
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...buyer, card: token };
  };
  const buy = async (buyer: { id: number; token: string; card: string }) => {
    const res = await call('POST', `/users/${buyer.id}/subscriptions/NICE_2025`, buyer.token, { token: buyer.card });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().subscription as { id: number; amountPaid: number; currentPeriodEnd: string };
  };
  const charges = async (userId: number) =>
    (await t.database.db.select().from(payments).where(eq(payments.userId, userId))).map((row) => row.amount).sort();

  it('bills the old fee until the next renewal and the new fee from it', async () => {
    const old = await member();
    const before = await buy(old);
    expect(before.amountPaid).toBe(19999);

    const staff = await admin(t);
    const { id } = (await call('POST', '/price-lists', staff.token)).json();
    await call('PUT', `/price-lists/${id}`, staff.token, { plans: [{ planId: 'NICE_2025', price: 21999 }] });
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);

    // A new member pays the new fee at once, by the price of that fee.
    const fresh = await member();
    const bought = await buy(fresh);
    expect(bought.amountPaid).toBe(21999);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, bought.id));
    expect(row!.priceLookupKey).toBe('nice2025_21999');
    // Its receipt is written at that fee (no phantom discount against the default fee).
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.userId, fresh.id));
    const receipts = await t.database.db.select().from(jobs).where(eq(jobs.type, JOB_TYPES.sendMembershipReceipt));
    const receipt = receipts.find((job) => job.payload.paymentId === paid!.id);
    expect(receipt?.payload).toMatchObject({ planId: 'NICE_2025', fee: 21999 });

    const renew = (now: Date) =>
      renewDueMemberships({
        deps: { db: t.database.db, payments: createPaymentProvider(t.config, t.database.db) },
        now,
      });
    // Before the old member's period ends, nothing more is charged to them.
    const end = new Date(before.currentPeriodEnd);
    await renew(new Date(end.getTime() - DAY));
    expect(await charges(old.id)).toEqual([19999]);
    if (provider === 'local') {
      // The local provider renews when the run asks: the next period is billed at the new fee.
      await renew(new Date(end.getTime() + 60_000));
      expect(await charges(old.id)).toEqual([19999, 21999]);
    } else {
      // Stripe renews by itself, at the period's end: the renewal's invoice bills the new fee.
      const [mine] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, old.id));
      expect(mine!.priceLookupKey).toBe('nice2025_21999');
      expect(stripeApi!.billing.renew(mine!.providerSubscriptionId!)!.amount).toBe(21999);
    }
  });
});
