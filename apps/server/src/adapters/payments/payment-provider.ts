// The payments port (DESIGN.md rule 5): the local test provider or Stripe. A charge is two calls,
// as Stripe's PaymentIntents are: `prepare` creates the payment unconfirmed under the attempt's
// idempotency key (nothing is charged), `confirm` charges it. Whoever holds the payment id (or only the
// key) can always find out what happened and finish or undo it: retrieve, cancel, refund.

export interface ChargeRequest {
  /** Cents, more than 0. */
  amount: number;
  /** The card: a saved or one-use payment method id (pm_..., or the local provider's tok_local...). */
  paymentMethodId: string;
  /** The provider's customer the method is saved to, if any. */
  providerCustomerId: string | null;
  /** The same key always answers the same payment: preparing twice never makes two. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { ok: true; paymentId: string }
  /** `message` is for the shopper ("Your card was declined."); code is the provider's decline code. */
  | { ok: false; paymentId: string | null; code: string; message: string };

/** Where a payment stands at the provider. */
export type ProviderPaymentStatus =
  /** Created, not confirmed: nothing is charged, and it can still be canceled. */
  | 'unconfirmed'
  /** The provider is still working on it (rare for cards): ask again later. */
  | 'processing'
  | 'succeeded'
  /** Declined, or needs an action this checkout cannot take: nothing is charged. */
  | 'failed'
  | 'canceled';

export interface ProviderPayment {
  paymentId: string;
  status: ProviderPaymentStatus;
  /** A refund of it has been made. */
  refunded: boolean;
  /** Cents. */
  amount: number;
  /** Why it failed, in the shopper's words, when it did. */
  failureMessage: string | null;
}

export interface SavedCard {
  paymentMethodId: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  /** The card number's fingerprint at the provider (one number, one fingerprint), when it gives one. */
  fingerprint: string | null;
}

/** A webhook event reduced to what the app acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The payment (PaymentIntent) it is about, when it is about one. */
  paymentId: string | null;
  /** What happened to that payment: succeeded, failed or refunded; null for other events. */
  paymentStatus: 'succeeded' | 'failed' | 'refunded' | null;
  /** The provider's subscription it is about (an invoice of it, or the subscription itself), if any. */
  subscriptionId?: string | null;
}

/** A membership at the provider (Stripe Billing's Subscription, or the local provider's record). */
export interface SubscriptionRequest {
  providerCustomerId: string;
  /** A card saved to that customer (renewals charge it). */
  paymentMethodId: string;
  /** The plan's sku: the price's lookup key, which the customer's plan is read from (section 3). */
  priceLookupKey: string;
  /** Cents for the first period (after a promo). */
  firstAmount: number;
  /** Cents for each renewal. */
  amount: number;
  interval: 'month' | 'year';
  /** One purchase: the same key always answers the same subscription, charged once. */
  idempotencyKey: string;
  /** When the first period starts. */
  now: Date;
}

/** A paid period (Stripe's paid invoice): credits are granted once per invoice id. */
export interface PaidPeriod {
  invoiceId: string;
  paymentId: string | null;
  amount: number;
  periodStart: Date;
  periodEnd: Date;
  /** The plan the invoice billed (its price's lookup key); null when not recorded (the subscription's then). */
  priceLookupKey: string | null;
  /** A change of tier's proration (the rest of the period on the new plan): the plan's key it left. */
  proratedFrom: string | null;
}

/** A change of tier, prorated: the unused time of the old plan credited, the new plan charged for it. */
export interface PlanChange {
  priceLookupKey: string;
  /** Cents each renewal of the new plan charges. */
  amount: number;
  /** The card the proration is charged to. */
  paymentMethodId: string;
  now: Date;
}

export interface ProviderSubscription {
  subscriptionId: string;
  /** incomplete: the first payment has not succeeded (incomplete_expired: it never will). */
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';
  priceLookupKey: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The periods paid so far, oldest first. */
  paidPeriods: PaidPeriod[];
  /** Why the last charge was declined, in the shopper's words, or null. */
  failureMessage: string | null;
}

