import type { ProductSummary } from '@filmlab/api';
import { canBuyInPhase, cartUnitPrice, contentAccessPhase, isActiveMember, type Buyer } from '@filmlab/domain';

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

/** Whether this buyer may put the product in the cart now (spec section 4's launch phases). */
export function canBuy(product: ProductSummary, buyer: Buyer, now = Date.now()): boolean {
  return canBuyInPhase(phaseOf(product, now), isActiveMember(buyer));
}
