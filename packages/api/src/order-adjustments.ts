// Staff adjust a development order when the film that arrived differs from what was ordered (spec
// 2.4): add a roll, change a roll's film, or remove a roll that never arrived. No amount
// goes in: the server re-prices the whole order from the domain (credits re-applied), and a paid
// order whose total grew goes back to INVOICED for the difference, e-mailed to the customer.
import { FILM_FORMAT_VALUES, FILM_PROCESSES } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { developmentOrderSchema, developmentRollInput } from './development-orders.js';
import { idParamField, required, text } from './fields.js';

const tag = 'development orders';

export const orderRollParams = z.strictObject({ id: idParamField(), rollId: idParamField() });
export const pickUpParams = z.strictObject({ id: idParamField(), pickUpId: idParamField() });

/** The roll to add: the same fields as a roll of the customer's draft. */
export const addOrderRollBody = developmentRollInput;

/** The film as it arrived; fields left out stay as they are. */
export const changeOrderRollBody = z
  .strictObject({
    brand: text().trim().max(60, 'must be at most 60 characters').nullable().optional(),
    model: required(100).optional(),
    format: z.enum(FILM_FORMAT_VALUES, `must be one of ${FILM_FORMAT_VALUES.join(', ')}`).optional(),
    process: z.enum(FILM_PROCESSES, `must be one of ${FILM_PROCESSES.join(', ')}`).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'name at least one of brand, model, format, process',
    path: ['model'],
  });
export type ChangeOrderRollBody = z.infer<typeof changeOrderRollBody>;

/** The adjusted order, and what it now asks of the customer against what they paid already. */
export const orderAdjustmentResponse = z.object({
  order: developmentOrderSchema,
  adjustment: z.object({
    /** What the customer paid on this order before (cents). */
    paidCents: z.number().int(),
    /** The total after the adjustment less the total before it (cents, negative when it shrank). */
    differenceCents: z.number().int(),
    /** even: nothing apart to pay; due: an invoice for the difference was sent; refund: staff owe it back. */
    balance: z.enum(['even', 'due', 'refund']),
    balanceCents: z.number().int(),
  }),
});
export type OrderAdjustmentResponse = z.infer<typeof orderAdjustmentResponse>;

export const orderAdjustmentRoutes = {
  addRoll: defineRoute({
    method: 'POST',
    path: '/orders/:id/rolls',
    access: 'admin',
    errors: [404, 409],
    summary:
      'Staff: a roll arrived that was not ordered; it is added and the order re-priced (a paid order is invoiced the difference)',
    tag,
    params: idParam,
    body: addOrderRollBody,
    response: orderAdjustmentResponse,
    status: 201,
  }),
  addPickUpRoll: defineRoute({
    method: 'POST',
    path: '/users/:id/pick-ups/:pickUpId/film-rolls',
    access: 'admin',
    errors: [404, 409],
    summary:
      'Staff: a roll arrived with this pick-up of the customer’s; it is added to the pick-up’s order, received with the batch, and the order re-priced',
    tag,
    params: pickUpParams,
    body: addOrderRollBody,
    response: orderAdjustmentResponse,
    status: 201,
  }),
  changeRoll: defineRoute({
    method: 'PATCH',
    path: '/orders/:id/rolls/:rollId',
    access: 'admin',
    errors: [404, 409],
    summary: "Staff: a roll's film stock, format or process differs from the order; the order is re-priced",
    tag,
    params: orderRollParams,
    body: changeOrderRollBody,
    response: orderAdjustmentResponse,
  }),
  removeRoll: defineRoute({
    method: 'DELETE',
    path: '/orders/:id/rolls/:rollId',
    access: 'admin',
    errors: [404, 409],
    summary: 'Staff: a roll that never arrived leaves the order; the order is re-priced',
    tag,
    params: orderRollParams,
    response: orderAdjustmentResponse,
  }),
};
