// The print products' sizes are sold at the prices of the lab's price list in force (spec 9; the
// price-lists module). The products module does not import that module (it imports this one): the
// list's print sizes come through a source connected by modules.ts. Until one is, variants keep
// their own prices.
import { PRINT_PRODUCT_SKUS, figuresOfRow, printSizeOf, type PrintSizePrices } from '@filmlab/domain';
import type { EventBus } from '../../adapters/events/event-bus.js';
import type { Db } from '../../db/client.js';

/** Reads the print sizes' prices of the list in force (undefined: the lab has none; variants' own stand). */
export type PrintSizePriceSource = (deps: { db: Db; events: EventBus }) => Promise<PrintSizePrices | undefined>;

let source: PrintSizePriceSource = async () => undefined;

/** Called once by modules.ts. */
export function registerPrintSizePrices(read: PrintSizePriceSource): void {
  source = read;
}

/** The list's print sizes, read when asked (a product page asks only for a print product). */
export const printSizePricesOf = (deps: { db: Db; events: EventBus }) => (): Promise<PrintSizePrices | undefined> =>
  source(deps);

/** True when the product sells print sizes priced on the list. */
export const sellsPrintSizes = (productSku: string | null) =>
  productSku !== null && PRINT_PRODUCT_SKUS.includes(productSku);

/** The product's variants, each print size at the list's prices (a size the list has no row for keeps its own). */
export function atListPrices<V extends { name: string; price: number; memberPrice: number | null }>(
  productSku: string | null,
  variants: V[],
  printSizes: PrintSizePrices | undefined,
): V[] {
  if (!printSizes || !sellsPrintSizes(productSku)) return variants;
  return variants.map((variant) => {
    const size = printSizeOf(productSku, variant.name);
    const row = size ? printSizes[size] : undefined;
    return row ? { ...variant, ...figuresOfRow(row) } : variant;
  });
}
