// The recovery sweep of changes of tier (run by the renewal job): a change still marked after its
// claim ran out is one whose request died between the provider's charge and the app's settle step,
// or before it reached the provider. The provider is asked how it ended (settlePlanChange: finished
// if its charge was made, dropped if not) and its word settled into the row, which ends the claim.
import type { SubscriptionBilling } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { TIER_CHANGE_LEASE_MS } from './change-tier.js';
import { claimStaleTierChanges, releaseTierChange } from './store.js';
import { syncSubscription } from './sync-subscription.js';

const BATCH = 200;

export async function settleTierChanges(options: {
  deps: Pick<Deps, 'db' | 'payments'>;
  billing: SubscriptionBilling;
  now: Date;
}): Promise<{ settled: number; userIds: number[]; failed: Array<{ subscriptionId: number; error: unknown }> }> {
  const { deps, billing, now } = options;
  const failed: Array<{ subscriptionId: number; error: unknown }> = [];
  const userIds: number[] = [];
  // Each claimed row's claim moves past `now`, so a batch is never claimed twice in one run.
  for (;;) {
    const stale = await claimStaleTierChanges(deps.db, { now, limit: BATCH, leaseMs: TIER_CHANGE_LEASE_MS });
    for (const row of stale) {
      try {
        if (!row.providerSubscriptionId) {
          await releaseTierChange(deps.db, row.id);
          continue;
        }
        const remote = await billing.settlePlanChange(row.providerSubscriptionId);
        await syncSubscription({
          db: deps.db,
          provider: deps.payments.name,
          subscriptionId: row.id,
          remote,
          endTierChange: true,
        });
        userIds.push(row.userId);
      } catch (error) {
        // Its claim runs out again and the next run asks again.
        failed.push({ subscriptionId: row.id, error });
      }
    }
    if (stale.length < BATCH) break;
  }
  return { settled: userIds.length, userIds, failed };
}
