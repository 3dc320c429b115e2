// Per-roll prices by tier (spec section 9), in cents: the defaults a new lab starts from. What a
// customer pays is read from the lab's active price list (price-list.ts), seeded from these.
import type { AddOnKey } from './enums.js';
import type { PlanId } from './plan-ids.js';
import { NON_MEMBER_UNCUT_SLEEVING_PRICE } from './readings.js';

/**
 * Not in the spec, which says only that TIFFs are unlocked for Very Nice and up: the price one frame's
 * TIFF costs everyone else by default, in cents (the lab's price list says what it costs now).
 */
export const TIFF_UNLOCK_PRICE_CENTS = 299;

/** The four columns of the pricing page, and the price columns every plan is billed from. */
export const TIER_COLUMNS = ['NON_MEMBER', 'NICE_2025', 'VERY_NICE_2025', 'SUPER_NICE_2025'] as const;
export type TierColumn = (typeof TIER_COLUMNS)[number];

export const PRICED_SERVICES = [
  { key: 'devScan', label: 'Dev + Scan (C-41/BW)', group: 'DEV_SCAN' },
  { key: 'ecn2DevScan', label: 'ECN2 Dev + Scan', group: 'DEV_SCAN' },
  { key: 'e6DevScan', label: 'E6 Dev + Scan', group: 'DEV_SCAN' },
  { key: 'additionalRoll', label: 'Additional Roll', group: 'DEV_SCAN' },
  { key: 'rush', label: 'Rush', group: 'ADD_ON' },
  { key: 'proScan', label: 'Pro Scans', group: 'ADD_ON' },
  { key: 'scan4K', label: '4K Scans', group: 'ADD_ON' },
  { key: 'cutSleeving', label: 'Cut Sleeving', group: 'ADD_ON' },
  { key: 'uncutSleeving', label: 'Uncut Sleeving', group: 'ADD_ON' },
  { key: 'pushPull', label: 'Push/Pull', group: 'ADD_ON' },
  { key: 'halfFrames', label: 'Half Frames', group: 'ADD_ON' },
  { key: 'prints4x6', label: '4x6 Prints', group: 'ADD_ON' },
  { key: 'e6ProScanAddOn', label: 'E6 Pro Scan Add-On', group: 'ADD_ON' },
  { key: 'ecn2ProScanAddOn', label: 'ECN2 Pro Scan Add-On', group: 'ADD_ON' },
  { key: 'returnNegativesShipping', label: 'Return Negatives Shipping', group: 'ADD_ON' },
  { key: 'tiffUnlock', label: 'TIFF Unlock (per frame)', group: 'ADD_ON' },
  { key: 'prepaidLabel', label: 'Prepaid Label (FedEx Ground)', group: 'SHIPPING' },
  { key: 'cartShipping', label: 'Shop Shipping (per order)', group: 'SHIPPING' },
] as const;
export type PricedService = (typeof PRICED_SERVICES)[number]['key'];

export type PriceRow = Readonly<Record<TierColumn, number>>;
type Row = PriceRow;
const row = (nonMember: number, nice: number, veryNice: number, superNice: number): Row => ({
  NON_MEMBER: nonMember,
  NICE_2025: nice,
  VERY_NICE_2025: veryNice,
  SUPER_NICE_2025: superNice,
});

/** Columns: non-member, Nice, Very Nice, Super Nice (the 2025 plans). */
export const PRICE_TABLE: Readonly<Record<PricedService, Row>> = {
  devScan: row(1799, 1499, 1199, 999),
  ecn2DevScan: row(3299, 2999, 2699, 2499),
  e6DevScan: row(2299, 1999, 1699, 1499),
  additionalRoll: row(1799, 1499, 1199, 999),
  rush: row(1499, 999, 499, 0),
  proScan: row(1999, 1499, 999, 499),
  scan4K: row(1199, 999, 299, 99),
  cutSleeving: row(199, 199, 199, 199),
  uncutSleeving: row(NON_MEMBER_UNCUT_SLEEVING_PRICE, 99, 99, 0),
  pushPull: row(299, 199, 199, 199),
  halfFrames: row(999, 799, 799, 799),
  prints4x6: row(1199, 999, 999, 999),
  e6ProScanAddOn: row(500, 500, 500, 500),
  ecn2ProScanAddOn: row(1500, 1500, 1500, 1500),
  returnNegativesShipping: row(799, 699, 0, 0),
  // Very Nice and up include TIFFs (their plans' benefit), so their column is 0.
  tiffUnlock: row(TIFF_UNLOCK_PRICE_CENTS, TIFF_UNLOCK_PRICE_CENTS, 0, 0),
  // A prepaid FedEx Ground label (to the lab, or the negatives back), the same for everyone.
  prepaidLabel: row(1499, 1499, 1499, 1499),
  // The shop's fixed shipping line of an order with shipped products (section 2.12).
  cartShipping: row(999, 999, 999, 999),
};

