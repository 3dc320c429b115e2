import { describe, expect, it } from 'vitest';
import { cardBrandName, cardDescription } from './card-brands.js';

describe('card brands', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['Discover', 'Discover'],
    ['diners', 'Diners Club'],
    ['jcb', 'JCB'],
    ['unionpay', 'UnionPay'],
    ['unknown', 'Card'],
    [null, 'Card'],
    ['', 'Card'],
  ])('%s reads as %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });

  it('describes a card by brand and last four digits when known', () => {
    expect(cardDescription({ brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(cardDescription({ brand: null, last4: '0005' })).toBe('Card ending in 0005');
    expect(cardDescription({ brand: 'amex', last4: null })).toBe('American Express');
  });
});
