import { describe, expect, it } from 'vitest';
import { PLAN_IDS, type PlanId } from './plan-ids.js';
import { planIncludesTiffs } from './plans.js';
import { DEFAULT_SERVICE_PRICES, TIFF_UNLOCK_PRICE_CENTS } from './prices.js';
import { tiffUnlockPrice } from './tiff-unlock.js';

describe('tiffUnlockPrice', () => {
  const included: PlanId[] = ['VERY_NICE_2025', 'SUPER_NICE_2025', 'VERY_NICE_2023', 'SUPER_NICE_2023'];
  it.each(PLAN_IDS.map((planId) => [planId, included.includes(planId) ? 0 : TIFF_UNLOCK_PRICE_CENTS] as const))(
    '%s pays %i per frame as an active member',
    (planId, cents) => {
      expect(tiffUnlockPrice({ planId, active: true })).toBe(cents);
    },
  );

  it('by default, is free for exactly the plans whose benefits include TIFFs', () => {
    for (const planId of PLAN_IDS) {
      expect(tiffUnlockPrice({ planId, active: true }) === 0, planId).toBe(planIncludesTiffs(planId));
    }
  });

  it('a lapsed Very Nice member pays like everyone else', () => {
    expect(tiffUnlockPrice({ planId: 'VERY_NICE_2025', active: false })).toBe(TIFF_UNLOCK_PRICE_CENTS);
  });

  it('is what the price list says: the plan’s column while active, the non-member’s otherwise', () => {
    const list = {
      ...DEFAULT_SERVICE_PRICES,
      prices: {
        ...DEFAULT_SERVICE_PRICES.prices,
        tiffUnlock: { NON_MEMBER: 349, NICE_2025: 249, VERY_NICE_2025: 99, SUPER_NICE_2025: 0 },
      },
    };
    expect(tiffUnlockPrice({ planId: 'NON_MEMBER', active: false }, list)).toBe(349);
    expect(tiffUnlockPrice({ planId: 'NICE_2025', active: true }, list)).toBe(249);
    expect(tiffUnlockPrice({ planId: 'NICE_2023', active: true }, list)).toBe(249);
    expect(tiffUnlockPrice({ planId: 'VERY_NICE_2025', active: true }, list)).toBe(99);
    expect(tiffUnlockPrice({ planId: 'VERY_NICE_2025', active: false }, list)).toBe(349);
  });

  it('the price is a real charge', () => {
    expect(TIFF_UNLOCK_PRICE_CENTS).toBeGreaterThan(0);
  });
});
