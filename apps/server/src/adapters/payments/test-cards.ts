// The local provider's cards: Stripe's test card numbers, with the same outcomes and messages.

export type CardOutcome = 'succeeds' | 'card_declined' | 'insufficient_funds' | 'incorrect_cvc' | 'processing_error';

/** Stripe's test numbers; any other number that passes the Luhn check succeeds. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** What Stripe tells the buyer for each decline code. */
export const DECLINE_MESSAGES: Readonly<Record<Exclude<CardOutcome, 'succeeds'>, string>> & Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  expired_card: 'Your card has expired.',
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
  return 'unknown';
}
