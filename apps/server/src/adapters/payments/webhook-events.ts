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
  return toPaymentEvent(event);
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { id?: string; object?: string; payment_intent?: string | { id: string } | null };
  const base = { id: event.id, type: event.type };
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
