import { PLANS, type PlanId } from '@filmlab/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { credits } from '../schema/credits.js';
import { localSubscriptions } from '../schema/local-payments.js';
import { paymentCustomers } from '../schema/payments.js';
import { subscriptions } from '../schema/subscriptions.js';
import { products } from '../schema/products.js';
import { addresses } from '../schema/addresses.js';
import { creditsColumn } from './plans.js';
import { DEV_SCAN_SKUS } from './services.js';

const DAY_MS = 24 * 3600 * 1000;
/** The demo customer is a Nice 2025 member. */
export const DEMO_PLAN: PlanId = 'NICE_2025';

/** The product each plan credit is a credit for. */
const CREDIT_PRODUCT_SKUS = {
  rollCredits: DEV_SCAN_SKUS.devScan,
  scan4KCredits: '4kscans',
  rushCredits: 'rush',
  proScanCredits: 'proscans',
} as const;

export const DEMO_ADDRESS = {
  address1: '214 Kent Ave',
  address2: 'Apt 3F',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11249',
  country: 'US',
  primary: true,
};

/**
 * The demo customer's address and membership: a Nice 2025 subscription with the local payment
 * provider and the plan's credits. Returns the address id.
 */
export async function seedDemoMembership(db: Db, customerId: number): Promise<number> {
  const now = Date.now();
  const plan = PLANS[DEMO_PLAN];
  const [address] = await db
    .insert(addresses)
    .values({ ...DEMO_ADDRESS, userId: customerId })
    .returning({ id: addresses.id });
  await db
    .insert(paymentCustomers)
    .values({ userId: customerId, provider: 'local', providerCustomerId: `cus_local_demo_${customerId}` })
    .onConflictDoNothing();
  const periodEnd = new Date(now + 330 * DAY_MS);
  const periodStart = new Date(now - 35 * DAY_MS);
  // The local payment provider's own record of it, so renewing, canceling and resuming work. Its
  // card is no card the provider issued: when the year ends the renewal is declined, then lapses.
  await db
    .insert(localSubscriptions)
    .values({
      id: `sub_local_demo_${customerId}`,
      idempotencyKey: `demo-membership:${customerId}`,
      customer: `cus_local_demo_${customerId}`,
      paymentMethod: 'pm_local.demo',
      priceLookupKey: plan.sku,
      amount: plan.price,
      interval: 'year',
      status: 'active',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    })
    .onConflictDoNothing();
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId: customerId,
      planId: plan.id,
      status: 'active',
      currentPeriodEnd: periodEnd,
      currentPeriodStart: periodStart,
      providerSubscriptionId: `sub_local_demo_${customerId}`,
      priceLookupKey: plan.sku,
      createdAt: new Date(now - 35 * DAY_MS),
    })
    .returning({ id: subscriptions.id });
  const skus = Object.values(CREDIT_PRODUCT_SKUS);
  const productRows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const productId = (sku: string) => productRows.find((row) => row.sku === sku)?.id;
  const grants = (Object.keys(CREDIT_PRODUCT_SKUS) as Array<keyof typeof CREDIT_PRODUCT_SKUS>).flatMap((key) => {
    const quantity = creditsColumn(plan[key]);
    const id = productId(CREDIT_PRODUCT_SKUS[key]);
    // An unlimited credit needs no rows: that service is priced at 0 for the plan.
    return quantity && id ? [{ productId: id, quantity }] : [];
  });
  if (grants.length > 0) {
    await db.insert(credits).values(
      grants.map((grant) => ({
        ...grant,
        userId: customerId,
        remaining: grant.quantity,
        source: 'PLAN',
        subscriptionId: subscription?.id ?? null,
        expiresAt: periodEnd,
      })),
    );
  }
  if (!address) throw new Error('demo address was not created');
  return address.id;
}
