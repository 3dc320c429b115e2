import { describe, expect, it } from 'vitest';
import { ACTIVE_PLAN_IDS, LEGACY_PLAN_IDS, PLAN_IDS, isHigherTier, isLegacyPlan, type PlanId } from './plan-ids.js';

describe('plan ids', () => {
  it('lists the three 2025 paid plans as active', () => {
    expect([...ACTIVE_PLAN_IDS]).toEqual(['NICE_2025', 'VERY_NICE_2025', 'SUPER_NICE_2025']);
  });

  it('splits every plan into non-member, active or legacy exactly once', () => {
    const grouped = ['NON_MEMBER', ...ACTIVE_PLAN_IDS, ...LEGACY_PLAN_IDS].sort();
    expect(grouped).toEqual([...PLAN_IDS].sort());
  });

  it.each<[PlanId, boolean, boolean]>([
    ['NON_MEMBER', false, false],
    ['NICE_2025', false, false],
    ['VERY_NICE_2025', true, false],
    ['SUPER_NICE_2025', true, false],
    ['NICE_2023', false, true],
    ['VERY_NICE_2023', true, true],
    ['SUPER_NICE_2023', true, true],
    ['NICE_2021', false, true],
    ['NICE_MONTHLY', false, true],
  ])('%s: higher tier %s, legacy %s', (planId, higher, legacy) => {
    expect(isHigherTier(planId)).toBe(higher);
    expect(isLegacyPlan(planId)).toBe(legacy);
  });
});