/**
 * A legacy plan is billed from the column of its 2025 namesake, except where the spec gives it
 * its own price below. The spec lists only those exceptions, so the namesake is the closest
 * reading for everything it leaves out.
 */
export const PRICE_COLUMN_OF_PLAN: Readonly<Record<PlanId, TierColumn>> = {
  NON_MEMBER: 'NON_MEMBER',
  NICE_2025: 'NICE_2025',
  VERY_NICE_2025: 'VERY_NICE_2025',
  SUPER_NICE_2025: 'SUPER_NICE_2025',
  NICE_2023: 'NICE_2025',
  NICE_2021: 'NICE_2025',
  NICE_MONTHLY: 'NICE_2025',
  VERY_NICE_2023: 'VERY_NICE_2025',
  SUPER_NICE_2023: 'SUPER_NICE_2025',
};

export type PriceOverrides = Readonly<Partial<Record<PricedService, number>>>;
type Overrides = PriceOverrides;
// Every legacy plan got 4K scans included and cheaper half frames.
const ALL_LEGACY: Overrides = { scan4K: 0, halfFrames: 599 };

/** Section 9's legacy tier rules. */
export const LEGACY_PRICE_OVERRIDES: Readonly<Partial<Record<PlanId, Overrides>>> = {
  NICE_2023: { ...ALL_LEGACY, rush: 999, additionalRoll: 999 },
  NICE_2021: { ...ALL_LEGACY, rush: 999, additionalRoll: 999 },
  NICE_MONTHLY: { ...ALL_LEGACY, rush: 999, additionalRoll: 999 },
  VERY_NICE_2023: { ...ALL_LEGACY, rush: 999, additionalRoll: 999 },
  SUPER_NICE_2023: { ...ALL_LEGACY, rush: 0, additionalRoll: 999 },
};

/** The service part of a price list: every service per tier column, and the legacy plans' exceptions. */
export interface ServicePrices {
  prices: Readonly<Record<PricedService, PriceRow>>;
  legacyOverrides: Readonly<Partial<Record<PlanId, PriceOverrides>>>;
}

/** The constants above as service prices: the seed of the lab's first price list. */
export const DEFAULT_SERVICE_PRICES: ServicePrices = { prices: PRICE_TABLE, legacyOverrides: LEGACY_PRICE_OVERRIDES };

/**
 * What a customer on `planId` pays for one roll (or one unit) of `service`, in cents, on `list`
 * (the lab's active price list on the server; the defaults where no list is at hand).
 */
export function priceFor(service: PricedService, planId: PlanId, list: ServicePrices = DEFAULT_SERVICE_PRICES): number {
  const override = list.legacyOverrides[planId]?.[service];
  if (override !== undefined) return override;
  return list.prices[service][PRICE_COLUMN_OF_PLAN[planId]];
}

/**
 * The priced service behind each add-on product key. Cross processing has no price in the spec,
 * so its price comes from the lab's product data and it maps to null.
 */
export const SERVICE_OF_ADD_ON: Readonly<Record<AddOnKey, PricedService | null>> = {
  e6proscanadd: 'e6ProScanAddOn',
  ecn2proscanadd: 'ecn2ProScanAddOn',
  additionalroll: 'additionalRoll',
  halfframes: 'halfFrames',
  crossprocessroll: null,
  pushpullroll: 'pushPull',
  '4x6prints': 'prints4x6',
  '4kscans': 'scan4K',
  proscans: 'proScan',
  rush: 'rush',
  cutsleeving: 'cutSleeving',
  uncutsleeving: 'uncutSleeving',
};

/** Price of an add-on for a plan, or null when the spec leaves it to product data. */
export function priceForAddOn(
  key: AddOnKey,
  planId: PlanId,
  list: ServicePrices = DEFAULT_SERVICE_PRICES,
): number | null {
  const service = SERVICE_OF_ADD_ON[key];
  return service === null ? null : priceFor(service, planId, list);
}

/** True for a key of PRICED_SERVICES. */
export function isPricedService(key: string): key is PricedService {
  return PRICED_SERVICES.some((entry) => entry.key === key);
}

export function serviceLabel(service: PricedService): string {
  return PRICED_SERVICES.find((entry) => entry.key === service)?.label ?? service;
}
