// The recurring renewal run (job memberships.renew): every live membership whose period has ended is
// renewed by the provider (a new period charged once, per-period keys), retried after a decline, or
// ended when it was set to cancel or ran out of retries; the provider's word is settled into the app
// (credits once per period). It also settles purchases whose request died after reserving, and
// changes of tier whose request died (settle-tier-changes.ts). Safe to run on several workers at
// once: each claims its own rows (store.ts), the provider charges each period once whatever happens,
// and settling is idempotent.
import pMap from 'p-map';
import type { ProviderSubscription } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { loadActivePriceList } from '../price-lists/price-list-service.js';
import { moveRenewalPrices } from './move-renewal-prices.js';
import { billingOf } from './purchase-membership.js';
import { claimDueSubscriptions, releaseRenewalClaims, stalePurchases, type SubscriptionRow } from './store.js';
import { settleTierChanges } from './settle-tier-changes.js';
import { syncSubscription, syncSubscriptions } from './sync-subscription.js';

/** A purchase request still 'incomplete' after this long has died; the sweep asks the provider. */
const PURCHASE_LEASE_MS = 10 * 60 * 1000;
const BATCH = 200;
/** How long a run holds the rows it claimed (released as each batch is done; a crashed run's expire). */
const CLAIM_LEASE_MS = 15 * 60 * 1000;
/** Memberships renewed at once by one run (each holds a database connection at a time). */
const RENEW_AT_ONCE = 8;

/**
 * Settles the provider's words in one transaction; when that fails, one by one, so that one row
 * does not hold the others back. How many were settled.
 */
async function settleRenewals(
  deps: Pick<Deps, 'db' | 'payments'>,
  answered: ReadonlyArray<{ row: SubscriptionRow; remote: ProviderSubscription }>,
  failed: Array<{ subscriptionId: number; error: unknown }>,
): Promise<number> {
  const provider = deps.payments.name;
  const items = answered.map(({ row, remote }) => ({ subscriptionId: row.id, remote }));
  try {
    await syncSubscriptions({ db: deps.db, provider, items });
    return items.length;
  } catch {
    let settled = 0;
    for (const item of items) {
      try {
        await syncSubscription({ db: deps.db, provider, ...item });
        settled += 1;
      } catch (error) {
        failed.push({ subscriptionId: item.subscriptionId, error });
      }
    }
    return settled;
  }
}

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
  // Fees the lab changed apply from the next renewal on: moved before the due periods renew.
  const { list: prices } = await loadActivePriceList(deps.db, now);
  const moved = await moveRenewalPrices({ deps, billing, prices });
  for (const userId of moved.userIds) touched.add(userId);
  failed.push(...moved.failed);
  const touchedSince = new Date();
  for (;;) {
    const claimed = await claimDueSubscriptions(deps.db, { now, limit: BATCH, leaseMs: CLAIM_LEASE_MS, touchedSince });
    const due = claimed.filter((row) => !seen.has(row.id));
    if (due.length === 0) {
      await releaseRenewalClaims(
        deps.db,
        claimed.map((row) => row.id),
      );
      break;
    }
    // The provider renews a few at once (each waits mostly on it and the database, and each is its
    // own: the provider charges per invoice key); their words are then settled together.
    const answered: Array<{ row: SubscriptionRow; remote: ProviderSubscription }> = [];
    await pMap(
      due,
      async (row) => {
        seen.add(row.id);
        try {
          answered.push({ row, remote: await billing.renew(row.providerSubscriptionId!, now) });
        } catch (error) {
          // The others still renew; this one is tried again by the next run.
          failed.push({ subscriptionId: row.id, error });
        }
      },
      { concurrency: RENEW_AT_ONCE },
    );
    renewed += await settleRenewals(deps, answered, failed);
    for (const { row } of answered) touched.add(row.userId);
    // Done with the batch (renewed, or left for the next run), and with any row seen before.
    await releaseRenewalClaims(
      deps.db,
      claimed.map((row) => row.id),
    );
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
  const changes = await settleTierChanges({ deps, billing, now });
  settled += changes.settled;
  for (const userId of changes.userIds) touched.add(userId);
  failed.push(...changes.failed);
  if (touched.size > 0) await options.changed?.([...touched]);
  return { renewed, settled, failed };
}
