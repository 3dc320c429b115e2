// The lab's prices are data staff change at run time (the price list), but the marketing pages are
// rendered at build time. So the build writes a token wherever a page quotes a price, and the app
// server puts the list in force in its place as it serves the page (apps/server/src/http/lab-pages.ts),
// the way it fills the lab's name (lab-page-tokens.ts). The browser renders the same texts from the
// list the server wrote into the page, so hydration matches.
// A token is `zqprice-<kind>-<key>[-<plan>]-qz`: letters, digits, `_` and `-` only, so HTML, JSON and URL
// escaping leave it as it is, and no page's own words contain one.
import { formatCents } from './money.js';
import { ACTIVE_PLAN_IDS, PLAN_IDS, type PlanId } from './plan-ids.js';
import type { PriceList } from './price-list.js';
import { isPricedService, priceFor, type PricedService, type ServicePrices } from './prices.js';

/** The texts of the services' prices the marketing copy quotes, each named by what it prices. */
export interface ServicePriceTexts {
  /** A service's price on a plan, e.g. "$17.99". */
  amount(service: PricedService, planId: PlanId): string;
  /** The lowest price of a service on any plan sold today, for "from $9.99 a roll for members". */
  memberFrom(service: PricedService): string;
}

/** Every price text a page quotes: the copy's, and the plans' fees and benefits. */
export interface PriceTexts extends ServicePriceTexts {
  /** A service's price as a plan's benefit: "Included" when the plan pays nothing for it. */
  benefit(service: PricedService, planId: PlanId): string;
  /** Return shipping of the negatives on a plan: "Free" when it costs nothing. */
  shipping(planId: PlanId): string;
  /** A plan's fee, e.g. "$199.99". */
  fee(planId: PlanId): string;
}

/** The copy's texts of `prices` (a price list, or the seed's service prices alone). */
export function serviceTextsOf(prices: ServicePrices): ServicePriceTexts {
  return {
    amount: (service, planId) => formatCents(priceFor(service, planId, prices)),
    memberFrom: (service) => formatCents(Math.min(...ACTIVE_PLAN_IDS.map((id) => priceFor(service, id, prices)))),
  };
}

/** The texts of `list`, as the browser renders them (plansFor) and the server fills them in. */
export function priceTextsOf(list: PriceList): PriceTexts {
  const cents = (service: PricedService, planId: PlanId) => priceFor(service, planId, list);
  return {
    ...serviceTextsOf(list),
    benefit: (service, planId) => (cents(service, planId) === 0 ? 'Included' : formatCents(cents(service, planId))),
    shipping: (planId) => {
      const shipping = cents('returnNegativesShipping', planId);
      return shipping === 0 ? 'Free' : formatCents(shipping);
    },
    fee: (planId) => formatCents(list.plans[planId].price),
  };
}

const token = (kind: string, key: string, planId?: PlanId) => `zqprice-${kind}-${key}${planId ? `-${planId}` : ''}-qz`;

/** What the build writes: a token for each text, filled by `fillPriceTokens`. */
export const PRICE_TOKEN_TEXTS: PriceTexts = {
  amount: (service, planId) => token('amount', service, planId),
  benefit: (service, planId) => token('benefit', service, planId),
  shipping: (planId) => token('shipping', 'returnNegativesShipping', planId),
  fee: (planId) => token('fee', 'plan', planId),
  memberFrom: (service) => token('memberfrom', service),
};

/** Every price token, with its kind, key and plan. */
export const PRICE_TOKEN = /zqprice-([a-z]+)-([A-Za-z0-9]+)(?:-([A-Z0-9_]+))?-qz/g;

const isPlanId = (value: string | undefined): value is PlanId => PLAN_IDS.includes(value as PlanId);

/** One token's text on `list`, or null for a token no page writes (left as it is, so a test sees it). */
function textOf(texts: PriceTexts, kind: string, key: string, plan: string | undefined): string | null {
  if (kind === 'fee') return isPlanId(plan) ? texts.fee(plan) : null;
  if (kind === 'shipping') return isPlanId(plan) ? texts.shipping(plan) : null;
  if (!isPricedService(key)) return null;
  if (kind === 'memberfrom') return plan === undefined ? texts.memberFrom(key) : null;
  if (!isPlanId(plan)) return null;
  if (kind === 'amount') return texts.amount(key, plan);
  if (kind === 'benefit') return texts.benefit(key, plan);
  return null;
}

/**
 * `text` with the prices of `list` in place of the tokens. The texts are prices, "Included" and
 * "Free" only (digits, `$`, `,` and `.`), so they need no escaping in HTML, JSON or XML.
 */
export function fillPriceTokens(text: string, list: PriceList): string {
  if (!text.includes('zqprice-')) return text;
  const texts = priceTextsOf(list);
  return text.replace(PRICE_TOKEN, (whole, kind: string, key: string, plan: string | undefined) => {
    return textOf(texts, kind, key, plan) ?? whole;
  });
}
