import { print4x6Price, type Buyer } from '@filmlab/domain';

/** One 4x6 print for this buyer: the tier's price for active members, the non-member price otherwise. */
export const small4x6Price = (buyer: Buyer) => print4x6Price(buyer.active ? buyer.planId : 'NON_MEMBER');

/** A large-format size's price for this buyer, from the catalogue's offer. */
export const sizePrice = (offer: { price: number; memberPrice: number | null }, buyer: Buyer) =>
  buyer.active && offer.memberPrice !== null ? offer.memberPrice : offer.price;
