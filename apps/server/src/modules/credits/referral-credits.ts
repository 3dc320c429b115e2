// Credits a referral gives (source REFERRAL): written in the caller's transaction, which also records
// the reward once (referral_rewards), so they are granted once. They do not expire.
import type { Tx } from '../../db/client.js';
import { credits } from '../../db/schema/credits.js';
import { creditProducts } from './plan-credits.js';

export async function grantReferralCredits(options: {
  tx: Tx;
  userIds: number[];
  devScan: number;
  note: string;
}): Promise<number> {
  const { tx, devScan } = options;
  if (devScan <= 0 || options.userIds.length === 0) return 0;
  const productId = (await creditProducts(tx)).get('devScan');
  if (productId === undefined) return 0;
  const inserted = await tx
    .insert(credits)
    .values(
      options.userIds.map((userId) => ({
        userId,
        productId,
        quantity: devScan,
        remaining: devScan,
        source: 'REFERRAL',
        note: options.note,
      })),
    )
    .returning({ id: credits.id });
  return inserted.length;
}
