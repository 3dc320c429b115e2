import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.js';
import { priceFor } from './prices.js';
import {
  DEFAULT_TAX_RATE,
  NICE_2023_PRICE,
  NON_MEMBER_UNCUT_SLEEVING_PRICE,
  SUPER_NICE_PRO_SCAN_CREDITS,
} from './readings.js';
import { chooseTaxRate } from './tax.js';

// Each reading is chosen once; these cases check the choice reaches every place that shows it.
describe('readings', () => {
  it('Super Nice pro scan credits: the plan record (10), credited and advertised alike', () => {
    expect(SUPER_NICE_PRO_SCAN_CREDITS).toBe(10);
    expect(PLANS.SUPER_NICE_2025.proScanCredits).toBe(SUPER_NICE_PRO_SCAN_CREDITS);
    expect(PLANS.SUPER_NICE_2025.benefits.proScanCredits.value).toBe(String(SUPER_NICE_PRO_SCAN_CREDITS));
  });

  it('non-member uncut sleeving: the plan data (199), charged and shown alike', () => {
    expect(NON_MEMBER_UNCUT_SLEEVING_PRICE).toBe(199);
    expect(priceFor('uncutSleeving', 'NON_MEMBER')).toBe(NON_MEMBER_UNCUT_SLEEVING_PRICE);
    expect(PLANS.NON_MEMBER.benefits.uncutSleevingPrice.value).toBe('$1.99');
  });

  it('default tax rate: 8.75, for a failed calculation and for an order without a stored rate', () => {
    expect(DEFAULT_TAX_RATE).toBe(8.75);
    expect(chooseTaxRate({ order: null, calculated: null })).toBe(DEFAULT_TAX_RATE);
    expect(chooseTaxRate({ order: { paymentId: 'pi_1', taxRate: null }, defaultRate: DEFAULT_TAX_RATE })).toBe(8.75);
  });

  it('Nice 2023 annual cost: the plan record (19999), billed and shown alike', () => {
    expect(PLANS.NICE_2023.price).toBe(NICE_2023_PRICE);
    expect(PLANS.NICE_2023.benefits.annualCost.value).toBe('$199.99');
  });
});
