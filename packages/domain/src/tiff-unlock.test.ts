import { describe, expect, it } from 'vitest';
import { PLAN_IDS, type PlanId } from './plan-ids.js';
import { TIFF_UNLOCK_PRICE_CENTS, tiffUnlockPrice } from './tiff-unlock.js';

describe('tiffUnlockPrice', () => {
  const included: PlanId[] = ['VERY_NICE_2025', 'SUPER_NICE_2025', 'VERY_NICE_2023', 'SUPER_NICE_2023'];
  it.each(PLAN_IDS.map((planId) => [planId, included.includes(planId) ? 0 : TIFF_UNLOCK_PRICE_CENTS] as const))(
    '%s pays %i per frame as an active member',
    (planId, cents) => {
      expect(tiffUnlockPrice({ planId, active: true })).toBe(cents);
    },
  );

  it('a lapsed Very Nice member pays like everyone else', () => {
    expect(tiffUnlockPrice({ planId: 'VERY_NICE_2025', active: false })).toBe(TIFF_UNLOCK_PRICE_CENTS);
  });

  it('the price is a real charge', () => {
    expect(TIFF_UNLOCK_PRICE_CENTS).toBeGreaterThan(0);
  });
});
