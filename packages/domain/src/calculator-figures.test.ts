import { describe, expect, it } from 'vitest';
import { calculatePrices } from './calculator.js';
import { CALCULATOR_NON_MEMBER_UNCUT_SLEEVING, CALCULATOR_SUPER_NICE_PRO_SCAN_CREDITS } from './calculator-figures.js';
import { PLANS } from './plans.js';
import { priceFor } from './prices.js';

const rowOf = (result: ReturnType<typeof calculatePrices>, key: 'sleeving' | 'proScans') =>
  result.columns.map((column) => column.rows[key]);

describe('the calculator’s own figures (spec section 9)', () => {
  it('prices non-member uncut sleeving at 99 in the calculator while billing charges 199', () => {
    expect(CALCULATOR_NON_MEMBER_UNCUT_SLEEVING).toBe(99);
    expect(priceFor('uncutSleeving', 'NON_MEMBER')).toBe(199);
    const result = calculatePrices({ rolls: 20, addOns: { uncutSleeving: { checked: true, count: 20 } } });
    // 20 rolls: on demand 20 * 99; Nice and Very Nice 20 * 99; Super Nice 0.
    expect(rowOf(result, 'sleeving')).toEqual([1980, 1980, 1980, 0]);
  });

  it('counts 9 Super Nice pro credits in the calculator while the plan grants 10', () => {
    expect(CALCULATOR_SUPER_NICE_PRO_SCAN_CREDITS).toBe(9);
    expect(PLANS.SUPER_NICE_2025.proScanCredits).toBe(10);
    const result = calculatePrices({ rolls: 20, addOns: { proScans: { checked: true, count: 20 } } });
    // OD 20 * 1999; Nice (20 - 0) * 1499; Very Nice (20 - 3) * 999; Super Nice (20 - 9) * 499.
    expect(rowOf(result, 'proScans')).toEqual([39980, 29980, 16983, 5489]);
  });
});
