import {
  DEFAULT_SERVICE_PRICES,
  PRICE_TOKEN_TEXTS,
  serviceTextsOf,
  type PriceList,
  type ServicePriceTexts,
} from '@filmlab/domain';

/**
 * The prices the marketing copy quotes (the landing pages, the FAQ, the memberships page), from the
 * lab's price list in force. Pages rendered on the server (the build's pre-rendering, the shop's pages)
 * carry price tokens that the app server fills with that list as it serves them; in the browser the
 * same list comes from the page itself (the `price-list` block the server adds), so hydration matches.
 * Without a block (the dev server, tests) the prices are the seed's. The plans' fees: page-plans.ts
 * (kept apart: the plans are not part of the landing page's script).
 */

/** The list the server wrote into the page (apps/server/src/http/lab-pages.ts), if any. */
export function priceListFromPage(doc: Pick<Document, 'getElementById'> | undefined): PriceList | null {
  const text = doc?.getElementById('price-list')?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PriceList> | null;
    const isObject = (part: unknown) => typeof part === 'object' && part !== null;
    return value && isObject(value.prices) && isObject(value.plans) && isObject(value.legacyOverrides)
      ? (value as PriceList)
      : null;
  } catch {
    return null;
  }
}

/** The list in force as the server sent the page; null during the build and without a server. */
export const PAGE_PRICE_LIST: PriceList | null = import.meta.env.SSR
  ? null
  : priceListFromPage(typeof document === 'undefined' ? undefined : document);

/** The copy's price texts: tokens on the server, the page's list in the browser. */
export const PAGE_PRICES: ServicePriceTexts = import.meta.env.SSR
  ? PRICE_TOKEN_TEXTS
  : serviceTextsOf(PAGE_PRICE_LIST ?? DEFAULT_SERVICE_PRICES);
