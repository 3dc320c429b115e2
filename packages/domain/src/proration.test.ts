import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST, applyPriceEdits } from './price-list.js';
import { prorateChange, upgradeCreditTopUp } from './proration.js';

const start = new Date('2026-01-01T00:00:00Z');
const end = new Date('2027-01-01T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('prorateChange', () => {
  it.each([
    // Nice (199.99) to Very Nice (999.99) half-way through a 365-day year: half of each.
    ['half-way up', 19999, 99999, at('2026-07-02T12:00:00Z'), { credit: 10000, charge: 50000, net: 40000 }],
    // At the very start: the whole old price back, the whole new price charged.
    ['at the start', 19999, 99999, start, { credit: 19999, charge: 99999, net: 80000 }],
    // At the end: nothing left to prorate.
    ['at the end', 19999, 99999, end, { credit: 0, charge: 0, net: 0 }],
    // Down from Super Nice to Nice with a quarter left: a credit toward the next renewal.
    ['a quarter left, down', 499999, 19999, at('2026-10-01T18:00:00Z'), { credit: 125000, charge: 5000, net: -120000 }],
  ])('%s', (_name, oldAmount, newAmount, now, expected) => {
    expect(prorateChange({ oldAmount, newAmount, periodStart: start, periodEnd: end, now })).toEqual(expected);
  });

  it('never prorates time before the period or after it', () => {
    const before = prorateChange({
      oldAmount: 100,
      newAmount: 300,
      periodStart: start,
      periodEnd: end,
      now: at('2025-06-01T00:00:00Z'),
    });
    expect(before).toEqual({ credit: 100, charge: 300, net: 200 });
  });
});

describe('upgradeCreditTopUp', () => {
  it('adds what the higher tier grants beyond the lower, and nothing on the way down', () => {
    expect(upgradeCreditTopUp('NICE_2025', 'VERY_NICE_2025')).toEqual({
      devScan: 20,
      scan4K: 27,
      rush: 27,
      proScan: 3,
    });
    expect(upgradeCreditTopUp('VERY_NICE_2025', 'SUPER_NICE_2025')).toEqual({
      devScan: 60,
      scan4K: 60,
      rush: 'unlimited',
      proScan: 7,
    });
    expect(upgradeCreditTopUp('SUPER_NICE_2025', 'NICE_2025')).toEqual({ devScan: 0, scan4K: 0, rush: 0, proScan: 0 });
  });
  it('compares the two plans on the price list the period was granted under', () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'plan', planId: 'VERY_NICE_2025', credits: { devScan: 40 } },
      { kind: 'plan', planId: 'NICE_2025', credits: { scan4K: 5 } },
    ]);
    expect(upgradeCreditTopUp('NICE_2025', 'VERY_NICE_2025', list)).toEqual({
      devScan: 30,
      scan4K: 25,
      rush: 27,
      proScan: 3,
    });
  });
});
