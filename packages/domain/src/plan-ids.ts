// Plan ids live apart from the plan records so prices.ts can key its legacy rules by plan
// without importing the plans, which themselves read their benefit prices from prices.ts.

export const PLAN_IDS = [
  'NON_MEMBER',
  'NICE_2025',
  'VERY_NICE_2025',
  'SUPER_NICE_2025',
  'NICE_2023',
  'VERY_NICE_2023',
  'SUPER_NICE_2023',
  'NICE_2021',
  'NICE_MONTHLY',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans on sale (spec section 3). */
export const ACTIVE_PLAN_IDS = ['NICE_2025', 'VERY_NICE_2025', 'SUPER_NICE_2025'] as const;
export type ActivePlanId = (typeof ACTIVE_PLAN_IDS)[number];

export const LEGACY_PLAN_IDS = ['NICE_2023', 'VERY_NICE_2023', 'SUPER_NICE_2023', 'NICE_2021', 'NICE_MONTHLY'] as const;
export type LegacyPlanId = (typeof LEGACY_PLAN_IDS)[number];

export function isLegacyPlan(planId: PlanId): planId is LegacyPlanId {
  return (LEGACY_PLAN_IDS as readonly string[]).includes(planId);
}

// Section 6: these tiers get 4K pre-scans and rush by default.
const HIGHER_TIERS: readonly PlanId[] = ['VERY_NICE_2023', 'SUPER_NICE_2023', 'VERY_NICE_2025', 'SUPER_NICE_2025'];

export function isHigherTier(planId: PlanId): boolean {
  return HIGHER_TIERS.includes(planId);
}