/**
 * Memberships at the provider. The local provider renews when asked (`renew`, by the app's recurring
 * job, its clock given); Stripe Billing renews on its own schedule and reports by webhook.
 */
export interface SubscriptionBilling {
  /** Creates the subscription and charges its first period. A decline is a status, not a throw. */
  create(request: SubscriptionRequest): Promise<ProviderSubscription>;
  /**
   * Finishes or ends the purchase of this key when its request died: a first charge interrupted is
   * completed under its own key (never charged twice), one never begun is ended. Null when the key
   * never reached the provider.
   */
  settlePurchase(idempotencyKey: string): Promise<ProviderSubscription | null>;
  retrieve(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends it at the end of the period (true) or keeps it renewing (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /**
   * Moves the subscription to another plan for the rest of its period, prorated: the difference is
   * charged now, or kept as credit toward the next renewal when it is below 0. A declined charge
   * leaves the plan as it was and says why (`failureMessage`).
   */
  changePlan(
    subscriptionId: string,
    change: PlanChange,
  ): Promise<{ subscription: ProviderSubscription; failureMessage: string | null }>;
  /**
   * Finishes or drops a change of plan whose request died (call it only once that request's claim
   * has run out): a proration charge interrupted is completed under its own key (never charged
   * twice) and the change applied; one not paid is dropped, so nothing can charge it later. Answers
   * the subscription as it then stands.
   */
  settlePlanChange(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Bills the renewals from now on at this price (a plan fee the lab changed); the period paid stays
   * as it was, with nothing prorated or charged now.
   */
  setRenewalPrice(
    subscriptionId: string,
    price: { priceLookupKey: string; amount: number },
  ): Promise<ProviderSubscription>;
  /** Bills every period due by `now` (retrying a declined one when its retry is due); ends it when asked to. */
  renew(subscriptionId: string, now: Date): Promise<ProviderSubscription>;
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
  /**
   * Creates the payment, unconfirmed, and returns its id; the same idempotency key returns the same
   * payment. Throws PaymentInputError when the payment method cannot be used (nothing is created then).
   */
  prepare(request: ChargeRequest): Promise<{ paymentId: string }>;
  /**
   * Charges a prepared payment. A decline is a result; an unusable method is a PaymentInputError.
   * The request's card, when the caller has it, lets a provider check it and charge in one step.
   */
  confirm(
    paymentId: string,
    request: Pick<ChargeRequest, 'idempotencyKey'> & Partial<Pick<ChargeRequest, 'paymentMethodId'>>,
  ): Promise<ChargeResult>;
  /** Where the payment stands now. */
  retrieve(paymentId: string): Promise<ProviderPayment>;
  /** Cancels a payment that has not been charged; returns where it stands after (succeeded if it was). */
  cancel(paymentId: string): Promise<ProviderPayment>;
  /** Gives a charge back in full; the same key never refunds twice. */
  refund(paymentId: string, idempotencyKey: string): Promise<void>;
  /** The provider's customer for a user, created when they have none yet. */
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>;
  /** Saves a card from the browser (token or pm_...) to the customer. Throws PaymentInputError if unusable. */
  saveCard(providerCustomerId: string, token: string): Promise<SavedCard>;
  /** Saves the card a Terminal reader read (its generated card's payment method id). */
  saveReaderCard(providerCustomerId: string, paymentMethodId: string): Promise<SavedCard>;
  /**
   * The fingerprint of the card behind a saved method or one-use token (one card number, one
   * fingerprint, whoever saved it), or null when the provider cannot tell.
   */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
  /** Memberships: the local provider's records, or Stripe Billing (stripe-billing.ts); null if a provider has none. */
  readonly subscriptions: SubscriptionBilling | null;
  /** Verifies the signature and reads the event; throws PaymentInputError when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
