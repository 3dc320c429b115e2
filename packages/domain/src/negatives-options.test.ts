import { describe, expect, it } from 'vitest';
import {
  NEGATIVES_ACTIONS,
  NEGATIVES_OPTIONS,
  negativesOptionCopy,
  negativesOptionPrice,
  type NegativesAction,
} from './negatives-options.js';
import type { PlanId } from './plan-ids.js';
import { priceFor } from './prices.js';

describe('negatives options (spec section 9)', () => {
  it('offers the eight options in the spec order', () => {
    expect([...NEGATIVES_ACTIONS]).toEqual([
      'TOSS',
      'SHIP_BACK',
      'PICK_UP',
      'PICK_UP_OR_AUTO_SHIP',
      'CUT_SLEEVING',
      'UNCUT_SLEEVING',
      'PICK_UP_OR_AUTO_CUT',
      'PICK_UP_OR_AUTO_UNCUT',
    ]);
    expect(NEGATIVES_OPTIONS).toHaveLength(8);
  });

  it.each<[NegativesAction, PlanId, number | null]>([
    ['TOSS', 'NON_MEMBER', null],
    ['PICK_UP', 'NON_MEMBER', null],
    ['SHIP_BACK', 'NON_MEMBER', 799],
    ['SHIP_BACK', 'NICE_2025', 699],
    ['SHIP_BACK', 'VERY_NICE_2025', 0],
    ['PICK_UP_OR_AUTO_SHIP', 'NON_MEMBER', 799],
    ['CUT_SLEEVING', 'NON_MEMBER', 199],
    ['UNCUT_SLEEVING', 'NON_MEMBER', 199],
    ['UNCUT_SLEEVING', 'NICE_2025', 99],
    ['PICK_UP_OR_AUTO_CUT', 'SUPER_NICE_2025', 199],
    ['PICK_UP_OR_AUTO_UNCUT', 'SUPER_NICE_2025', 0],
  ])('%s for %s costs %j (the price table, not the copy figures)', (action, planId, cents) => {
    expect(negativesOptionPrice(action, planId)).toBe(cents);
  });

  it('charges what the price table charges for every priced option and plan', () => {
    expect(negativesOptionPrice('CUT_SLEEVING', 'NON_MEMBER')).toBe(priceFor('cutSleeving', 'NON_MEMBER'));
    expect(negativesOptionPrice('SHIP_BACK', 'NON_MEMBER')).toBe(priceFor('returnNegativesShipping', 'NON_MEMBER'));
  });

  it.each<[NegativesAction, PlanId, string]>([
    ['TOSS', 'NON_MEMBER', 'Toss my negatives'],
    ['SHIP_BACK', 'NON_MEMBER', 'Ship my negatives back ($7.99)'],
    ['SHIP_BACK', 'SUPER_NICE_2025', 'Ship my negatives back (free)'],
    ['PICK_UP', 'NICE_2025', 'Pick up at the lab (held 14 business days)'],
    ['PICK_UP_OR_AUTO_SHIP', 'NICE_2025', 'Pick up within 14 days, or we ship them back ($6.99)'],
    ['CUT_SLEEVING', 'NON_MEMBER', 'Cut sleeving, stored 1 year ($1.99/roll)'],
    ['UNCUT_SLEEVING', 'NICE_2025', 'Uncut sleeving, stored 1 year ($0.99/roll)'],
    ['UNCUT_SLEEVING', 'SUPER_NICE_2025', 'Uncut sleeving, stored 1 year (free)'],
    [
      'PICK_UP_OR_AUTO_CUT',
      'NON_MEMBER',
      'Pick up within 14 days, or we cut-sleeve and store them 1 year ($1.99/roll)',
    ],
    [
      'PICK_UP_OR_AUTO_UNCUT',
      'VERY_NICE_2025',
      'Pick up within 14 days, or we sleeve them uncut and store them 1 year ($0.99/roll)',
    ],
  ])('%s for %s reads %j', (action, planId, copy) => {
    expect(negativesOptionCopy(action, planId)).toBe(copy);
  });

  it('never quotes the copy figures the lab does not charge', () => {
    expect(negativesOptionCopy('SHIP_BACK', 'NON_MEMBER')).not.toContain('$9.99');
    expect(negativesOptionCopy('CUT_SLEEVING', 'NON_MEMBER')).not.toContain('$2.99');
  });
});
