// The payments port (DESIGN.md rule 5): the local test provider or Stripe.

export interface ChargeRequest {
  /** Cents, more than 0. */
  amount: number;
  /** The card: a saved or one-use payment method id (pm_..., or the local provider's tok_local...). */
  paymentMethodId: string;
  /** The provider's customer the method is saved to, if any. */
  providerCustomerId: string | null;
  /** A retried request with the same key is the same charge. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { ok: true; paymentId: string }
  /** `message` is for the shopper ("Your card was declined."); code is the provider's decline code. */
  | { ok: false; paymentId: string | null; code: string; message: string };

export interface SavedCard {
  paymentMethodId: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

/** A webhook event reduced to what the app acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The payment (PaymentIntent) it is about, when it is about one. */
  paymentId: string | null;
  /** What happened to that payment: succeeded, failed or refunded; null for other events. */
  paymentStatus: 'succeeded' | 'failed' | 'refunded' | null;
}

export class PaymentInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Stripe.js's key; null for the local provider. */
  readonly publishableKey: string | null;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full (the compensation when a paid order cannot be saved). */
  refund(paymentId: string): Promise<void>;
  /** The provider's customer for a user, created when they have none yet. */
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>;
  /** Saves a card from the browser (token or pm_...) to the customer. Throws PaymentInputError if unusable. */
  saveCard(providerCustomerId: string, token: string): Promise<SavedCard>;
  /** Saves the card a Terminal reader read (its generated card's payment method id). */
  saveReaderCard(providerCustomerId: string, paymentMethodId: string): Promise<SavedCard>;
  /** Verifies the signature and reads the event; throws PaymentInputError when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
