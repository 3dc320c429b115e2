// Member prices on shop products (spec sections 2.10, 4 and 6).
import { showsMembersOnlyBanner, type AccessPhase } from './access-phase.js';
import { isActiveMember } from './membership-status.js';
import type { PlanId } from './plan-ids.js';

/**
 * Member pricing applies to an active paid plan (a lapsed member pays the full price) and lasts
 * "until the public launch date": in the COMING_SOON and MEMBERS_ONLY phases and for products
 * without a launch window (NONE, the everyday member discount), but not once a launched product
 * is PUBLIC, when everyone pays the same.
 */
export function isMemberPriceEligible({
  active,
  planId,
  phase,
}: {
  active: boolean;
  planId: PlanId;
  phase: AccessPhase;
}): boolean {
  return isActiveMember({ planId, active }) && memberPricingApplies(phase);
}

/** Whether a product in this phase sells at its member price to active members. */
export function memberPricingApplies(phase: AccessPhase): boolean {
  return phase !== 'PUBLIC';
}

export interface PricedProduct {
  price: number;
  memberPrice?: number | null;
}

/**
 * The unit price in cents. A member price is a discount: if one were entered above the list
 * price, members are charged the lower list price rather than penalised for joining.
 */
export function unitPriceFor({ price, memberPrice }: PricedProduct, eligible: boolean): number {
  if (!eligible || memberPrice === null || memberPrice === undefined || memberPrice < 0) return price;
  return Math.min(price, memberPrice);
}

export type PurchaseBanner =
  { kind: 'members-only' } | { kind: 'join-and-pay'; memberPrice: number } | { kind: 'none' };

/**
 * What a product page shows a visitor who is not an active member: the members-only banner
 * before the public launch, else 'Join & Pay {member price}' when joining would actually get
 * them a lower price, else nothing (a price we would not charge is never advertised).
 */
export function purchaseBanner(phase: AccessPhase, product: PricedProduct): PurchaseBanner {
  if (showsMembersOnlyBanner(phase)) return { kind: 'members-only' };
  const memberPrice = unitPriceFor(product, memberPricingApplies(phase));
  return memberPrice < product.price ? { kind: 'join-and-pay', memberPrice } : { kind: 'none' };
}
