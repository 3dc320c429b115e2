import { describe, expect, it } from 'vitest';
import { promoDiscount, promoUnusableReason, type DiscountableLine, type PromoTerms } from './promo.js';

const film: DiscountableLine = { amount: 1999, productType: 'PRODUCT' };
const print: DiscountableLine = { amount: 2500, productType: 'PRINT' };
const book: DiscountableLine = { amount: 3001, productType: 'PRODUCT' };
const terms = (t: Partial<PromoTerms>): PromoTerms => ({ percentOff: null, amountOff: null, productType: null, ...t });

describe('promoDiscount', () => {
  it.each([
    ['10% on everything', terms({ percentOff: 10 }), [film, print], 200 + 250, [200, 250]],
    ['10% on PRODUCT lines only', terms({ percentOff: 10, productType: 'PRODUCT' }), [film, print], 200, [200, 0]],
    ['10% on PRINT lines only', terms({ percentOff: 10, productType: 'PRINT' }), [film, print], 250, [0, 250]],
    ['no matching line gives nothing', terms({ percentOff: 50, productType: 'DIGITAL' }), [film, print], 0, [0, 0]],
    ['100% is the whole line', terms({ percentOff: 100 }), [film], 1999, [1999]],
    ['rounds each line half up', terms({ percentOff: 15 }), [film], 300, [300]],
    ['$5 off', terms({ amountOff: 500 }), [film], 500, [500]],
    ['$5 off spread by share', terms({ amountOff: 500 }), [film, book], 500, [200, 300]],
    [
      'amount capped at the matching lines',
      terms({ amountOff: 5000, productType: 'PRINT' }),
      [film, print],
      2500,
      [0, 2500],
    ],
    ['amount on no matching line', terms({ amountOff: 500, productType: 'DIGITAL' }), [film], 0, [0]],
    ['nothing on an empty order', terms({ amountOff: 500 }), [], 0, []],
  ])('%s', (_name, promo, lines, total, perLine) => {
    const discount = promoDiscount(promo, lines);
    expect(discount).toEqual({ total, perLine });
    expect(discount.perLine.reduce((a, b) => a + b, 0)).toBe(discount.total);
  });

  it('puts odd cents on the largest remainders', () => {
    const lines = [1, 1, 1].map(() => ({ amount: 100, productType: 'PRODUCT' as const }));
    expect(promoDiscount(terms({ amountOff: 100 }), lines)).toEqual({ total: 100, perLine: [34, 33, 33] });
  });
});

describe('promoUnusableReason', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const base = { active: true, startsAt: null, endsAt: null, maxUses: null, usedCount: 0 };
  it.each([
    ['usable', base, null],
    ['inactive', { ...base, active: false }, 'is no longer active'],
    ['not started', { ...base, startsAt: new Date('2026-07-01') }, 'is not active yet'],
    ['ended', { ...base, endsAt: new Date('2026-05-01') }, 'has expired'],
    ['one-time, unused', { ...base, maxUses: 1 }, null],
    ['one-time, used', { ...base, maxUses: 1, usedCount: 1 }, 'has already been used'],
    ['unlimited, much used', { ...base, usedCount: 900 }, null],
  ])('%s', (_name, promo, reason) => {
    expect(promoUnusableReason(promo, now)).toBe(reason);
  });
});
