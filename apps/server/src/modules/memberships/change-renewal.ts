// Cancel at period end, and resume before the end (PUT /users/:id/subscriptions/:subscriptionId/
// cancel|resume): the provider is told first, then its word is settled into the app's row.
import type { MembershipSubscription } from '@filmlab/api';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { billingOf } from './purchase-membership.js';
import { presentSubscription } from './present-subscription.js';
import { LIVE_STATUSES, subscriptionById } from './store.js';
import { syncSubscription } from './sync-subscription.js';

export async function changeRenewal(options: {
  deps: Pick<Deps, 'db' | 'payments'>;
  userId: number;
  subscriptionId: number;
  cancel: boolean;
  now?: Date;
}): Promise<MembershipSubscription> {
  const { deps, cancel } = options;
  const billing = billingOf(deps);
  const row = await subscriptionById(deps.db, options.subscriptionId);
  // Another customer's subscription is as unknown as a missing one.
  if (!row || row.userId !== options.userId) throw notFound('Membership');
  const now = options.now ?? new Date();
  const live = (LIVE_STATUSES as readonly string[]).includes(row.status);
  if (!live || !row.providerSubscriptionId || (row.currentPeriodEnd && row.currentPeriodEnd <= now)) {
    const problem = cancel
      ? 'This membership has already ended.'
      : 'This membership has ended; buy a new one to become a member again.';
    throw new AppError('CONFLICT', problem, [`subscriptionId: ${problem}`]);
  }
  if (row.cancelAtPeriodEnd === cancel) return presentSubscription(row);
  const remote = await billing.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
  const settled = await syncSubscription({ db: deps.db, provider: deps.payments.name, subscriptionId: row.id, remote });
  return presentSubscription(settled ?? row);
}
