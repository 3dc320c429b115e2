// The local provider's cards: Stripe's documented test card numbers (docs.stripe.com/testing), with
// the same outcomes and messages. Any other number is refused: the local provider is a test provider.

export type CardOutcome =
  | 'succeeds'
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'card_velocity_exceeded'
  | 'fraudulent'
  /** 3-D Secure: the bank asks the buyer to confirm, which this checkout does not do. */
  | 'authentication_required';

/** Stripe's test numbers and what a charge with each does. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  // Succeed, by brand.
  '4242424242424242': 'succeeds', // Visa
  '4000056655665556': 'succeeds', // Visa (debit)
  '5555555555554444': 'succeeds', // Mastercard
  '2223003122003222': 'succeeds', // Mastercard (2-series)
  '5200828282828210': 'succeeds', // Mastercard (debit)
  '5105105105105100': 'succeeds', // Mastercard (prepaid)
  '378282246310005': 'succeeds', // American Express
  '371449635398431': 'succeeds', // American Express
  '6011111111111117': 'succeeds', // Discover
  '6011000990139424': 'succeeds', // Discover
  '6011981111111113': 'succeeds', // Discover (debit)
  '3056930009020004': 'succeeds', // Diners Club
  '36227206271667': 'succeeds', // Diners Club (14 digits)
  '3566002020360505': 'succeeds', // JCB
  '6200000000000005': 'succeeds', // UnionPay
  // Declined.
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000101': 'incorrect_cvc', // the CVC check fails when a CVC is given (ours always is)
  '4000000000000119': 'processing_error',
  '4000000000006975': 'card_velocity_exceeded',
  '4100000000000019': 'fraudulent', // blocked as fraudulent (Radar's highest risk)
  '4000000000000341': 'card_declined', // saving it to a customer works; charging it is declined
  // 3-D Secure required.
  '4000002760003184': 'authentication_required',
  '4000002500003155': 'authentication_required',
  '4000000000003220': 'authentication_required',
};

/** Shown for a card number that passes the check digit but is not one of the test cards above. */
export const TEST_CARDS_ONLY =
  'This lab takes test cards only. To take real payments, set PAYMENTS_PROVIDER=stripe (see README).';

/** What Stripe tells the buyer for each decline code. */
export const DECLINE_MESSAGES: Readonly<Record<Exclude<CardOutcome, 'succeeds'>, string>> & Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  fraudulent: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  card_velocity_exceeded:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  authentication_required:
    'Your bank asked to confirm this payment, which this checkout cannot do. Please use another card.',
};

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}
