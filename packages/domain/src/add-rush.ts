// Rushing rolls of an order after it was placed (spec 2.3 add-rush, section 7 POST .../add-rush):
// which rolls may still be rushed, and what it costs, rush credits spent first. The server re-prices
// the whole order with priceDevelopmentOrder; this is the same arithmetic for one add-on, so the page
// can show the difference before the customer confirms.
import { billedPlan } from './development-order.js';
import type { PlanId } from './plan-ids.js';
import { priceFor, type ServicePrices } from './prices.js';

/** A roll can be rushed until the lab has scanned it (rush buys an earlier scan). */
export const RUSHABLE_STAGES = ['CREATED', 'RECEIVED', 'DEVELOPED'] as const;

/** Why this roll cannot be rushed now, or null when it can. */
export function rushProblem(roll: { rush: boolean; status: string }): string | null {
  if (roll.rush) return 'is rushed already';
  if (!(RUSHABLE_STAGES as readonly string[]).includes(roll.status)) return 'is already scanned';
  return null;
}

export interface AddRushPrice {
  /** Cents of one rush for this buyer. */
  unitCents: number;
  /** Rolls paid with a rush credit. */
  credited: number;
  /** Cents to pay before tax. */
  cents: number;
}

/** Rush for `rolls` rolls: the buyer's rush credits first ('unlimited' where the plan includes rush), then the tier's price. */
export function priceAddRush(input: {
  planId: PlanId;
  active: boolean;
  rushCredits: number | 'unlimited';
  rolls: number;
  /** The lab's active price list (defaults when absent). */
  prices?: ServicePrices;
}): AddRushPrice {
  const planId = billedPlan(input.planId, input.active);
  const unitCents = priceFor('rush', planId, input.prices);
  const available = planId === 'NON_MEMBER' ? 0 : input.rushCredits;
  const credited = unitCents === 0 ? 0 : available === 'unlimited' ? input.rolls : Math.min(input.rolls, available);
  return { unitCents, credited, cents: (input.rolls - credited) * unitCents };
}
