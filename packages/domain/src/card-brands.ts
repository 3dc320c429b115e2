// A card's brand as a person reads it, from the payment provider's code (Stripe's and the local
// provider's codes are the same).
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'visa' -> 'Visa'; an unknown or missing brand is a 'Card'. */
export function cardBrandName(brand: string | null | undefined): string {
  return (brand && CARD_BRAND_NAMES[brand.toLowerCase()]) || 'Card';
}

/** 'Visa ending in 4242', or 'Card' when neither is known. */
export function cardDescription(card: { brand: string | null; last4: string | null }): string {
  const name = cardBrandName(card.brand);
  return card.last4 ? `${name} ending in ${card.last4}` : name;
}
