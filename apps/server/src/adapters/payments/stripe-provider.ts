// Stripe, through the official SDK: PaymentIntents created unconfirmed under the attempt's
// idempotency key and confirmed on the server (so a crash in between can always be settled), saved
// cards, Terminal readers' generated cards, signed webhooks, and memberships (stripe-billing.ts).
import Stripe from 'stripe';
import {
  PaymentInputError,
  type ChargeResult,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type SavedCard,
} from './payment-provider.js';
import { createStripeSubscriptions } from './stripe-billing.js';
import { DECLINE_MESSAGES } from './test-cards.js';
import { readSignedEvent } from './webhook-events.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** Another API origin (a local stand-in in tests). */
  apiUrl?: string | undefined;
}

export function stripeClient({ secretKey, apiUrl }: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

function savedCard(method: Stripe.PaymentMethod): SavedCard {
  return {
    paymentMethodId: method.id,
    brand: method.card?.brand ?? null,
    last4: method.card?.last4 ?? null,
    expMonth: method.card?.exp_month ?? null,
    expYear: method.card?.exp_year ?? null,
    fingerprint: method.card?.fingerprint ?? null,
  };
}

const NEEDS_ACTION = DECLINE_MESSAGES.authentication_required!;

/** A PaymentIntent's status in the port's words. */
function statusOf(intent: Stripe.PaymentIntent): ProviderPaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_confirmation':
      return 'unconfirmed';
    case 'requires_payment_method':
      // Created without a usable method yet, or declined (then it carries the decline).
      return intent.last_payment_error ? 'failed' : 'unconfirmed';
    default:
      // requires_action: the bank wants 3-D Secure, which this checkout does not do.
      return 'failed';
  }
}

function paymentOf(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    paymentId: intent.id,
    status: statusOf(intent),
    refunded: (charge?.amount_refunded ?? 0) > 0,
    amount: intent.amount,
    failureMessage: intent.status === 'requires_action' ? NEEDS_ACTION : (intent.last_payment_error?.message ?? null),
  };
}

export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);

  async function attach(customer: string, paymentMethodId: string, field: string): Promise<SavedCard> {
    try {
      const method = await stripe.paymentMethods.attach(paymentMethodId, { customer });
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: method.id } });
      return savedCard(method);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) throw new PaymentInputError(field, err.message);
      if (err instanceof Stripe.errors.StripeInvalidRequestError)
        throw new PaymentInputError(field, 'is not a usable card');
      throw err;
    }
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    subscriptions: createStripeSubscriptions(stripe),

    async prepare(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: 'usd',
            payment_method: request.paymentMethodId,
            ...(request.providerCustomerId ? { customer: request.providerCustomerId } : {}),
            confirm: false,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { paymentId: intent.id };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'payment_method') {
          throw new PaymentInputError('paymentId', 'is not a usable payment method');
        }
        throw err;
      }
    },

    async confirm(paymentId, { idempotencyKey }): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.confirm(
          paymentId,
          {},
          { idempotencyKey: `${idempotencyKey}:confirm` },
        );
        if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id };
        if (intent.status === 'processing') throw new Error(`PaymentIntent ${intent.id} is processing`);
        await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
        return { ok: false, paymentId: intent.id, code: intent.status, message: NEEDS_ACTION };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          return {
            ok: false,
            paymentId,
            code: err.decline_code ?? err.code ?? 'card_declined',
            message: err.message,
          };
        }
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'payment_method') {
          throw new PaymentInputError('paymentId', 'is not a usable payment method');
        }
        throw err;
      }
    },

    async retrieve(paymentId) {
      return paymentOf(await stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] }));
    },

    async cancel(paymentId) {
      // Refused when it was charged meanwhile; what it is now is the answer either way.
      await stripe.paymentIntents.cancel(paymentId).catch((err: unknown) => {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      });
      return this.retrieve(paymentId);
    },

    async refund(paymentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey });
    },

    async createCustomer(user) {
      const customer = await stripe.customers.create({
        email: user.email,
        name: user.name,
        metadata: { userId: String(user.id) },
      });
      return customer.id;
    },

    async saveCard(customer, token) {
      let methodId = token;
      if (token.startsWith('tok_')) {
        // A legacy card token from Stripe.js: turn it into a PaymentMethod first.
        const method = await stripe.paymentMethods.create({ type: 'card', card: { token } }).catch(() => {
          throw new PaymentInputError('token', 'is not a usable card token');
        });
        methodId = method.id;
      }
      return attach(customer, methodId, 'token');
    },

    async saveReaderCard(customer, paymentMethodId) {
      const method = await stripe.paymentMethods.retrieve(paymentMethodId).catch(() => {
        throw new PaymentInputError('paymentMethodId', 'is not a payment method');
      });
      // A card read by a Terminal reader is saved through the card it generated (card.generated_from).
      if (method.type !== 'card' || !method.card?.generated_from) {
        throw new PaymentInputError('paymentMethodId', 'must be the card generated by a Terminal reader');
      }
      return attach(customer, method.id, 'paymentMethodId');
    },

    async cardFingerprint(paymentMethodId) {
      // A legacy tok_ is not a PaymentMethod; an unknown id or an outage only loses the check.
      if (!paymentMethodId.startsWith('pm_')) return null;
      const method = await stripe.paymentMethods.retrieve(paymentMethodId).catch(() => null);
      return method?.card?.fingerprint ?? null;
    },

    parseWebhook(rawBody, signature) {
      return readSignedEvent(stripe.webhooks, rawBody, signature, settings.webhookSecret);
    },
  };
}
