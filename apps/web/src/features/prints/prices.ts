import {
  PRICE_COLUMN_OF_PLAN,
  print4x6Price,
  type Buyer,
  type PriceRow,
  type PrintSize,
  type PrintSizePrices,
} from '@filmlab/domain';

type Offer = { name: PrintSize; price: number; memberPrice: number | null; prices?: PriceRow };

/** The tier column this buyer pays from: a lapsed member or a visitor pays the non-member column. */
const columnOf = (buyer: Buyer) => PRICE_COLUMN_OF_PLAN[buyer.active ? buyer.planId : 'NON_MEMBER'];

/** One 4x6 print for this buyer, from the price list's row of the offer (the defaults before it loads). */
export const small4x6Price = (buyer: Buyer, offer?: Offer | null) =>
  offer?.prices?.[columnOf(buyer)] ?? print4x6Price(buyer.active ? buyer.planId : 'NON_MEMBER');

/** A large-format size's price for this buyer, from the offer's row of the lab's price list. */
export const sizePrice = (offer: Offer, buyer: Buyer) =>
  offer.prices?.[columnOf(buyer)] ?? (buyer.active && offer.memberPrice !== null ? offer.memberPrice : offer.price);

/** The offers' rows as the cart prices print lines (the same prices the page shows). */
export const offerPrices = (offers: ReadonlyArray<Offer | null>): PrintSizePrices =>
  Object.fromEntries(offers.flatMap((offer) => (offer?.prices ? [[offer.name, offer.prices]] : [])));
