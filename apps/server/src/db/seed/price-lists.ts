import { SEED_PRICE_LIST } from '@filmlab/domain';
import type { Db } from '../client.js';
import { priceLists } from '../schema/price-lists.js';

/**
 * The lab's first price list: the domain's defaults with the print sizes' prices, active from the start of time. Made once; after
 * that the lists are the lab's own (staff edit them in the admin area), and the seed never overwrites them.
 */
export async function seedPriceLists(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: priceLists.id }).from(priceLists).limit(1);
  if (any) return false;
  await db.insert(priceLists).values({
    status: 'active',
    entries: SEED_PRICE_LIST,
    startsAt: new Date(0),
    activatedAt: new Date(),
  });
  return true;
}
