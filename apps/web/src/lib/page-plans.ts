import {
  DEFAULT_PRICE_LIST,
  PRICE_TOKEN_TEXTS,
  plansFor,
  priceTextsOf,
  type CreditKind,
  type Plan,
  type PlanId,
} from '@filmlab/domain';
import { PAGE_PRICE_LIST } from './page-prices';

/** The plans' fees and benefit texts the marketing copy quotes, the way page-prices.ts writes prices. */
const list = PAGE_PRICE_LIST ?? DEFAULT_PRICE_LIST;

const texts = import.meta.env.SSR ? PRICE_TOKEN_TEXTS : priceTextsOf(list);

/** A plan's fee: a token on the server, the page's list in the browser. */
export function pageFee(planId: PlanId): string {
  return texts.fee(planId);
}

/** The credits of a kind a plan's period grants ("10", "Unlimited"): a token on the server, the page's list in the browser. */
export function pageCredits(kind: CreditKind, planId: PlanId): string {
  return texts.credits(kind, planId);
}

let plans: Record<PlanId, Plan> | null = null;
/** Every plan as sold, its fee and benefit texts written the way the page's prices are. */
export function pagePlans(): Record<PlanId, Plan> {
  plans ??= plansFor(list, import.meta.env.SSR ? PRICE_TOKEN_TEXTS : undefined);
  return plans;
}
