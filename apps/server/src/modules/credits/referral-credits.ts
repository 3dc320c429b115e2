// Credits a referral gives (source REFERRAL): written in the caller's transaction, which also records
// the reward once (referral_rewards), so they are granted once. They do not expire.
import type { Tx } from '../../db/client.js';
import { and, eq, inArray } from 'drizzle-orm';
import { credits } from '../../db/schema/credits.js';
import { creditProducts } from './credit-products.js';

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

/** Takes back what is left of a referral's credits (those already spent stay spent). */
export async function revokeReferralCredits(options: { tx: Tx; userIds: number[]; note: string }): Promise<void> {
  await options.tx
    .update(credits)
    .set({ remaining: 0 })
    .where(
      and(inArray(credits.userId, options.userIds), eq(credits.source, 'REFERRAL'), eq(credits.note, options.note)),
    );
}
