// What the shop order calls of spec section 7 answer: an order with every amount the server computed
// (the bodies and queries they take: orders.ts).
import { CARRIERS, PRODUCT_TYPES, SHIPMENT_METHOD_VALUES } from '@filmlab/domain';
import { z } from 'zod';
import { orderStatusSchema } from './orders.js';

export const orderLineSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    productVariantId: z.number().int().nullable(),
    quantity: z.number().int(),
    /** Cents per unit: the catalogue price, or the member price for an active member in the product's phase. */
    unitAmount: z.number().int(),
    /** Cents for the line (unitAmount x quantity), before any discount. */
    amount: z.number().int(),
    /** Cents of the promo's discount that fell on this line. */
    discount: z.number().int(),
    /** The member price was charged. */
    memberPrice: z.boolean(),
    notes: z.string().nullable(),
    productName: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    sku: z.string().nullable(),
    slug: z.string(),
    variantName: z.string().nullable(),
    /** The product's first image: a signed read link. */
    image: z.object({ read: z.string(), alt: z.string() }).nullable(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderPromoSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    percentOff: z.number().int().nullable(),
    /** Cents. */
    amountOff: z.number().int().nullable(),
    /** When set, the discount applies only to lines of this product type (spec section 5). */
    productType: z.enum(PRODUCT_TYPES).nullable(),
  })
  .meta({ id: 'OrderPromo' });

export const orderAddressSchema = z
  .object({
    addressId: z.number().int().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  })
  .meta({ id: 'OrderAddress' });

export const orderShipmentSchema = z
  .object({
    id: z.number().int(),
    method: z.enum(SHIPMENT_METHOD_VALUES),
    carrier: z.enum(CARRIERS).nullable(),
    serviceLevel: z.string().nullable(),
    toCustomer: z.boolean(),
    customerAddressId: z.number().int().nullable(),
    trackingNumber: z.string().nullable(),
    /** The carrier's shipment record as a JSON string with postageLabel.labelUrl (spec section 3), once a label is bought. */
    carrierShipment: z.string().nullable(),
    /** Why the label could not be bought, in words; the customer may try again. */
    labelError: z.string().nullable(),
    /** When the carrier first reported the parcel moving ("on its way"), from its tracking. */
    shippedAt: z.string().nullable(),
    /** When the carrier reported it delivered ("arrived"). */
    deliveredAt: z.string().nullable(),
  })
  .meta({ id: 'OrderShipment' });

export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** An order with every amount the server computed, all in cents. */
export const orderSchema = z
  .object({
    id: z.number().int(),
    /** '10' + id (spec section 2.13). */
    orderNumber: z.string(),
    customerId: z.number().int().nullable(),
    guest: z.boolean(),
    status: orderStatusSchema,
    notes: z.string().nullable(),
    /** Present for admins only. */
    internalNotes: z.string().nullable().optional(),
    lines: z.array(orderLineSchema),
    shipments: z.array(orderShipmentSchema),
    promo: orderPromoSchema.nullable(),
    /** The address tax is calculated from; null until one is known. */
    address: orderAddressSchema.nullable(),
    /** The lab location the film is dropped off at (GET /public/locations); null when it is not dropped off. */
    locationId: z.number().int().nullable(),
    useBillingAddressForTax: z.boolean(),
    applyCredit: z.boolean(),
    /** Sum of line amounts. */
    subtotal: z.number().int(),
    appliedDiscount: z.number().int(),
    /** The fixed shop shipping when the order has physical products (spec 2.12: $9.99), else 0. */
    shipping: z.number().int(),
    /** Percent, e.g. 8.875; null until an address is known. */
    taxRate: z.number().nullable(),
    /** Where the rate came from: the rate table or tax service, the default after a failure, or the rate paid at. */
    taxSource: z.enum(['calculated', 'default', 'stored']).nullable(),
    tax: z.number().int(),
    /** Account credit spent on this order (spec 4: 'Account Credit' while OPEN, else 'Applied Credit'). */
    appliedCredit: z.number().int(),
    /** What the card is charged: subtotal - discount + shipping + tax - credit. */
    total: z.number().int(),
    /** The payment provider's id of the payment that paid the order. */
    paymentId: z.string().nullable(),
    /**
     * While the order is not yet paid: 'card' when a card payment is being settled (show "payment in
     * progress"), 'in_lab' when the customer pays at the lab and staff will mark it paid; else null.
     */
    paymentInProgress: z.enum(['card', 'in_lab']).nullable(),
    guestEmail: z.string().nullable(),
    guestName: z.string().nullable(),
    createdAt: z.string(),
    invoicedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderResponse = z.object({ order: orderSchema });
export const orderShipmentsResponse = z.object({ shipments: z.array(orderShipmentSchema) });
export const orderListResponse = z.object({ orders: z.array(orderSchema), count: z.number().int() });
