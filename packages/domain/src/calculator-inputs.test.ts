import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST, applyPriceEdits } from './price-list.js';
import {
  typedCount,
  CALCULATOR_ADD_ONS,
  CALCULATOR_COLUMNS,
  calculatePrices,
  clampServiceCount,
  initialCalculatorState,
  normalizeRolls,
  type CalculatorAddOnKey,
  type CalculatorInput,
} from './calculator.js';

describe('inputs and table shape', () => {
  it.each([
    [5, 10, 5],
    [25, 10, 10],
    [-3, 10, 0],
    [Number.NaN, 10, 0],
    [4.7, 10, 4],
    [5, -2, 0],
    [5, 0, 0],
  ])('clampServiceCount(%d, %d) = %d', (count, rolls, expected) => {
    expect(clampServiceCount(count, rolls)).toBe(expected);
  });

  it('normalises rolls per year to a whole, non-negative number', () => {
    expect([normalizeRolls(-5), normalizeRolls(Number.NaN), normalizeRolls(12.9), normalizeRolls(20)]).toEqual([
      0, 0, 12, 20,
    ]);
  });

  it('lists the add-ons in the spec order, uncut hidden on mobile', () => {
    expect(CALCULATOR_ADD_ONS.map((entry) => entry.label)).toEqual([
      'Cut Sleeving',
      'Uncut Sleeving',
      'Rush',
      'Prints',
      '4K Scans',
      'Pro Scans',
    ]);
    expect(CALCULATOR_ADD_ONS.filter((entry) => entry.hiddenOnMobile).map((entry) => entry.key)).toEqual([
      'uncutSleeving',
    ]);
  });

  it('names the columns On Demand and the three memberships', () => {
    expect(CALCULATOR_COLUMNS.map((column) => column.label)).toEqual([
      'On Demand',
      'Nice Membership',
      'Very Nice Membership',
      'Super Nice Membership',
    ]);
  });

  it('starts at 20 rolls with nothing checked', () => {
    const state = initialCalculatorState();
    expect(state.rolls).toBe(20);
    const keys = Object.keys(state.addOns) as CalculatorAddOnKey[];
    expect(keys.every((key) => !state.addOns[key].checked && state.addOns[key].count === 0)).toBe(true);
    const input: CalculatorInput = state;
    expect(calculatePrices(input)).toEqual(calculatePrices());
  });
});

describe('typedCount: a count field while a person types (spec 2.9)', () => {
  it.each<[string, number, { text: string; count: number }]>([
    ['', 20, { text: '', count: 0 }],
    ['   ', 20, { text: '', count: 0 }],
    ['1', 20, { text: '1', count: 1 }],
    ['12', 20, { text: '12', count: 12 }],
    ['012', 20, { text: '12', count: 12 }],
    ['0', 20, { text: '0', count: 0 }],
    ['00', 20, { text: '0', count: 0 }],
    ['999', 20, { text: '20', count: 20 }],
    ['25', 0, { text: '0', count: 0 }],
    ['-3', 20, { text: '0', count: 0 }],
    ['7.9', 20, { text: '7', count: 7 }],
    ['e', 20, { text: '0', count: 0 }],
    ['500', Number.POSITIVE_INFINITY, { text: '500', count: 500 }],
  ])('%j with at most %d -> %j', (text, max, expected) => {
    expect(typedCount(text, max)).toEqual(expected);
  });
});

describe('calculatePrices on the lab’s price list', () => {
  it('reads fees and per-roll prices from the list it is given', () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'plan', planId: 'NICE_2025', cents: 21999 },
      { kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1899 },
    ]);
    const column = (planId: string, prices?: typeof list) =>
      calculatePrices({ rolls: 5, ...(prices ? { prices } : {}) }).columns.find((c) => c.planId === planId)!;
    expect(column('NICE_2025').rows.membershipFee).toBe(19999);
    expect(column('NICE_2025', list).rows.membershipFee).toBe(21999);
    expect(column('NON_MEMBER', list).rows.devScan).toBe(5 * 1899);
  });
});
