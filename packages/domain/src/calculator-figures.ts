// The price calculator's own figures (spec sections 2.9 and 9). The calculator is a marketing
// estimate, and section 9 quotes it apart from billing in two places: uncut sleeving at 99 for
// non-members (the lab charges 199) and Super Nice pro scan credits at 9 (the plan record grants
// 10). The calculator reads these; billing, the pricing tables and the plans keep their own data.
import type { Credits, Plan } from './plan-benefits.js';
import { priceFor, type PricedService, type ServicePrices, type TierColumn } from './prices.js';

/** Cents a non-member's uncut sleeving costs in the calculator. */
export const CALCULATOR_NON_MEMBER_UNCUT_SLEEVING = 99;
/** Super Nice pro scan credits in the calculator. */
export const CALCULATOR_SUPER_NICE_PRO_SCAN_CREDITS = 9;

/** A service's price per roll as the calculator shows it. */
export function calculatorPrice(service: PricedService, planId: TierColumn, list?: ServicePrices): number {
  if (service === 'uncutSleeving' && planId === 'NON_MEMBER') return CALCULATOR_NON_MEMBER_UNCUT_SLEEVING;
  return priceFor(service, planId, list);
}

type CalculatorCreditKey = 'rollCredits' | 'rushCredits' | 'scan4KCredits' | 'proScanCredits';

/** A plan's included rolls of a service as the calculator shows them. */
export function calculatorCredits(plan: Plan, key: CalculatorCreditKey): Credits {
  if (key === 'proScanCredits' && plan.id === 'SUPER_NICE_2025') return CALCULATOR_SUPER_NICE_PRO_SCAN_CREDITS;
  return plan[key];
}
