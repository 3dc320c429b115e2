// The lab's prices are data staff change at run time (the price list), but the marketing pages are
// rendered at build time. So the build writes a token wherever a page quotes a price, and the app
// server puts the list in force in its place as it serves the page (apps/server/src/http/lab-pages.ts),
// the way it fills the lab's name (lab-page-tokens.ts; the filling: price-page-fill.ts). The browser
// renders the same texts from the list the server wrote into the page, so hydration matches.
// A token is `zqprice-<kind>-<key>[-<plan>]-qz`: letters, digits, `_` and `-` only, so HTML, JSON and URL
// escaping leave it as it is, and no page's own words contain one.
import type { CreditKind } from './development-order.js';
import { formatCents } from './money.js';
import { ACTIVE_PLAN_IDS, type PlanId } from './plan-ids.js';
import { priceFor, type PricedService, type ServicePrices } from './prices.js';

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
  /** The credits of a kind a plan's period grants, e.g. "10" or "Unlimited". */
  credits(kind: CreditKind, planId: PlanId): string;
}

/** The copy's texts of `prices` (a price list, or the seed's service prices alone). */
export function serviceTextsOf(prices: ServicePrices): ServicePriceTexts {
  return {
    amount: (service, planId) => formatCents(priceFor(service, planId, prices)),
    memberFrom: (service) => formatCents(Math.min(...ACTIVE_PLAN_IDS.map((id) => priceFor(service, id, prices)))),
  };
}

const token = (kind: string, key: string, planId?: PlanId) => `zqprice-${kind}-${key}${planId ? `-${planId}` : ''}-qz`;

/** What the build writes: a token for each text, filled by `fillPriceTokens`. */
export const PRICE_TOKEN_TEXTS: PriceTexts = {
  amount: (service, planId) => token('amount', service, planId),
  benefit: (service, planId) => token('benefit', service, planId),
  shipping: (planId) => token('shipping', 'returnNegativesShipping', planId),
  fee: (planId) => token('fee', 'plan', planId),
  credits: (kind, planId) => token('credits', kind, planId),
  memberFrom: (service) => token('memberfrom', service),
};

/** Every price token, with its kind, key and plan. */
export const PRICE_TOKEN = /zqprice-([a-z]+)-([A-Za-z0-9]+)(?:-([A-Z0-9_]+))?-qz/g;
