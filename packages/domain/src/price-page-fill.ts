// The server's half of the price tokens (price-page-tokens.ts): the texts of the list in force, and a
// page with them in place of its tokens (apps/server/src/http/lab-pages.ts). The browser renders the
// same texts from the same list (plansFor, and apps/web/src/lib/page-plans.ts).
import { CREDIT_KINDS } from './development-order.js';
import { formatCents } from './money.js';
import { PLAN_IDS, type PlanId } from './plan-ids.js';
import { PRICE_TOKEN, serviceTextsOf, type PriceTexts } from './price-page-tokens.js';
import { planCredits, type PriceList } from './price-list.js';
import { benefitPriceText, creditsText, returnShippingText } from './plan-benefits.js';
import { isPricedService, priceFor } from './prices.js';

/** The texts of `list`, as the browser renders them and the server fills them in. */
export function priceTextsOf(list: PriceList): PriceTexts {
  return {
    ...serviceTextsOf(list),
    benefit: (service, planId) => benefitPriceText(priceFor(service, planId, list)),
    shipping: (planId) => returnShippingText(priceFor('returnNegativesShipping', planId, list)),
    fee: (planId) => formatCents(list.plans[planId].price),
    credits: (kind, planId) => creditsText(planCredits(list, planId)[kind]),
  };
}

const isPlanId = (value: string | undefined): value is PlanId => PLAN_IDS.includes(value as PlanId);

/** One token's text on `list`, or null for a token no page writes (left as it is, so a test sees it). */
function textOf(texts: PriceTexts, kind: string, key: string, plan: string | undefined): string | null {
  if (kind === 'fee') return isPlanId(plan) ? texts.fee(plan) : null;
  if (kind === 'shipping') return isPlanId(plan) ? texts.shipping(plan) : null;
  if (kind === 'credits') {
    const credit = CREDIT_KINDS.find((name) => name === key);
    return credit && isPlanId(plan) ? texts.credits(credit, plan) : null;
  }
  if (!isPricedService(key)) return null;
  if (kind === 'memberfrom') return plan === undefined ? texts.memberFrom(key) : null;
  if (!isPlanId(plan)) return null;
  if (kind === 'amount') return texts.amount(key, plan);
  if (kind === 'benefit') return texts.benefit(key, plan);
  return null;
}

/**
 * `text` with the prices of `list` in place of the tokens. The texts are prices, numbers of credits,
 * "Included", "Free" and "Unlimited" only (letters, digits, `$`, `,` and `.`), so they need no
 * escaping in HTML, JSON or XML.
 */
export function fillPriceTokens(text: string, list: PriceList): string {
  if (!text.includes('zqprice-')) return text;
  const texts = priceTextsOf(list);
  return text.replace(PRICE_TOKEN, (whole, kind: string, key: string, plan: string | undefined) => {
    return textOf(texts, kind, key, plan) ?? whole;
  });
}
