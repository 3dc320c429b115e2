// GET /prints/papers: the papers, and the sizes with their prices (variants of the print products).
import type { PapersResponse, PrintSizeOffer } from '@filmlab/api';
import { isPrintSize } from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import { activeVariantsOf } from '../products/product-service.js';
import { activePapers } from './store.js';

/** The catalogue's print products, by sku. */
export const LARGE_FORMAT_SKU = 'print-large-format';
export const SMALL_PRINT_SKU = 'print-4x6';

export async function printOffers(db: Db | Tx): Promise<PrintSizeOffer[]> {
  const rows = await activeVariantsOf(db, { skus: [LARGE_FORMAT_SKU, SMALL_PRINT_SKU], productType: 'PRINT' });
  return rows.flatMap(({ name, ...row }) => (isPrintSize(name) ? [{ ...row, name }] : []));
}

export async function listPapers(db: Db): Promise<PapersResponse> {
  const [papers, offers] = await Promise.all([activePapers(db), printOffers(db)]);
  return {
    papers,
    sizes: offers.filter((offer) => offer.name !== '4x6'),
    small: offers.find((offer) => offer.name === '4x6') ?? null,
  };
}
