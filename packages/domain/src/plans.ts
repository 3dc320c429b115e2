// Membership plans (spec sections 1, 3 and 9) as sold at the default prices, and the plan behind a
// sku or a subscription's price key. What a plan offers: plan-benefits.ts; the plans: plan-definitions.ts.
import { buildPlan, TIFFS_UNLOCKED, type Plan } from './plan-benefits.js';
import { PLAN_DEFINITIONS } from './plan-definitions.js';
import { ACTIVE_PLAN_IDS, PLAN_IDS, isHigherTier, type PlanId } from './plan-ids.js';

export { ACTIVE_PLAN_IDS, PLAN_IDS, isHigherTier, type PlanId };

/** Every plan with the default prices (the seed); the lab's active price list reprices them (plansFor). */
export const PLANS: Readonly<Record<PlanId, Plan>> = Object.fromEntries(
  Object.values(PLAN_DEFINITIONS).map((definition) => [definition.id, buildPlan(definition)]),
) as Record<PlanId, Plan>;

/** The plan sold under a sku, or null for an unknown sku. */
export function planBySku(sku: string): Plan | null {
  return Object.values(PLANS).find((plan) => plan.sku === sku) ?? null;
}

/**
 * The customer's plan from their subscription's price lookup key (which is the plan's sku).
 * No subscription, or a key this lab does not sell, means non-member: member prices are only
 * ever granted on a key we recognise.
 */
export function planFromPriceLookupKey(key: string | null | undefined): PlanId {
  if (!key) return 'NON_MEMBER';
  const trimmed = key.trim();
  // A fee the lab changed is billed by a price of its own, `<sku>_<cents>` (price-list.ts).
  const priced = /^([a-z0-9]+)_(\d+)$/.exec(trimmed);
  return planBySku(priced ? priced[1]! : trimmed)?.id ?? 'NON_MEMBER';
}

/** True when the plan's TIFF unlocks are part of the membership (Very Nice and up). */
export function planIncludesTiffs(id: PlanId): boolean {
  return PLANS[id].benefits.tiffs.value === TIFFS_UNLOCKED;
}
