// TIFF unlocks (spec sections 7 and 9): a frame's 16-bit TIFF master, downloadable once unlocked.
// Members whose plan has the `tiffs` benefit (Very Nice and up) unlock for free; others pay per frame.
import { DEFAULT_SCAN_UNLOCK_SIZE } from './limits.js';
import { isActiveMember } from './membership-status.js';
import type { PlanId } from './plan-ids.js';
import { planIncludesTiffs } from './plans.js';

/** The sizes a frame can be unlocked at; the spec names one, the default. */
export const SCAN_UNLOCK_SIZES = [DEFAULT_SCAN_UNLOCK_SIZE] as const;
export type ScanUnlockSize = (typeof SCAN_UNLOCK_SIZES)[number];

/**
 * Not in the spec, which says only that TIFFs are unlocked for Very Nice and up: the price one frame's
 * TIFF costs everyone else, in cents. A lab changes it here (the shop product `tiffunlock` follows it).
 */
export const TIFF_UNLOCK_PRICE_CENTS = 299;

/** The sku of the digital product an unlock is billed as. */
export const TIFF_UNLOCK_SKU = 'tiffunlock';

/** What one frame's TIFF unlock costs this buyer: 0 when their active plan includes TIFFs. */
export function tiffUnlockPrice(buyer: { planId: PlanId; active: boolean }): number {
  if (isActiveMember(buyer) && planIncludesTiffs(buyer.planId)) return 0;
  return TIFF_UNLOCK_PRICE_CENTS;
}
