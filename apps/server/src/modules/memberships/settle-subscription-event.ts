// A Billing webhook (invoice.paid, invoice.payment_failed, customer.subscription.updated/.deleted)
// settles the membership it is about: the provider's current word on the subscription is read and
// synced (sync-subscription.ts: each paid invoice's payment and credits once), so events arriving
// late, twice or out of order all end in the same row.
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/subscriptions.js';
import type { Deps } from '../../deps.js';
import { userCacheFor } from '../users/user-cache.js';
import { syncSubscription } from './sync-subscription.js';

/** Whether the subscription is one of the app's memberships (false: not ours, nothing done). */
export async function settleSubscriptionEvent(options: {
  deps: Pick<Deps, 'db' | 'payments'> & Partial<Pick<Deps, 'events'>>;
  providerSubscriptionId: string;
}): Promise<boolean> {
  const { deps } = options;
  const billing = deps.payments.subscriptions;
  if (!billing) return false;
  const [row] = await deps.db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, options.providerSubscriptionId));
  if (!row) return false;
  const remote = await billing.retrieve(options.providerSubscriptionId);
  await syncSubscription({ db: deps.db, provider: deps.payments.name, subscriptionId: row.id, remote });
  if (deps.events) await userCacheFor(deps.events).changed([String(row.userId)]);
  return true;
}
