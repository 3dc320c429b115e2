// Sending negatives back (spec 2.3 return-negatives-form): the customer chooses the address
// and the return service; the server records the return shipment (toCustomer) and re-prices the order.
import { RETURN_SERVICE_LEVELS } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { developmentOrderSchema, userOrderParams } from './development-orders.js';
import { idField } from './fields.js';

const cents = z.number().int();

export const returnNegativesBody = z.strictObject({
  /** One of the customer's saved addresses. */
  addressId: idField(),
  serviceLevel: z.enum(RETURN_SERVICE_LEVELS, 'must be a return service (return_negatives or fedex_ground)'),
});
export type ReturnNegativesBody = z.infer<typeof returnNegativesBody>;

export const returnNegativesResponse = z.object({
  order: developmentOrderSchema,
  /** The return parcel's price on the buyer's tier, before tax (0 where the plan includes it). */
  cents,
  /** What the order's total grew by, tax included; paid with the order from its summary (0: nothing to pay). */
  difference: cents,
});
export type ReturnNegativesResponse = z.infer<typeof returnNegativesResponse>;

export const returnNegativesRoutes = {
  request: defineRoute({
    method: 'PUT',
    path: '/users/:id/orders/:orderId/return-shipment',
    access: 'self',
    errors: [404, 409],
    summary:
      'Ask for the negatives back, at any time before the lab returns them: the return shipment (address, service) is recorded and its price by tier added to an unpaid order; a paid order takes it only when nothing more is owed (409)',
    tag: 'development orders',
    params: userOrderParams,
    body: returnNegativesBody,
    response: returnNegativesResponse,
  }),
};
