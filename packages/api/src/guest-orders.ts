// Schemas of the guest order calls of spec section 7: a buyer without an account orders with an e-mail
// and an address, and reads and pays the order with the token its creation answers.
import { z } from 'zod';
import { usStateField, usZipField } from './addresses.js';
import { required, text } from './fields.js';
import { orderSchema } from './order-responses.js';
import { expectedTotalField, lineList, optionalText, paymentIdField, promoCodeField } from './orders.js';

export const guestAddressInput = z
  .strictObject({
    address1: optionalText(200),
    line1: optionalText(200),
    address2: optionalText(200),
    city: required(100),
    state: usStateField,
    zip: usZipField,
    country: z.literal('US', 'only US addresses are supported').optional(),
  })
  .refine((a) => !!(a.address1 ?? a.line1), 'needs address1 (or line1)');

export const createGuestOrderBody = z.strictObject({
  email: z.email('must be an e-mail address').max(254),
  name: required(200),
  address: guestAddressInput,
  lines: lineList.min(1, 'needs at least one line'),
  notes: optionalText(2000),
  promoCode: promoCodeField.optional(),
});
export type CreateGuestOrderBody = z.infer<typeof createGuestOrderBody>;

/** The guest's secret returned by POST /guest-orders; it is what lets a guest read and pay the order. */
const guestTokenField = text()
  .trim()
  .min(10, 'is required')
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a token');

export const updateGuestOrderBody = z.strictObject({
  token: guestTokenField,
  email: z.email('must be an e-mail address').max(254).optional(),
  name: required(200).optional(),
  address: guestAddressInput.optional(),
  lines: lineList.min(1, 'needs at least one line').optional(),
  promoCode: promoCodeField.optional(),
});
export const payGuestOrderBody = z.strictObject({
  token: guestTokenField,
  paymentId: paymentIdField.optional(),
  expectedTotal: expectedTotalField.optional(),
});
export const guestTokenBody = z.strictObject({ token: guestTokenField });
export const guestOrderQuery = z.object({ token: guestTokenField });

export const guestOrderResponse = z.object({
  order: orderSchema,
  /** Keep it: GET /guest-orders/:id?token= and paying need it. */
  token: z.string(),
});
