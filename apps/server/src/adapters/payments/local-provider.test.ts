import { describe, expect, it } from 'vitest';
import { createLocalPaymentProvider } from './local-provider.js';
import { passesLuhn } from './test-cards.js';

const provider = createLocalPaymentProvider('unit-test-secret');
const charge = (paymentMethodId: string, providerCustomerId: string | null = null) =>
  provider.charge({
    amount: 1000,
    paymentMethodId,
    providerCustomerId,
    idempotencyKey: 'k',
    description: 'd',
    metadata: {},
  });
const token = (number: string, expYear = 2040) =>
  provider.tokenize({ number, expMonth: 12, expYear, cvc: '123' }).token;

describe('the local provider behaves like Stripe test cards', () => {
  it.each([
    ['4242424242424242', true, null],
    ['5555555555554444', true, null],
    ['4000000000000002', false, 'Your card was declined.'],
    ['4000000000009995', false, 'Your card has insufficient funds.'],
    ['4000000000000127', false, "Your card's security code is incorrect."],
  ])('%s', async (number, ok, message) => {
    const result = await charge(token(number));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('refuses altered tokens and saved methods of another customer', async () => {
    const good = token('4242424242424242');
    const [head, payload, signature] = good.split('.');
    const altered = `${head}.${payload}x.${signature}`;
    await expect(charge(altered)).rejects.toThrow(/not a card/);
    const saved = await provider.saveCard('cus_a', good);
    expect((await charge(saved.paymentMethodId, 'cus_a')).ok).toBe(true);
    await expect(charge(saved.paymentMethodId, 'cus_b')).rejects.toThrow(/not a card/);
  });

  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(() => token('1234567812345678')).toThrow('Your card number is incorrect.');
  });
});
