// Tax, payment methods and the payment provider's webhook (spec section 7).
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { usStateField, usZipField } from './addresses.js';
import { paymentIdField } from './orders.js';
import { required, text } from './fields.js';

const cents = () =>
  z.number('must be cents').int('must be whole cents').min(0, 'must not be negative').max(100_000_000, 'is too large');

// ---- tax ------------------------------------------------------------------------------------

export const taxLineInput = z.strictObject({
  amount: cents(),
  description: text().max(500).optional(),
  category: text().max(100).optional(),
  reference: text().max(200).optional(),
});

/** Spec section 7's shape. `amount` is cents; the answer is a quote, nothing is stored or charged. */
export const calculateTaxBody = z.strictObject({
  address1: required(200),
  address2: text().max(200).nullable().optional(),
  city: required(100),
  state: usStateField,
  country: z.literal('US', 'only US addresses are supported').default('US'),
  zip: usZipField,
  amount: cents(),
  lines: z.array(taxLineInput).max(200).default([]),
});
export type CalculateTaxBody = z.infer<typeof calculateTaxBody>;

export const calculateTaxResponse = z.object({
  /** The rate is read from taxRate.taxPercentage (percent, e.g. 8.875). */
  taxRate: z.object({ taxPercentage: z.number(), state: z.string(), zip: z.string() }),
  /** Cents of tax on `amount`, rounded half up. */
  amount: z.number().int(),
  /** The amount taxed, cents. */
  taxableAmount: z.number().int(),
  /** 'calculated' by the rate table or tax service; 'default' (8.75) when that failed. */
  source: z.enum(['calculated', 'default']),
});
export type CalculateTaxResponse = z.infer<typeof calculateTaxResponse>;

// ---- payment methods ------------------------------------------------------------------------

export const savedPaymentMethodSchema = z
  .object({
    id: z.number().int(),
    /** The provider's id to pay with (PUT /orders/:id/attach-payment {paymentId}). */
    paymentMethodId: z.string(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expMonth: z.number().int().nullable(),
    expYear: z.number().int().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'SavedPaymentMethod' });
export const paymentMethodResponse = z.object({ paymentMethod: savedPaymentMethodSchema });
export const paymentMethodListResponse = z.object({ paymentMethods: z.array(savedPaymentMethodSchema) });
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;
export const paymentMethodTokenBody = z.strictObject({ token: paymentIdField });
export const paymentMethodReaderBody = z.strictObject({ paymentMethodId: paymentIdField });

/** What the browser needs to collect a card. */
export const paymentConfigResponse = z.object({
  provider: z.enum(['local', 'stripe']),
  /** Stripe.js key; null with the local provider. */
  publishableKey: z.string().nullable(),
  /** Checkout offers "pay at the lab" (cash or the lab's card reader). */
  payInLab: z.boolean(),
});

/**
 * The local provider's stand-in for Stripe.js: the card is turned into a one-use token and never
 * stored. Only Stripe's test numbers are taken, and they behave as in Stripe's test mode
 * (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined); any other number is refused.
 */
export const localTokenizeBody = z.strictObject({
  number: text()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'must be a card number')),
  expMonth: z.number('must be a month').int().min(1, 'must be a month').max(12, 'must be a month'),
  expYear: z.number('must be a year').int().min(2000, 'must be a year').max(2100, 'must be a year'),
  cvc: text().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
});
export const localTokenizeResponse = z.object({
  /** Pay with it, or save it with PUT /users/:id/payment-methods/token. */
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
});

export const webhookResponse = z.object({
  received: z.literal(true),
  /** false when this event id was already processed (a replay). */
  processed: z.boolean(),
});

export const taxRoutes = {
  calculate: defineRoute({
    method: 'POST',
    path: '/tax/calculate',
    access: 'visitor',
    summary: 'The tax rate for an address and the tax on an amount (8.75% when the calculation fails)',
    tag: 'tax',
    body: calculateTaxBody,
    response: calculateTaxResponse,
  }),
};

const tag = 'payments';

export const paymentRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/payments/config',
    access: 'visitor',
    summary: 'Which payment provider collects cards, and its publishable key',
    tag,
    response: paymentConfigResponse,
  }),
  localTokenize: defineRoute({
    method: 'POST',
    path: '/payments/local/tokenize',
    access: 'visitor',
    summary: 'Local test provider only: turn a card into a one-use token (the stand-in for Stripe.js)',
    errors: [404],
    tag,
    body: localTokenizeBody,
    response: localTokenizeResponse,
    status: 201,
  }),
  listMethods: defineRoute({
    method: 'GET',
    path: '/users/:id/payment-methods',
    access: 'self',
    summary: "The customer's saved cards at the site's payment provider, the default first",
    tag,
    params: idParam,
    response: paymentMethodListResponse,
  }),
  saveToken: defineRoute({
    method: 'PUT',
    path: '/users/:id/payment-methods/token',
    errors: [409],
    access: 'self',
    summary: 'Save a card (a token or pm_... from the browser) to the customer as the default method',
    tag,
    params: idParam,
    body: paymentMethodTokenBody,
    response: paymentMethodResponse,
  }),
  saveReader: defineRoute({
    method: 'PUT',
    path: '/users/:id/payment-methods/reader',
    errors: [409],
    access: 'self',
    summary: 'Save the card a Terminal reader collected (its payment method id) to the customer',
    tag,
    params: idParam,
    body: paymentMethodReaderBody,
    response: paymentMethodResponse,
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/payments/webhook',
    errors: [400],
    access: 'visitor',
    summary: 'The payment provider’s signed events (Stripe-Signature), each processed once by event id',
    tag,
    response: webhookResponse,
  }),
};
