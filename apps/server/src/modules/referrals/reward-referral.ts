// The referral reward (configuration: dev+scan credits each), given to both accounts when the
// referred customer's first order is paid. Called in the transaction that marks an order PAID; the
// reward row is unique per referred customer, so it is given once however many orders are paid.
import { canonicalEmail } from '@filmlab/domain';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { grantReferralCredits } from '../credits/referral-credits.js';
import { findAccountById } from '../users/service.js';
import { insertReward } from './store.js';

export async function rewardReferral(options: {
  tx: Tx;
  config: Pick<Config, 'referrals'>;
  customerId: number | null;
  orderId: number;
}): Promise<boolean> {
  const { tx, customerId } = options;
  if (customerId === null) return false;
  const customer = await findAccountById(tx, customerId);
  const referrerId = customer?.referredById ?? null;
  // Nobody referred them, or (defensively) they referred themselves.
  if (referrerId === null || referrerId === customerId) return false;
  const referrer = await findAccountById(tx, referrerId);
  // Gone, or the same inbox under another address (sam+2@… signing up with sam@…'s code).
  if (!referrer || canonicalEmail(referrer.email) === canonicalEmail(customer!.email)) return false;
  if (!(await insertReward(tx, { referrerId, referredId: customerId, orderId: options.orderId }))) return false;
  await grantReferralCredits({
    tx,
    userIds: [referrerId, customerId],
    devScan: options.config.referrals.rewardDevScanCredits,
    note: `Referral of customer ${customerId}`,
  });
  return true;
}
