import type { ProductSummary } from '@filmlab/api';
import { cartUnitPrice, contentAccessPhase, type Buyer } from '@filmlab/domain';

export interface ShownPrice {
  /** What this buyer pays per unit, in cents. */
  unit: number;
  /** The list price, shown struck through when the buyer pays less. */
  list: number;
}

/** The price a buyer sees: the member price only for active members, while member pricing applies. */
export function shownPrice(
  product: ProductSummary,
  variantId: number | null,
  buyer: Buyer,
  now = Date.now(),
): ShownPrice {
  return cartUnitPrice(product, variantId, buyer, now);
}

export function phaseOf(product: Pick<ProductSummary, 'memberLaunchDate' | 'publicLaunchDate'>, now = Date.now()) {
  return contentAccessPhase({
    memberLaunchDate: product.memberLaunchDate,
    publicLaunchDate: product.publicLaunchDate,
    now,
  });
}
