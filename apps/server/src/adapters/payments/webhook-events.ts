import type Stripe from 'stripe';
import { PaymentInputError, type PaymentEvent } from './payment-provider.js';

type Webhooks = Stripe['webhooks'];

/** Verifies a Stripe-Signature header with the SDK and reduces the event to what the app acts on. */
export function readSignedEvent(webhooks: Webhooks, rawBody: Buffer, signature: string | undefined, secret: string) {
  if (!signature) throw new PaymentInputError('stripe-signature', 'is required');
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new PaymentInputError('stripe-signature', 'does not match the payload');
  }
  if (!isPlainEvent(event)) throw new PaymentInputError('body', 'is not an event this app can read');
  return toPaymentEvent(event);
}

/** A correctly signed body may still not be Stripe's event shape (only the secret's holder can send one). */
function isPlainEvent(event: Stripe.Event): boolean {
  const plain = (value: unknown) => typeof value === 'string' && /^[\w.-]{1,255}$/.test(value);
  const object = (event as { data?: { object?: unknown } }).data?.object;
  if (!plain(event.id) || !plain(event.type) || typeof object !== 'object' || object === null) return false;
  const { id, payment_intent: intent } = object as { id?: unknown; payment_intent?: unknown };
  const intentId = typeof intent === 'object' && intent !== null ? (intent as { id?: unknown }).id : intent;
  const subscriptionId = subscriptionOf(event);
  return (
    (id === undefined || plain(id)) &&
    (intentId === undefined || intentId === null || plain(intentId)) &&
    (subscriptionId === null || plain(subscriptionId))
  );
}

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.updated', 'customer.subscription.deleted']);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

/**
 * The subscription a Billing event is about: the subscription itself, or the one an invoice bills
 * (API 2026-10-28: through `parent.subscription_details.subscription`).
 */
function subscriptionOf(event: Stripe.Event): unknown {
  const object = event.data.object as { id?: unknown; parent?: { subscription_details?: { subscription?: unknown } } };
  if (SUBSCRIPTION_EVENTS.has(event.type)) return object.id ?? null;
  if (!INVOICE_EVENTS.has(event.type)) return null;
  const subscription = object.parent?.subscription_details?.subscription;
  if (typeof subscription === 'object' && subscription !== null) return (subscription as { id?: unknown }).id ?? null;
  return subscription ?? null;
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { id?: string; object?: string; payment_intent?: string | { id: string } | null };
  const subscriptionId = subscriptionOf(event);
  const base = { id: event.id, type: event.type, ...(typeof subscriptionId === 'string' ? { subscriptionId } : {}) };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...base, paymentId: object.id ?? null, paymentStatus: 'succeeded' };
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return { ...base, paymentId: object.id ?? null, paymentStatus: 'failed' };
    case 'charge.refunded': {
      const intent = object.payment_intent;
      return {
        ...base,
        paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        paymentStatus: 'refunded',
      };
    }
    default:
      return { ...base, paymentId: null, paymentStatus: null };
  }
}
