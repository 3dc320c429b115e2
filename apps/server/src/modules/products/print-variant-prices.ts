// The print products' sizes are priced on the lab's price list (packages/domain/src/prints.ts),
// so the product admin no longer changes those variants' prices: a change is refused, naming the field
// and where the price is set. Their names, stock and order are still edited here.
import type { UpdateProductBody } from '@filmlab/api';
import { printSizeOf } from '@filmlab/domain';
import { AppError } from '../../errors.js';
import { sellsPrintSizes } from './list-prices.js';
import type { ProductRow, VariantRow } from './store.js';

/** Where staff set a print size's price. */
export const PRINT_PRICES_PLACE = 'the price list (Admin › Prices, /admin/prices)';

/** Refuses an update of a print product that changes a print size variant's price or member price. */
export function refusePrintPriceChanges(
  product: Pick<ProductRow, 'sku'>,
  changes: UpdateProductBody,
  before: readonly VariantRow[],
): void {
  if (!sellsPrintSizes(product.sku)) return;
  const errors: string[] = [];
  changes.variants?.update?.forEach((update, i) => {
    const variant = before.find((row) => row.id === update.id);
    if (!variant || !printSizeOf(product.sku, variant.name)) return;
    const problem = `a print size's price is set in ${PRINT_PRICES_PLACE}, not on the product`;
    if (update.price !== undefined && update.price !== variant.price)
      errors.push(`variants.update.${i}.price: ${problem}`);
    if (update.memberPrice !== undefined && update.memberPrice !== variant.memberPrice)
      errors.push(`variants.update.${i}.memberPrice: ${problem}`);
  });
  if (errors.length > 0)
    throw new AppError('BAD_REQUEST', `Print sizes' prices are set in ${PRINT_PRICES_PLACE}.`, errors);
}
