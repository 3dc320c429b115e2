// Shipping labels of an order's shipments (spec sections 3 and 2.13): the prepaid label a customer
// prints to send film in. A label is bought when the order is placed (or by the free-label order
// update); these routes hand out a fresh link to it and buy it again when the purchase failed.
import { CARRIERS } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { idParamField } from './fields.js';

export const shipmentLabelParams = z.strictObject({
  id: idParamField(),
  orderId: idParamField(),
  shipmentId: idParamField(),
});

export const shippingLabelResponse = z.object({
  shipmentId: z.number().int(),
  orderId: z.number().int(),
  carrier: z.enum(CARRIERS).nullable(),
  serviceLevel: z.string().nullable(),
  trackingNumber: z.string(),
  /** A short-lived link to the 4x6 PNG label. */
  labelUrl: z.string(),
  /** The name the browser saves it under. */
  fileName: z.string(),
});
export type ShippingLabel = z.infer<typeof shippingLabelResponse>;

const tag = 'shipping labels';

export const shippingLabelRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/users/:id/orders/:orderId/shipments/:shipmentId/label',
    access: 'self',
    summary: 'A fresh link to the label of a shipment of the customer’s order (404 while it has none)',
    tag,
    params: shipmentLabelParams,
    response: shippingLabelResponse,
  }),
  buy: defineRoute({
    method: 'POST',
    path: '/users/:id/orders/:orderId/shipments/:shipmentId/label',
    access: 'self',
    summary:
      'Buy the prepaid label of a shipment to the lab whose purchase failed (the carrier’s refusal comes back as 422 in words); a bought label is answered as it is',
    errors: [409, 422],
    tag,
    params: shipmentLabelParams,
    response: shippingLabelResponse,
  }),
};
