// The local test provider: works offline and behaves like Stripe's test mode. It takes Stripe's
// test card numbers only, keeps what "the bank" did in its own tables (local-intents.ts), written
// outside the app's transactions, and follows Stripe's flow: a payment is prepared under an
// idempotency key, confirmed, and can be retrieved, canceled or refunded. A one-use token pays (or is
// saved) once; a saved card pays only for the customer who saved it.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { faultPoint } from './fault-points.js';
import { createLocalIntents } from './local-intents.js';
import { createLocalSubscriptions } from './local-subscriptions.js';
import { decodeLocalCard, encodeLocalCard, localCardFingerprint, type LocalCard } from './local-tokens.js';
import {
  PaymentInputError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type SavedCard,
  type SubscriptionBilling,
} from './payment-provider.js';
import { DECLINE_MESSAGES, TEST_CARD_OUTCOMES, TEST_CARDS_ONLY, cardBrand, passesLuhn } from './test-cards.js';
import { readSignedEvent } from './webhook-events.js';

export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  /** The stand-in for Stripe.js: a card becomes a one-use token; the number is not kept. */
  tokenize(card: { number: string; expMonth: number; expYear: number; cvc: string }): {
    token: string;
    brand: string;
    last4: string;
  };
  /** The secret local webhooks are signed with (Stripe's scheme), for tools and tests. */
  readonly webhookSecret: string;
  readonly subscriptions: SubscriptionBilling;
}

export interface LocalProviderOptions {
  /** Signs tokens and saved methods (the app's secret). */
  secret: string;
  /** Where the provider keeps its intents, refunds and used tokens. */
  db: Db;
  config?: Pick<Config, 'faultPoint'>;
}

const USED_TOKEN = 'This card was already used for a payment. Please enter it again.';

