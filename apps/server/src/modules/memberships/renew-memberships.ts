// The recurring renewal run (job memberships.renew): every live membership whose period has ended is
// renewed by the provider (a new period charged once, per-period keys), retried after a decline, or
// ended when it was set to cancel or ran out of retries; the provider's word is settled into the app
// (credits once per period). It also settles purchases whose request died after reserving. Safe to
// run on several workers at once: each claims its own rows (store.ts), the provider charges each
// period once whatever happens, and settling is idempotent.
import type { Deps } from '../../deps.js';
import { billingOf } from './purchase-membership.js';
import { claimDueSubscriptions, releaseRenewalClaim, stalePurchases } from './store.js';
import { syncSubscription } from './sync-subscription.js';

/** A purchase request still 'incomplete' after this long has died; the sweep asks the provider. */
const PURCHASE_LEASE_MS = 10 * 60 * 1000;
const BATCH = 200;
/** How long a run holds the rows it claimed (released as each is done; a crashed run's expire). */
const CLAIM_LEASE_MS = 15 * 60 * 1000;

export async function renewDueMemberships(options: {
  deps: Pick<Deps, 'db' | 'payments'>;
  now: Date;
  /** Told which members changed, so every process drops its copies of them. */
  changed?: (userIds: number[]) => Promise<void>;
}): Promise<{ renewed: number; settled: number; failed: Array<{ subscriptionId: number; error: unknown }> }> {
  const { deps, now } = options;
  const failed: Array<{ subscriptionId: number; error: unknown }> = [];
  if (!deps.payments.subscriptions) return { renewed: 0, settled: 0, failed };
  const billing = billingOf(deps);
  let renewed = 0;
  let settled = 0;
  const seen = new Set<number>();
  const touched = new Set<number>();
  const touchedSince = new Date();
  for (;;) {
    const claimed = await claimDueSubscriptions(deps.db, { now, limit: BATCH, leaseMs: CLAIM_LEASE_MS, touchedSince });
    const due = claimed.filter((row) => !seen.has(row.id));
    for (const row of claimed) if (seen.has(row.id)) await releaseRenewalClaim(deps.db, row.id);
    if (due.length === 0) break;
    for (const row of due) {
      seen.add(row.id);
      try {
        const remote = await billing.renew(row.providerSubscriptionId!, now);
        await syncSubscription({ db: deps.db, provider: deps.payments.name, subscriptionId: row.id, remote });
        touched.add(row.userId);
        renewed += 1;
      } catch (error) {
        // The others still renew; this one is tried again by the next run.
        failed.push({ subscriptionId: row.id, error });
      }
      await releaseRenewalClaim(deps.db, row.id);
    }
  }
  for (const row of await stalePurchases(deps.db, new Date(now.getTime() - PURCHASE_LEASE_MS), BATCH)) {
    try {
      const remote = await billing.settlePurchase(row.purchaseKey ?? '');
      // The provider never heard of it: nothing was charged, and no one will try this key again.
      const final = remote ?? {
        subscriptionId: `none:${row.id}`,
        status: 'incomplete_expired' as const,
        priceLookupKey: row.priceLookupKey ?? '',
        cancelAtPeriodEnd: false,
        currentPeriodStart: row.createdAt,
        currentPeriodEnd: row.createdAt,
        paidPeriods: [],
        failureMessage: 'The payment was not completed.',
      };
      await syncSubscription({ db: deps.db, provider: deps.payments.name, subscriptionId: row.id, remote: final });
      touched.add(row.userId);
      settled += 1;
    } catch (error) {
      failed.push({ subscriptionId: row.id, error });
    }
  }
  if (touched.size > 0) await options.changed?.([...touched]);
  return { renewed, settled, failed };
}
