import { describe, expect, it } from 'vitest';
import { type ADD_ON_KEYS } from './enums.js';
import { PLAN_IDS, type PlanId } from './plan-ids.js';
import {
  PRICED_SERVICES,
  PRICE_TABLE,
  TIER_COLUMNS,
  priceFor,
  priceForAddOn,
  serviceLabel,
  type PricedService,
} from './prices.js';

// Section 9, columns non-member, Nice, Very Nice, Super Nice (2025), as the lab charges them.
const SPEC: Array<[PricedService, [number, number, number, number]]> = [
  ['devScan', [1799, 1499, 1199, 999]],
  ['ecn2DevScan', [3299, 2999, 2699, 2499]],
  ['e6DevScan', [2299, 1999, 1699, 1499]],
  ['additionalRoll', [1799, 1499, 1199, 999]],
  ['rush', [1499, 999, 499, 0]],
  ['proScan', [1999, 1499, 999, 499]],
  ['scan4K', [1199, 999, 299, 99]],
  ['cutSleeving', [199, 199, 199, 199]],
  ['uncutSleeving', [199, 99, 99, 0]],
  ['pushPull', [299, 199, 199, 199]],
  ['halfFrames', [999, 799, 799, 799]],
  ['prints4x6', [1199, 999, 999, 999]],
  ['e6ProScanAddOn', [500, 500, 500, 500]],
  ['ecn2ProScanAddOn', [1500, 1500, 1500, 1500]],
  ['returnNegativesShipping', [799, 699, 0, 0]],
  // Not in section 9 (it says only that Very Nice and up include TIFFs): the lab's default.
  ['tiffUnlock', [299, 299, 0, 0]],
  // Sections 7 and 2.12: the prepaid FedEx Ground label and the shop's shipping, the same for everyone.
  ['prepaidLabel', [1499, 1499, 1499, 1499]],
  ['cartShipping', [999, 999, 999, 999]],
];

describe('priceFor on the four tier columns', () => {
  it('has a row for every priced service and nothing else', () => {
    expect(Object.keys(PRICE_TABLE).sort()).toEqual(SPEC.map(([service]) => service).sort());
    expect(PRICED_SERVICES.map((entry) => entry.key).sort()).toEqual(SPEC.map(([service]) => service).sort());
  });

  it.each(SPEC)('%s costs %j', (service, expected) => {
    expect(TIER_COLUMNS.map((column) => priceFor(service, column))).toEqual(expected);
  });

  it('bills non-member uncut sleeving at the plan-data 199, not the calculator 99', () => {
    expect(priceFor('uncutSleeving', 'NON_MEMBER')).toBe(199);
  });
});

describe('legacy tier rules', () => {
  // Only the figures the spec states for legacy plans; the rest follow the 2025 namesake.
  it.each<[PlanId, PricedService, number]>([
    ['NICE_2023', 'rush', 999],
    ['NICE_2021', 'rush', 999],
    ['NICE_MONTHLY', 'rush', 999],
    ['NICE_2023', 'additionalRoll', 999],
    ['NICE_2021', 'additionalRoll', 999],
    ['NICE_MONTHLY', 'additionalRoll', 999],
    ['VERY_NICE_2023', 'rush', 999],
    ['VERY_NICE_2023', 'additionalRoll', 999],
    ['SUPER_NICE_2023', 'rush', 0],
    ['SUPER_NICE_2023', 'additionalRoll', 999],
    ['NICE_2023', 'scan4K', 0],
    ['VERY_NICE_2023', 'scan4K', 0],
    ['SUPER_NICE_2023', 'scan4K', 0],
    ['NICE_2021', 'scan4K', 0],
    ['NICE_MONTHLY', 'scan4K', 0],
    ['NICE_2023', 'halfFrames', 599],
    ['VERY_NICE_2023', 'halfFrames', 599],
    ['SUPER_NICE_2023', 'halfFrames', 599],
    ['NICE_2021', 'halfFrames', 599],
    ['NICE_MONTHLY', 'halfFrames', 599],
    // From the namesake's column:
    ['NICE_2023', 'devScan', 1499],
    ['NICE_MONTHLY', 'returnNegativesShipping', 699],
    ['VERY_NICE_2023', 'proScan', 999],
    ['SUPER_NICE_2023', 'devScan', 999],
    ['SUPER_NICE_2023', 'uncutSleeving', 0],
  ])('%s pays %s at %i', (planId, service, cents) => {
    expect(priceFor(service, planId)).toBe(cents);
  });

  it('leaves the 2025 plans on their own column (no legacy rule leaks)', () => {
    expect(priceFor('scan4K', 'NICE_2025')).toBe(999);
    expect(priceFor('halfFrames', 'SUPER_NICE_2025')).toBe(799);
    expect(priceFor('additionalRoll', 'VERY_NICE_2025')).toBe(1199);
  });

  it('prices every service for every plan as a non-negative whole number of cents', () => {
    for (const planId of PLAN_IDS) {
      for (const { key } of PRICED_SERVICES) {
        const cents = priceFor(key, planId);
        expect(Number.isInteger(cents) && cents >= 0, `${planId} ${key}`).toBe(true);
      }
    }
  });
});

describe('priceForAddOn', () => {
  it.each<[(typeof ADD_ON_KEYS)[number], PlanId, number | null]>([
    ['rush', 'NON_MEMBER', 1499],
    ['rush', 'SUPER_NICE_2025', 0],
    ['4kscans', 'VERY_NICE_2025', 299],
    ['proscans', 'NICE_2025', 1499],
    ['4x6prints', 'NON_MEMBER', 1199],
    ['e6proscanadd', 'NICE_2025', 500],
    ['ecn2proscanadd', 'NON_MEMBER', 1500],
    ['pushpullroll', 'NON_MEMBER', 299],
    ['halfframes', 'NICE_2021', 599],
    ['additionalroll', 'NICE_2023', 999],
    ['cutsleeving', 'NON_MEMBER', 199],
    ['uncutsleeving', 'NICE_2025', 99],
    ['crossprocessroll', 'NON_MEMBER', null],
  ])('%s for %s -> %s', (key, planId, cents) => {
    expect(priceForAddOn(key, planId)).toBe(cents);
  });
});

describe('serviceLabel', () => {
  it.each<[PricedService, string]>([
    ['devScan', 'Dev + Scan (C-41/BW)'],
    ['prints4x6', '4x6 Prints'],
    ['returnNegativesShipping', 'Return Negatives Shipping'],
  ])('%s reads %s', (service, label) => {
    expect(serviceLabel(service)).toBe(label);
  });
});
