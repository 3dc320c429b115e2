import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { localPaymentIntents, localRefunds, localUsedTokens } from '../../db/schema/local-payments.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createLocalPaymentProvider, type LocalPaymentProvider } from './local-provider.js';
import { PaymentInputError } from './payment-provider.js';
import { TEST_CARDS_ONLY, passesLuhn } from './test-cards.js';

// The local provider against a real database: its intents, refunds and used tokens are its own rows.
describe('the local test provider behaves like Stripe test mode', () => {
  let database: Database;
  let provider: LocalPaymentProvider;
  beforeAll(async () => {
    database = await createTestDatabase();
    provider = createLocalPaymentProvider({ secret: 'unit-test-secret', db: database.db });
  });
  afterAll(() => database.close());

  const request = (paymentMethodId: string, providerCustomerId: string | null = null, amount = 1000) => ({
    amount,
    paymentMethodId,
    providerCustomerId,
    idempotencyKey: `key-${randomUUID()}`,
    description: 'Order 101',
    metadata: {},
  });
  const token = (number: string, expYear = 2040) =>
    provider.tokenize({ number, expMonth: 12, expYear, cvc: '123' }).token;
  const pay = async (paymentMethodId: string, customer: string | null = null) => {
    const req = request(paymentMethodId, customer);
    const { paymentId } = await provider.prepare(req);
    return provider.confirm(paymentId, req);
  };

  it.each([
    ['4242424242424242', null],
    ['5555555555554444', null],
    ['6011111111111117', null],
    ['3056930009020004', null],
    ['4000056655665556', null],
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
    ['4000000000000101', "Your card's security code is incorrect."],
    ['4100000000000019', 'Your card was declined.'],
    [
      '4000002760003184',
      'Your bank asked to confirm this payment, which this checkout cannot do. Please use another card.',
    ],
  ])('%s', async (number, declined) => {
    const result = await pay(token(number));
    expect(result.ok).toBe(declined === null);
    if (!result.ok) expect(result.message).toBe(declined);
    const [intent] = await database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, result.paymentId!));
    expect(intent!.status).toBe(declined === null ? 'succeeded' : 'requires_payment_method');
  });

  it('refuses numbers that are not Stripe test cards, saying how to take real payments', () => {
    expect(() => token('4111111111111111')).toThrow(TEST_CARDS_ONLY);
    expect(TEST_CARDS_ONLY).toContain('PAYMENTS_PROVIDER=stripe');
    expect(() => token('4242424242424241')).toThrow('Your card number is incorrect.');
    expect(() => token('4242424242424242', 2020)).toThrow('Your card has expired.');
  });

  it('pays once with a one-use token: a second payment with it is refused, even at the same moment', async () => {
    const once = token('4242424242424242');
    expect((await pay(once)).ok).toBe(true);
    await expect(pay(once)).rejects.toThrow(/already used/);

    const raced = token('4242424242424242');
    const [a, b] = [request(raced), request(raced)];
    const prepared = await Promise.all([provider.prepare(a), provider.prepare(b)]);
    const results = await Promise.allSettled([
      provider.confirm(prepared[0]!.paymentId, a),
      provider.confirm(prepared[1]!.paymentId, b),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.ok)).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(PaymentInputError);
    const used = await database.db.select().from(localUsedTokens);
    expect(used.length).toBeGreaterThanOrEqual(2);
  });

  it('lets a saved card pay for the customer who saved it only, and never re-saves it for another', async () => {
    const saved = await provider.saveCard('cus_a', token('4242424242424242'));
    expect((await pay(saved.paymentMethodId, 'cus_a')).ok).toBe(true);
    expect((await pay(saved.paymentMethodId, 'cus_a')).ok).toBe(true);
    await expect(pay(saved.paymentMethodId, 'cus_b')).rejects.toThrow(/not a card saved to your account/);
    await expect(pay(saved.paymentMethodId, null)).rejects.toThrow(/not a card saved to your account/);
    await expect(provider.saveCard('cus_b', saved.paymentMethodId)).rejects.toThrow(/not a card saved/);
  });

  it('uses up a token when it is saved, and refuses tokens it did not issue or that were altered', async () => {
    const fresh = token('4242424242424242');
    await provider.saveCard('cus_c', fresh);
    await expect(provider.saveCard('cus_c', fresh)).rejects.toThrow(/already used/);
    const [head, payload, signature] = token('4242424242424242').split('.');
    await expect(pay(`${head}.${payload}x.${signature}`)).rejects.toThrow(/not a card/);
    await expect(pay('pm_card_visa')).rejects.toThrow(/not a card/);
  });

  it('answers the same intent for the same key, and refuses the key with other parameters', async () => {
    const req = request(token('4242424242424242'));
    const first = await provider.prepare(req);
    expect(await provider.prepare(req)).toEqual(first);
    await expect(provider.prepare({ ...req, amount: 999 })).rejects.toThrow(/same parameters/);
    expect(await provider.retrieve(first.paymentId)).toMatchObject({ status: 'unconfirmed', amount: 1000 });
  });

  it('cancels an unconfirmed payment, which cannot be confirmed after; a charged one stays charged', async () => {
    const req = request(token('4242424242424242'));
    const { paymentId } = await provider.prepare(req);
    expect((await provider.cancel(paymentId)).status).toBe('canceled');
    await expect(provider.confirm(paymentId, req)).rejects.toThrow(/canceled/);

    const paid = await pay(token('4242424242424242'));
    expect((await provider.cancel(paid.paymentId!)).status).toBe('succeeded');
  });

  it('records a refund, once, and refuses to refund what was never charged', async () => {
    const paid = await pay(token('4242424242424242'));
    expect((await provider.retrieve(paid.paymentId!)).refunded).toBe(false);
    await provider.refund(paid.paymentId!, 'refund-1');
    await provider.refund(paid.paymentId!, 'refund-1');
    const refunds = await database.db
      .select()
      .from(localRefunds)
      .where(eq(localRefunds.paymentIntentId, paid.paymentId!));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(1000);
    expect((await provider.retrieve(paid.paymentId!)).refunded).toBe(true);

    const declined = await pay(token('4000000000000002'));
    await expect(provider.refund(declined.paymentId!, 'refund-2')).rejects.toThrow(/not charged/);
  });

  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