function expired(card: LocalCard, now: Date): boolean {
  return (
    card.expYear < now.getUTCFullYear() ||
    (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
  );
}

/** The secret local webhooks are signed with, derived from the app's secret. */
export const localWebhookSecret = (secret: string) => `whsec_local_${secret.slice(0, 16)}`;

export function createLocalPaymentProvider(options: LocalProviderOptions): LocalPaymentProvider {
  const { secret } = options;
  const webhookSecret = localWebhookSecret(secret);
  // Only for its webhook signature helpers: no call leaves the process.
  const sdk = new Stripe('sk_test_local_provider_offline');
  const intents = createLocalIntents(options.db);
  const unusable = (field: string) => new PaymentInputError(field, 'is not a card this payment provider issued');

  /** The card behind an id, if this customer may use it now. */
  async function usableCard(id: string, customer: string | null, field: string): Promise<LocalCard> {
    const card = decodeLocalCard(secret, id);
    if (!card) throw unusable(field);
    // As Stripe refuses another customer's PaymentMethod.
    if (card.kind === 'pm' && card.customer !== customer) {
      throw new PaymentInputError(field, 'is not a card saved to your account');
    }
    if (card.kind === 'tok' && (await intents.tokenUsed(card.nonce))) throw new PaymentInputError(field, USED_TOKEN);
    return card;
  }

  async function save(customer: string, id: string, field: string): Promise<SavedCard> {
    const card = decodeLocalCard(secret, id);
    if (!card) throw unusable(field);
    if (card.kind === 'pm' && card.customer !== customer) {
      throw new PaymentInputError(field, 'is not a card saved to your account');
    }
    // Saving a one-use token uses it up, as Stripe's does.
    if (card.kind === 'tok' && !(await intents.useToken(card.nonce))) {
      throw new PaymentInputError(field, USED_TOKEN);
    }
    const saved: LocalCard = { ...card, kind: 'pm', customer, nonce: randomUUID() };
    return {
      paymentMethodId: card.kind === 'pm' ? id : encodeLocalCard(secret, saved),
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint: card.fingerprint ?? null,
    };
  }

  function resultOf(intent: { id: string; status: string; declineCode: string | null }): ChargeResult {
    if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id };
    const code = intent.declineCode ?? 'card_declined';
    return {
      ok: false,
      paymentId: intent.id,
      code,
      message: DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.card_declined!,
    };
  }

  /**
   * Prepares and confirms in one step, as Stripe's create with confirm does: a saved card's outcome
   * needs no token used up, so its intent is written charged (or declined) at once, under the key
   * (one round trip where the two steps take several; the renewal run charges thousands). A one-use
   * token, or an intent of the key left unconfirmed, takes the two steps.
   */
  async function chargeNow(request: ChargeRequest): Promise<ChargeResult> {
    const card = decodeLocalCard(secret, request.paymentMethodId);
    if (!card || card.kind === 'tok') {
      return provider.confirm((await provider.prepare(request)).paymentId, request);
    }
    await usableCard(request.paymentMethodId, request.providerCustomerId, 'paymentId');
    const intent = await intents.create(request, expired(card, new Date()) ? 'expired_card' : card.outcome);
    if (intent.status === 'requires_confirmation') return provider.confirm(intent.id, request);
    if (intent.status === 'canceled') throw new Error('This payment was canceled before it was confirmed');
    return resultOf(intent);
  }

  const provider: LocalPaymentProvider = {
    name: 'local',
    publishableKey: null,
    webhookSecret,
    // Memberships charge through this provider's own intents (chargeNow).
    subscriptions: createLocalSubscriptions(options.db, { charge: (request) => chargeNow(request) }),

    tokenize({ number, expMonth, expYear }) {
      if (!passesLuhn(number)) throw new PaymentInputError('number', 'Your card number is incorrect.');
      const outcome = TEST_CARD_OUTCOMES[number];
      if (!outcome) throw new PaymentInputError('number', TEST_CARDS_ONLY);
      const card: LocalCard = {
        brand: cardBrand(number),
        last4: number.slice(-4),
        expMonth,
        expYear,
        outcome,
        kind: 'tok',
        nonce: randomUUID(),
        fingerprint: localCardFingerprint(secret, number),
      };
      if (expired(card, new Date())) throw new PaymentInputError('expYear', DECLINE_MESSAGES.expired_card!);
      return { token: encodeLocalCard(secret, card), brand: card.brand, last4: card.last4 };
    },

    async prepare(request) {
      // The first request of a key with a card that can pay: its intent made in one statement.
      const card = decodeLocalCard(secret, request.paymentMethodId);
      if (card && (card.kind === 'tok' || card.customer === request.providerCustomerId)) {
        const made = await intents.createUnconfirmed(request, card.kind === 'tok' ? card.nonce : null);
        if (made) return { paymentId: made };
      }
      // A replay of the same key answers the intent made the first time, as Stripe does.
      const existing = await intents.byKey(request.idempotencyKey);
      if (existing) return { paymentId: intents.sameRequest(existing, request).id };
      await usableCard(request.paymentMethodId, request.providerCustomerId, 'paymentId');
      return { paymentId: (await intents.create(request)).id };
    },

    async confirm(paymentId, request): Promise<ChargeResult> {
      // The usual case in one statement: the intent of this request's card, unconfirmed, its token unused.
      const method = request?.paymentMethodId;
      const card = method ? decodeLocalCard(secret, method) : null;
      const charged =
        card && method
          ? await intents.confirmAtOnce(
              paymentId,
              method,
              card.kind === 'tok' ? card.nonce : null,
              expired(card, new Date()) ? 'expired_card' : card.outcome,
            )
          : null;
      const result =
        charged ??
        (await intents.confirm(paymentId, async (method, useToken) => {
          const card = decodeLocalCard(secret, method);
          if (!card) throw unusable('paymentId');
          if (card.kind === 'tok' && !(await useToken(card.nonce)))
            throw new PaymentInputError('paymentId', USED_TOKEN);
          return expired(card, new Date()) ? 'expired_card' : card.outcome;
        }));
      // The bank has charged (or declined) and recorded it; the answer is lost if the app dies here.
      if (options.config) faultPoint(options.config, 'during-charge');
      return resultOf(result);
    },

    retrieve: (paymentId) => intents.retrieve(paymentId),

    async cancel(paymentId) {
      await intents.cancel(paymentId);
      return intents.retrieve(paymentId);
    },

    refund: (paymentId) => intents.refund(paymentId),

    async createCustomer(user) {
      return `cus_local_${user.id}_${randomUUID().slice(0, 8)}`;
    },

    saveCard: (customer, token) => save(customer, token, 'token'),

    // Offline there is no reader; a card tokenized at the counter stands in for the one it read.
    saveReaderCard: (customer, paymentMethodId) => save(customer, paymentMethodId, 'paymentMethodId'),

    async cardFingerprint(paymentMethodId) {
      return decodeLocalCard(secret, paymentMethodId)?.fingerprint ?? null;
    },

    parseWebhook(rawBody, signature) {
      return readSignedEvent(sdk.webhooks, rawBody, signature, webhookSecret);
    },
  };
  return provider;
}
