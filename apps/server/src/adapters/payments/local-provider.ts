// The local test provider: works offline and behaves like Stripe's test mode for cards.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { decodeLocalCard, encodeLocalCard, type LocalCard } from './local-tokens.js';
import { PaymentInputError, type ChargeResult, type PaymentProvider } from './payment-provider.js';
import { DECLINE_MESSAGES, cardBrand, passesLuhn, TEST_CARD_OUTCOMES } from './test-cards.js';
import { readSignedEvent } from './webhook-events.js';

export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  /** The stand-in for Stripe.js: a card becomes a token; the number is not kept. */
  tokenize(card: { number: string; expMonth: number; expYear: number; cvc: string }): {
    token: string;
    brand: string;
    last4: string;
  };
  /** The secret local webhooks are signed with (Stripe's scheme), for tools and tests. */
  readonly webhookSecret: string;
}

function expired(card: LocalCard, now: Date): boolean {
  return (
    card.expYear < now.getUTCFullYear() ||
    (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
  );
}

export function createLocalPaymentProvider(secret: string): LocalPaymentProvider {
  const webhookSecret = `whsec_local_${secret.slice(0, 16)}`;
  // Only for its webhook signature helpers: no call leaves the process.
  const sdk = new Stripe('sk_test_local_provider_offline');
  const unusable = (field: string) => new PaymentInputError(field, 'is not a card this payment provider issued');

  return {
    name: 'local',
    publishableKey: null,
    webhookSecret,

    tokenize({ number, expMonth, expYear }) {
      if (!passesLuhn(number)) throw new PaymentInputError('number', 'Your card number is incorrect.');
      const card: LocalCard = {
        brand: cardBrand(number),
        last4: number.slice(-4),
        expMonth,
        expYear,
        outcome: TEST_CARD_OUTCOMES[number] ?? 'succeeds',
        kind: 'tok',
        nonce: randomUUID(),
      };
      if (expired(card, new Date())) throw new PaymentInputError('expYear', DECLINE_MESSAGES.expired_card!);
      return { token: encodeLocalCard(secret, card), brand: card.brand, last4: card.last4 };
    },

    async charge(request): Promise<ChargeResult> {
      const card = decodeLocalCard(secret, request.paymentMethodId);
      if (!card) throw unusable('paymentId');
      if (card.kind === 'pm' && card.customer !== request.providerCustomerId) throw unusable('paymentId');
      const paymentId = `pi_local_${randomUUID().replace(/-/g, '')}`;
      const code = expired(card, new Date()) ? 'expired_card' : card.outcome;
      if (code === 'succeeds') return { ok: true, paymentId };
      return { ok: false, paymentId, code, message: DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.card_declined! };
    },

    async refund() {},

    async createCustomer(user) {
      return `cus_local_${user.id}_${randomUUID().slice(0, 8)}`;
    },

    async saveCard(customer, token) {
      const card = decodeLocalCard(secret, token);
      if (!card) throw unusable('token');
      const saved: LocalCard = { ...card, kind: 'pm', customer, nonce: randomUUID() };
      return {
        paymentMethodId: encodeLocalCard(secret, saved),
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },

    async saveReaderCard(customer, paymentMethodId) {
      // Offline there is no reader; a card tokenized at the counter stands in for the one it read.
      return this.saveCard(customer, paymentMethodId).catch(() => {
        throw unusable('paymentMethodId');
      });
    },

    parseWebhook(rawBody, signature) {
      return readSignedEvent(sdk.webhooks, rawBody, signature, webhookSecret);
    },
  };
}
