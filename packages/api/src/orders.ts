// Schemas of what the shop order calls of spec section 7 take (their answers: order-responses.ts;
// guest orders: guest-orders.ts). Clients send product ids, variant ids and quantities only: every
// amount is computed by the server, and a body carrying an amount (amount, price, total, tax...) is
// refused with 400 "<field>: is not a known field".
import {
  CARRIERS,
  ORDER_STATUSES,
  PRINT_BORDERS,
  PRINT_FINISHES,
  PRINT_QUANTITY_CAP,
  PRINT_SIZE_NAMES,
  SERVICE_LEVEL_VALUES,
  SHIPMENT_METHOD_VALUES,
} from '@filmlab/domain';
import { z } from 'zod';
import { usStateField, usZipField } from './addresses.js';
import { idField, idParamField, text } from './fields.js';

export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((s) => (s === '' ? null : s));
const id = idField;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

// ---- pieces of bodies -----------------------------------------------------------------------

/**
 * The print a PRINT line carries: a converted draft of the caller's on a paper (large format), or
 * one of the member's hosted frames with a finish and border (4x6).
 */
export const orderLinePrint = z
  .strictObject({
    draftId: text()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a draft id')
      .nullable()
      .optional(),
    size: z.enum(PRINT_SIZE_NAMES, `must be one of ${PRINT_SIZE_NAMES.join(', ')}`),
    paperId: id().nullable().optional(),
    cropMode: z.enum(['fill', 'fit'], 'must be fill or fit').default('fill'),
    cropX: z.number('must be a number').min(0, 'must be at least 0').max(1, 'must be at most 1').default(0.5),
    cropY: z.number('must be a number').min(0, 'must be at least 0').max(1, 'must be at most 1').default(0.5),
    scanId: id().nullable().optional(),
    finish: z
      .enum(PRINT_FINISHES, `must be ${PRINT_FINISHES.join(', ')}`)
      .nullable()
      .optional(),
    border: z
      .enum(PRINT_BORDERS, `must be ${PRINT_BORDERS.join(' or ')}`)
      .nullable()
      .optional(),
  })
  .refine((p) => !!p.draftId !== !!p.scanId, 'needs a draftId or a scanId, not both');
export type OrderLinePrint = z.infer<typeof orderLinePrint>;

/**
 * One line as a client asks for it: what and how many, never a price. A quantity is at most the
 * print cap (spec 9); a shop product's is also at most its stock, and the order's total at most
 * MAX_ORDER_CENTS (both checked by the server, 400 naming the line).
 */
export const orderLineInput = z.strictObject({
  productId: id(),
  /** The variant; null or absent takes the product's default variant (or the product itself). */
  variantId: id().nullable().optional(),
  quantity: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PRINT_QUANTITY_CAP, `must be at most ${PRINT_QUANTITY_CAP}`),
  notes: optionalText(500),
  /** A PRINT line's print: what is printed and how (never a price). */
  print: orderLinePrint.optional(),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;
export const lineList = z.array(orderLineInput).max(100, 'at most 100 lines');

/**
 * Where the order goes and is taxed: a saved address of the customer (`addressId`) or one typed in
 * (spec section 3's guest shape: line1 or address1, city, state, zip). Country is always US.
 */
export const orderAddressInput = z
  .strictObject({
    addressId: id().optional(),
    address1: optionalText(200),
    /** Same as address1 (the guest form's name for it). */
    line1: optionalText(200),
    address2: optionalText(200),
    city: optionalText(100),
    state: usStateField.optional(),
    zip: usZipField.optional(),
    country: z.literal('US', 'only US addresses are supported').optional(),
  })
  .refine(
    (a) => a.addressId !== undefined || (!!(a.address1 ?? a.line1) && !!a.city && !!a.state && !!a.zip),
    'needs an addressId, or address1 (or line1), city, state and zip',
  );
export type OrderAddressInput = z.infer<typeof orderAddressInput>;

export const shipmentInput = z.strictObject({
  method: z.enum(SHIPMENT_METHOD_VALUES, 'must be a shipment method'),
  carrier: z.enum(CARRIERS, 'must be FEDEX, USPS or UPS').nullable().optional(),
  serviceLevel: z.enum(SERVICE_LEVEL_VALUES, 'must be a service level').nullable().optional(),
  toCustomer: z.boolean().optional(),
  /** One of the customer's saved addresses. */
  customerAddressId: id().nullable().optional(),
});
export type ShipmentInput = z.infer<typeof shipmentInput>;

export const promoCodeField = text()
  .trim()
  .max(60, 'must be at most 60 characters')
  .nullable()
  .transform((s) => (s === '' ? null : s));

// ---- bodies ---------------------------------------------------------------------------------

export const createOrderBody = z.strictObject({
  /** Admins may create an order for a customer; others always create their own. */
  customerId: id().optional(),
  lines: lineList.default([]),
  notes: optionalText(2000),
  address: orderAddressInput.optional(),
  /** Tax from the customer's primary (billing) address instead of `address`. */
  useBillingAddressForTax: z.boolean().optional(),
  /** null or '' removes the promo. Unknown, expired, used-up or non-matching codes are a 400 naming promoCode. */
  promoCode: promoCodeField.optional(),
  /** Spend the customer's account credit (users.credits) on this order. */
  applyCredit: z.boolean().optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const updateOrderBody = z.strictObject({
  notes: optionalText(2000),
  /** Admins only: staff notes never shown to the customer. */
  internalNotes: optionalText(2000),
  address: orderAddressInput.nullable().optional(),
  useBillingAddressForTax: z.boolean().optional(),
  promoCode: promoCodeField.optional(),
  applyCredit: z.boolean().optional(),
  /** Replaces every line (the cart as it is now). */
  lines: lineList.optional(),
  /** Adds lines; a line of the same product and variant is merged (quantities add). */
  newLines: lineList.optional(),
  newShipments: z.array(shipmentInput).max(10, 'at most 10 shipments').optional(),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;

/** A payment method id from the payment provider: Stripe's pm_... or the local provider's tok_... */
export const paymentIdField = text()
  .trim()
  .min(3, 'is required')
  .max(2000, 'must be at most 2000 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'must be a payment method id');

/** The amount the buyer was shown to pay, in cents: paying an order that now comes to another is a 409, and nothing is charged. */
export const expectedTotalField = z
  .number('must be a number of cents')
  .int('must be whole cents')
  .min(0, 'must be at least 0')
  .max(100_000_000, 'is too large');

/**
 * A card (its token or saved payment method id), absent when the buyer saw nothing to pay (credits
 * cover the order); `expectedTotal` what they saw.
 */
export const attachPaymentBody = z.strictObject({
  paymentId: paymentIdField.optional(),
  expectedTotal: expectedTotalField.optional(),
});

/** Staff record a payment taken at the lab: cash, or the lab's card reader (with its receipt number). */
export const markPaidBody = z.strictObject({
  method: z.enum(['cash', 'card_reader'], 'must be cash or card_reader'),
  reference: optionalText(200),
});
export type MarkPaidBody = z.infer<typeof markPaidBody>;

// ---- queries and params ---------------------------------------------------------------------

export const listOrdersQuery = z.object({
  status: orderStatusSchema.optional(),
  /** Admins: one customer's orders. Customers always see only their own. */
  customerId: idParamField().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;
