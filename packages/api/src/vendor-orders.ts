// Vendor orders (spec 2.4, /vendor-orders): a partner shop brings film in for walk-in customers. It
// lists the orders it brought in (status and ETA), creates one for a customer who then claims it by
// the link e-mailed to them, and sees nothing of customers who did not come through it.
import { z } from 'zod';
import { defineRoute } from './define.js';
import { developmentRollInput } from './development-orders.js';
import { required, text, wholeQueryNumber } from './fields.js';

const email = text().trim().pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters'));

export const createVendorOrderBody = z.strictObject({
  customer: z.strictObject({ firstName: required(100), lastName: required(100), email }),
  rolls: z
    .array(developmentRollInput, 'must be a list of rolls')
    .min(1, 'add at least one roll')
    .max(100, 'at most 100 rolls'),
});
export type CreateVendorOrderBody = z.infer<typeof createVendorOrderBody>;
/** What a client sends (the rolls' choices may be left to their defaults). */
export type CreateVendorOrderInput = z.input<typeof createVendorOrderBody>;

export const vendorOrderRollSchema = z
  .object({
    id: z.number().int(),
    brand: z.string(),
    model: z.string(),
    format: z.string(),
    process: z.string(),
    /** The roll's stage (CREATED until the lab receives it). */
    status: z.string(),
  })
  .meta({ id: 'VendorOrderRoll' });

export const vendorOrderSchema = z
  .object({
    id: z.number().int(),
    /** The number customers see ('10' + id). */
    number: z.string(),
    status: z.string(),
    createdAt: z.string(),
    /** The walk-in customer as the vendor wrote them down. */
    customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    /** When the customer claimed the order into their account; null until then. */
    claimedAt: z.string().nullable(),
    rolls: vendorOrderRollSchema.array(),
    /** The lab day (YYYY-MM-DD) the order should be ready, from the live queue; null once every roll is. */
    estimatedReadyOn: z.string().nullable(),
  })
  .meta({ id: 'VendorOrder' });
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

export const vendorOrdersQuery = z.strictObject({
  limit: wholeQueryNumber(1, 100).default(50),
  offset: wholeQueryNumber(0, 1_000_000).default(0),
});

export const claimVendorOrderBody = z.strictObject({
  token: text().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
});

export const claimVendorOrderResponse = z.object({
  orderNumber: z.string(),
  /** The account the order now belongs to. */
  email: z.string(),
  /** True when the claim made the account; its owner is e-mailed a link to choose a password. */
  accountCreated: z.boolean(),
});

const tag = 'vendor orders';

export const vendorOrderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/vendor-orders',
    access: 'vendor',
    summary: 'Vendor: the orders this vendor brought in, newest first, with status and ETA',
    tag,
    query: vendorOrdersQuery,
    response: z.object({ orders: vendorOrderSchema.array(), count: z.number().int() }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/vendor-orders',
    access: 'vendor',
    summary: 'Vendor: an order for a walk-in customer, who is e-mailed a link to claim it',
    tag,
    body: createVendorOrderBody,
    response: vendorOrderSchema,
    status: 201,
  }),
  /** 404 for a token that names no order; 409 once the order was claimed. */
  claim: defineRoute({
    method: 'POST',
    path: '/vendor-orders/claim',
    access: 'visitor',
    errors: [404, 409],
    summary: 'Claim an order a vendor made, by the token of the e-mailed link',
    tag,
    body: claimVendorOrderBody,
    response: claimVendorOrderResponse,
  }),
};
