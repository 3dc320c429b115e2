// GET /prints/papers: the papers, and the sizes (variants of the print products) at the prices of the
// lab's price list in force (a size the list has no row for keeps its variant's price).
import type { PapersResponse, PrintSizeOffer } from '@filmlab/api';
import {
  LARGE_FORMAT_SKU,
  PRINT_SIZE_NAMES,
  SMALL_PRINT_SKU,
  figuresOfRow,
  isPrintSize,
  rowOfVariant,
  type PrintSizePrices,
} from '@filmlab/domain';
import type { EventBus } from '../../adapters/events/event-bus.js';
import type { Db, Tx } from '../../db/client.js';
import { activePrices } from '../price-lists/price-list-service.js';
import { activeVariantsOf } from '../products/product-service.js';
import { activePapers } from './store.js';

/** The catalogue's print sizes, smallest first (their variants' own prices; what an order's prints are checked against). */
export async function printOffers(db: Db | Tx): Promise<PrintSizeOffer[]> {
  const rows = await activeVariantsOf(db, { skus: [LARGE_FORMAT_SKU, SMALL_PRINT_SKU], productType: 'PRINT' });
  const offers = rows.flatMap(({ name, sku: _sku, ...row }) =>
    isPrintSize(name) ? [{ ...row, name, prices: rowOfVariant(row) }] : [],
  );
  return offers.sort((a, b) => PRINT_SIZE_NAMES.indexOf(a.name) - PRINT_SIZE_NAMES.indexOf(b.name));
}

/**
 * An offer at the list's prices: `prices` per tier column, `price` the non-member column and
 * `memberPrice` the Nice column where it is lower (what the catalogue's two prices meant).
 */
export function pricedOffer(offer: PrintSizeOffer, printSizes: PrintSizePrices | undefined): PrintSizeOffer {
  const prices = printSizes?.[offer.name];
  if (!prices) return offer;
  return { ...offer, ...figuresOfRow(prices), prices };
}

export async function listPapers(deps: { db: Db; events: EventBus }): Promise<PapersResponse> {
  const [papers, offers, list] = await Promise.all([activePapers(deps.db), printOffers(deps.db), activePrices(deps)]);
  const priced = offers.map((offer) => pricedOffer(offer, list.printSizes));
  return {
    papers,
    sizes: priced.filter((offer) => offer.name !== '4x6'),
    small: priced.find((offer) => offer.name === '4x6') ?? null,
  };
}
