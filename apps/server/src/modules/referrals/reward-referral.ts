// The referral reward (configuration: dev+scan credits each), given to both accounts when the
// referred customer's first development order is paid, and taken back when that order is refunded.
// Called in the transaction that marks an order PAID; the reward row is unique per referred
// customer, so it is given once however many orders are paid. Not for prints or shop orders (easy to
// buy and return for the credits), not between two accounts of one person (one inbox, one saved
// address, one card or one browser), and not past the referrer's monthly cap.
import { canonicalEmail } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { listUserAddresses, type AddressRow } from '../addresses/address-service.js';
import { grantReferralCredits, revokeReferralCredits } from '../credits/referral-credits.js';
import { shareADevice } from '../auth/devices.js';
import { isDevelopmentOrder } from '../development-orders/order-kind.js';
import { shareACard } from '../payment-methods/payment-method-service.js';
import { findAccountById } from '../users/service.js';
import { countRewardsSince, deleteRewardOfOrder, insertReward } from './store.js';

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
/** The advisory lock space of referral rewards (any constant; the referrer's id is the key). */
const LOCK_SPACE = 7_203;

const note = (customerId: number) => `Referral of customer ${customerId}`;

/** One delivery address however it is typed: the street lines and the ZIP, case and spaces aside. */
const addressKey = (row: AddressRow) =>
  [row.address1, row.address2 ?? '', row.zip.slice(0, 5)]
    .map((part) => part.toLowerCase().replace(/\W+/g, ''))
    .join('|');

async function shareAnAddress(tx: Tx, a: number, b: number): Promise<boolean> {
  const [mine, theirs] = await Promise.all([listUserAddresses(tx, a), listUserAddresses(tx, b)]);
  const keys = new Set(mine.map(addressKey));
  return theirs.some((row) => keys.has(addressKey(row)));
}

export async function rewardReferral(options: {
  tx: Tx;
  config: Pick<Config, 'referrals'>;
  customerId: number | null;
  orderId: number;
  now?: Date;
}): Promise<boolean> {
  const { tx, customerId, config } = options;
  if (customerId === null) return false;
  const customer = await findAccountById(tx, customerId);
  const referrerId = customer?.referredById ?? null;
  // Nobody referred them, or (defensively) they referred themselves.
  if (!customer || referrerId === null || referrerId === customerId) return false;
  if (!(await isDevelopmentOrder(tx, options.orderId))) return false;
  const referrer = await findAccountById(tx, referrerId);
  // Gone, or the same person: one inbox under another address (sam+2@…), or one home.
  if (!referrer || canonicalEmail(referrer.email) === canonicalEmail(customer.email)) return false;
  if (await shareAnAddress(tx, referrerId, customerId)) return false;
  // One card in both accounts (saved, or tried on an order): the same person's wallet.
  if (await shareACard(tx, referrerId, customerId)) return false;
  // Both accounts signed in from one browser.
  if (await shareADevice(tx, referrerId, customerId)) return false;
  // The cap is counted under the referrer's lock, so friends paying at once cannot pass it together.
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${referrerId})`);
  const since = new Date((options.now ?? new Date()).getTime() - MONTH_MS);
  if ((await countRewardsSince(tx, referrerId, since)) >= config.referrals.rewardsPerMonth) return false;
  if (!(await insertReward(tx, { referrerId, referredId: customerId, orderId: options.orderId }))) return false;
  await grantReferralCredits({
    tx,
    userIds: [referrerId, customerId],
    devScan: config.referrals.rewardDevScanCredits,
    note: note(customerId),
  });
  return true;
}

/**
 * The order that earned a reward was refunded: the reward is taken back (its unspent credits, from
 * both accounts), so a later paid development order may earn it again. Nothing for other orders.
 */
export async function clawBackReferral(options: { tx: Tx; orderId: number }): Promise<boolean> {
  const reward = await deleteRewardOfOrder(options.tx, options.orderId);
  if (!reward) return false;
  await revokeReferralCredits({
    tx: options.tx,
    userIds: [reward.referrerId, reward.referredId],
    note: note(reward.referredId),
  });
  return true;
}
