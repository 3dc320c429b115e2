import { contradictedFigures, type ProductFigureField, type ProductFigures } from '@filmlab/domain';
import { AppError } from '../../errors.js';

// A product with variants sells its variants (orders/price-lines.ts charges the chosen or the
// default variant), so its own price, member price and stock are not edited: they follow its
// variants. Writing them through to one variant was the other choice; refusing is plainer, because
// with several variants the product's figures do not say which variant an admin meant.

const WHERE: Record<ProductFigureField, string> = {
  price: 'is set on each variant of this product; change the variant’s price instead',
  memberPrice: 'is set on each variant of this product; change the variant’s member price instead',
  stock: 'is counted on each variant of this product; change the variant’s stock instead',
};

/**
 * Refuses (400, naming each field) product-level figures that the variants make different: a
 * figure sent back unchanged is accepted, a new one would be saved where the shop never looks.
 */
export function refuseFiguresOffVariants(
  asked: Partial<Record<ProductFigureField, number | null | undefined>>,
  derived: ProductFigures,
): void {
  const fields = contradictedFigures(asked, derived);
  if (fields.length === 0) return;
  throw new AppError(
    'BAD_REQUEST',
    'This product has variants: its price, member price and stock are changed on each variant.',
    fields.map((field) => `${field}: ${WHERE[field]}`),
  );
}
