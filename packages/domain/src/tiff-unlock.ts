// TIFF unlocks (spec sections 7 and 9): a frame's 16-bit TIFF master, downloadable once unlocked.
// Members whose plan has the `tiffs` benefit (Very Nice and up) unlock for free; others pay per frame.
import { DEFAULT_SCAN_UNLOCK_SIZE } from './limits.js';
import { isActiveMember } from './membership-status.js';
import type { PlanId } from './plan-ids.js';
import { DEFAULT_SERVICE_PRICES, priceFor, type ServicePrices } from './prices.js';

/** The sizes a frame can be unlocked at; the spec names one, the default. */
export const SCAN_UNLOCK_SIZES = [DEFAULT_SCAN_UNLOCK_SIZE] as const;
export type ScanUnlockSize = (typeof SCAN_UNLOCK_SIZES)[number];

/** The sku of the digital product an unlock is billed as. */
export const TIFF_UNLOCK_SKU = 'tiffunlock';

/**
 * What one frame's TIFF unlock costs this buyer on `list` (the lab's price list in force; the defaults
 * where none is at hand): their plan's column while it is active (0 for the plans that include TIFFs),
 * the non-member price otherwise.
 */
export function tiffUnlockPrice(
  buyer: { planId: PlanId; active: boolean },
  list: ServicePrices = DEFAULT_SERVICE_PRICES,
): number {
  return priceFor('tiffUnlock', isActiveMember(buyer) ? buyer.planId : 'NON_MEMBER', list);
}
