// A plan fee the lab changed reaches a member at their next renewal, never before: the period they
// paid keeps its price, and the provider bills the renewals from then on at the new fee (by the
// price of that fee, `<sku>_<cents>`). Run before each renewal run, so a period that has just ended
// renews at the fee in force.
import { PLAN_IDS, planFee, planFromPriceLookupKey, planLookupKey, type PriceList } from '@filmlab/domain';
import type { SubscriptionBilling } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { subscriptionsOffPrices } from './store.js';
import { syncSubscription } from './sync-subscription.js';

const BATCH = 200;

export async function moveRenewalPrices(options: {
  deps: Pick<Deps, 'db' | 'payments'>;
  billing: SubscriptionBilling;
  prices: PriceList;
}): Promise<{ moved: number; userIds: number[]; failed: Array<{ subscriptionId: number; error: unknown }> }> {
  const { deps, billing, prices } = options;
  const keys = PLAN_IDS.map((planId) => planLookupKey(prices, planId));
  const failed: Array<{ subscriptionId: number; error: unknown }> = [];
  const userIds: number[] = [];
  const rows = await subscriptionsOffPrices(deps.db, keys, BATCH);
  for (const row of rows) {
    const planId = planFromPriceLookupKey(row.priceLookupKey);
    if (planId === 'NON_MEMBER') continue;
    try {
      const remote = await billing.setRenewalPrice(row.providerSubscriptionId!, {
        priceLookupKey: planLookupKey(prices, planId),
        amount: planFee(prices, planId),
      });
      await syncSubscription({ db: deps.db, provider: deps.payments.name, subscriptionId: row.id, remote });
      userIds.push(row.userId);
    } catch (error) {
      failed.push({ subscriptionId: row.id, error });
    }
  }
  return { moved: userIds.length, userIds, failed };
}
